"use client";

import { signOut } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { forgetDoorLists } from "@/lib/dashboard/door/door-list";
import { signInPath } from "@/lib/dashboard/return-path";
import { admit, type ScanOutcome } from "./admit";
import { signal, unlockAudio } from "./feedback";
import { ScanResult } from "./scan-result";
import styles from "./scanner.module.css";
import { useEntrance } from "./use-entrance";
import { useKeyboardWedge } from "./use-keyboard-wedge";
import { useOfflineDoor } from "./use-offline-door";
import { OfflineStatus } from "./offline-status";
import { useQrCamera } from "./use-qr-camera";
import { useTorch } from "./use-torch";

// The same code held up again right after its result closed is not checked twice.
const SAME_CODE_COOLDOWN_MS = 4_000;

export interface ScannerMuseum {
  id: string;
  name: string;
  canUseDashboard: boolean;
}

/** Sign-in that brings the door person back to this scanner. */
function signInHref(museumId: string): string {
  return signInPath(`/scan?museum=${encodeURIComponent(museumId)}`);
}

/**
 * The door: camera, handheld scanner or typed codes; each admitted or refused through check-in, with a
 * full-screen answer (docs/dashboard.md, "The door").
 */
export function DoorScanner({ museums, museumId }: { museums: ScannerMuseum[]; museumId: string }) {
  const t = useTranslations("DoorScanner");
  const router = useRouter();
  const museum = museums.find((candidate) => candidate.id === museumId) ?? museums[0]!;
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [manualCode, setManualCode] = useState("");
  const [entrance, setEntrance] = useEntrance();
  const offline = useOfflineDoor(museum.id);
  const checking = useRef(false);
  const lastCode = useRef<{ text: string; at: number } | null>(null);

  const check = useCallback(
    async (text: string) => {
      if (checking.current) return;
      checking.current = true;
      try {
        const answer = await admit({ museumId: museum.id, qrData: text, entrance: entrance.trim() || null, offline });
        setOutcome(answer);
        signal(answer.kind === "admitted");
      } finally {
        checking.current = false;
      }
    },
    [museum.id, entrance, offline],
  );

  const onCameraCode = useCallback(
    (text: string) => {
      const last = lastCode.current;
      if (last && last.text === text && performance.now() - last.at < SAME_CODE_COOLDOWN_MS) return;
      lastCode.current = { text, at: performance.now() };
      void check(text);
    },
    [check],
  );

  // A handheld scanner is a deliberate scan: checked every time, even the same code again.
  const onTypedCode = useCallback(
    (text: string) => {
      unlockAudio();
      lastCode.current = { text, at: performance.now() };
      void check(text);
    },
    [check],
  );
  useKeyboardWedge(onTypedCode);

  const { video, state, track } = useQrCamera(onCameraCode, outcome !== null);
  const torch = useTorch(track);

  const dismiss = useCallback(() => {
    setOutcome(null);
    // The cooldown counts from when the answer closes, while the visitor lowers their phone.
    if (lastCode.current) lastCode.current = { ...lastCode.current, at: performance.now() };
  }, []);

  function submitManual(event: FormEvent) {
    event.preventDefault();
    const text = manualCode.trim();
    if (!text) return;
    setManualCode("");
    onTypedCode(text);
  }

  return (
    <div className={styles.page} onPointerDown={unlockAudio}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            F
          </span>
          {t("door")}
        </span>
        {museums.length > 1 ? (
          <>
            <label className="visually-hidden" htmlFor="scanner-museum">
              {t("museum")}
            </label>
            <select id="scanner-museum" className={`select ${styles.museumSelect}`} value={museum.id} onChange={(event) => router.replace(`/scan?museum=${event.target.value}`)}>
              {museums.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className={styles.museumName}>{museum.name}</span>
        )}
        {museum.canUseDashboard ? (
          <Link className={styles.headerAction} href={`/museums/${museum.id}/today`}>
            {t("dashboard")}
          </Link>
        ) : null}
        <button className={styles.headerAction} type="button" onClick={() => {
            forgetDoorLists();
            void signOut({ callbackUrl: signInHref(museum.id) });
          }}>
          {t("signOut")}
        </button>
      </header>

      <main className={styles.main}>
        <h1 className="visually-hidden">{t("title", { museum: museum.name })}</h1>
        <OfflineStatus door={offline} />
        <div className={styles.viewfinder}>
          <video ref={video} className={styles.video} muted playsInline autoPlay aria-label={t("cameraView")} />
          <span className={styles.frame} aria-hidden="true" />
          {torch.available ? (
            <button className={styles.torch} type="button" aria-pressed={torch.on} onClick={torch.toggle}>
              {t("torch")}
            </button>
          ) : null}
        </div>
        <p className={styles.status} role="status">
          {t(`camera.${state}`)}
        </p>

        <div className={styles.panel}>
          <label className="field-label" htmlFor="scanner-entrance">
            {t("entrance")}
          </label>
          <p id="scanner-entrance-hint" className="field-hint">
            {t("entranceHint")}
          </p>
          <input
            id="scanner-entrance"
            className="input"
            value={entrance}
            maxLength={100}
            onChange={(event) => setEntrance(event.target.value)}
            autoComplete="off"
            aria-describedby="scanner-entrance-hint"
          />
        </div>

        <form className={styles.panel} onSubmit={submitManual}>
          <label className="field-label" htmlFor="manual-code">
            {t("manualCode")}
          </label>
          <p id="manual-code-hint" className="field-hint">
            {t("manualCodeHint")}
          </p>
          <div className={styles.manualRow}>
            <input
              id="manual-code"
              className="input"
              value={manualCode}
              onChange={(event) => setManualCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby="manual-code-hint"
            />
            <button className="button button-primary" type="submit" disabled={manualCode.trim() === ""}>
              {t("check")}
            </button>
          </div>
        </form>
      </main>

      {outcome ? <ScanResult outcome={outcome} museumName={museum.name} signInHref={signInHref(museum.id)} onDismiss={dismiss} /> : null}
    </div>
  );
}
