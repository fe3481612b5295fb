"use client";

import { useCallback, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { SessionWatch } from "@/components/shell/session-watch";
import { signInPath } from "@/lib/dashboard/return-path";
import { admit, type ScanOutcome } from "./admit";
import { ConflictNotice } from "./conflict-notice";
import { signal, unlockAudio, useAudioUnlocked, type Signal } from "./feedback";
import { OfflineStatus } from "./offline-status";
import { DirectionChoice } from "./direction-choice";
import { GroupArrival } from "./group-arrival";
import { ScanResult } from "./scan-result";
import { scanOut } from "./scan-out";
import { ScannerHeader } from "./scanner-header";
import { ScannerSettingsPanel } from "./scanner-settings";
import styles from "./scanner.module.css";
import { useDoorConflicts } from "./use-door-conflicts";
import { useDoorDirection } from "./use-door-direction";
import { currentEntrance, useEntrance } from "./use-entrance";
import { useKeyboardWedge } from "./use-keyboard-wedge";
import { useOfflineDoor } from "./use-offline-door";
import { useQrCamera } from "./use-qr-camera";
import { useScannerSettings } from "./use-scanner-settings";
import { useSignOut } from "./use-sign-out";
import { useTorch } from "./use-torch";
import { useWakeLock } from "./use-wake-lock";

// The same code held up again right after its result closed is not checked twice.
const SAME_CODE_COOLDOWN_MS = 4_000;

const SIGNALS: Record<ScanOutcome["kind"], Signal> = {
  admitted: "admitted",
  "group-admitted": "admitted",
  group: "attention",
  left: "admitted",
  used: "attention",
  "not-inside": "attention",
  error: "attention",
  "signed-out": "attention",
  refused: "refused",
};

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
 * The door: camera, handheld scanner or typed codes; each admitted or refused through check-in (or, at
 * an exit, scanned out through check-out), with a full-screen answer, a tone and a buzz
 * (docs/dashboard.md, "The door").
 */
export function DoorScanner({ museums, museumId, sessionEndsInMs }: { museums: ScannerMuseum[]; museumId: string; sessionEndsInMs: number }) {
  const t = useTranslations("DoorScanner");
  const museum = museums.find((candidate) => candidate.id === museumId) ?? museums[0]!;
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [manualCode, setManualCode] = useState("");
  const [started, setStarted] = useState(false);
  const [entrance, setEntrance] = useEntrance();
  const [direction, setDirection] = useDoorDirection();
  const [settings, changeSettings] = useScannerSettings();
  const audioUnlocked = useAudioUnlocked();
  const offline = useOfflineDoor(museum.id);
  const conflicts = useDoorConflicts(museum.id, offline.listFrom, offline.museumTimeZone, offline.online && !offline.signedOut);
  const { signOutNow, waitingToSignOut } = useSignOut(signInHref(museum.id), offline.leave);
  const checking = useRef(false);
  const lastCode = useRef<{ text: string; at: number } | null>(null);

  const check = useCallback(
    async (text: string) => {
      if (checking.current) return;
      checking.current = true;
      try {
        const request = { museumId: museum.id, qrData: text, entrance: currentEntrance().trim() || null, offline };
        const answer = direction === "out" ? await scanOut(request) : await admit(request);
        setOutcome(answer);
        signal(SIGNALS[answer.kind], settings);
      } finally {
        checking.current = false;
      }
    },
    [museum.id, offline, settings, direction],
  );

  // The door person said how many of a scanned group are here.
  const letGroupIn = useCallback(
    async (qrData: string, count: number) => {
      const answer = await admit({ museumId: museum.id, qrData, entrance: currentEntrance().trim() || null, offline }, count);
      setOutcome(answer);
      signal(SIGNALS[answer.kind], settings);
    },
    [museum.id, offline, settings],
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

  const { video, state, track } = useQrCamera(onCameraCode, outcome !== null, started);
  const torch = useTorch(track);
  useWakeLock(started && state === "scanning" && settings.keepScreenOn);

  function start() {
    // Inside the tap: the one moment browsers let a page start its sound.
    unlockAudio();
    setStarted(true);
  }

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
      <ScannerHeader museums={museums} museum={museum} onSignOut={signOutNow} />

      <main className={styles.main}>
        <h1 className="visually-hidden">{t("title", { museum: museum.name })}</h1>
        <SessionWatch endsInMs={sessionEndsInMs} />
        {waitingToSignOut ? (
          <p className={styles.offline} role="alert" data-state="signing-out">
            {t("signOutOffline", { count: offline.waiting })}
          </p>
        ) : null}
        <OfflineStatus door={offline} signInHref={signInHref(museum.id)} />
        <ConflictNotice conflicts={conflicts.untold} museumId={museum.id} canUseDashboard={museum.canUseDashboard} onRead={conflicts.read} />
        <DirectionChoice direction={direction} onChange={setDirection} />
        <div className={styles.viewfinder}>
          <video ref={video} className={styles.video} muted playsInline autoPlay aria-label={t("cameraView")} />
          <span className={styles.frame} aria-hidden="true" />
          {started ? null : (
            <button className={styles.start} type="button" onClick={start}>
              {t("start")}
            </button>
          )}
          {torch.available ? (
            <button className={styles.torch} type="button" aria-pressed={torch.on} onClick={torch.toggle}>
              {t("torch")}
            </button>
          ) : null}
        </div>
        <p className={styles.status} role="status">
          {t(`camera.${state}`)}
          {/* The note keeps its place once the sound is on: the first tap, which unlocks the sound, must not move the Check button from under the finger. */}
          {settings.sound ? (
            <span className={styles.soundLocked} data-unlocked={audioUnlocked}>
              {" "}
              {t("soundLocked")}
            </span>
          ) : null}
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

        <ScannerSettingsPanel settings={settings} onChange={changeSettings} />
      </main>

      {outcome?.kind === "group" ? (
        <GroupArrival outcome={outcome} museumName={museum.name} onLetIn={(count) => void letGroupIn(outcome.qrData, count)} onCancel={dismiss} />
      ) : outcome ? (
        <ScanResult outcome={outcome} museumName={museum.name} signInHref={signInHref(museum.id)} onDismiss={dismiss} />
      ) : null}
    </div>
  );
}
