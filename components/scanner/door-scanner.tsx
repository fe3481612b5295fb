"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { errorText } from "@/lib/dashboard/dashboard-error";
import { verifyQrCode } from "@/lib/dashboard/documents/verify";
import { signal, unlockAudio } from "./feedback";
import { ScanResult, type ScanOutcome } from "./scan-result";
import styles from "./scanner.module.css";
import { useQrCamera } from "./use-qr-camera";

// The same card held up again right after its result closed is not checked twice.
const SAME_CODE_COOLDOWN_MS = 4_000;

export interface ScannerMuseum {
  id: string;
  name: string;
  canUseDashboard: boolean;
}

const cameraMessages = {
  starting: "Starting the camera…",
  scanning: "Hold a membership QR code inside the frame.",
  denied: "Camera access was refused. Allow the camera in the browser’s site settings, or enter codes below.",
  unavailable: "No camera is available here. Enter codes below, or plug in a handheld scanner.",
} as const;

/** The door: continuous camera scanning, a full-screen answer for each card, and manual entry. */
export function DoorScanner({ museums, museumId }: { museums: ScannerMuseum[]; museumId: string }) {
  const router = useRouter();
  const museum = museums.find((candidate) => candidate.id === museumId) ?? museums[0]!;
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [manualCode, setManualCode] = useState("");
  const checking = useRef(false);
  const lastCode = useRef<{ text: string; at: number } | null>(null);

  const check = useCallback(
    async (text: string) => {
      if (checking.current) return;
      checking.current = true;
      try {
        const answer = await verifyQrCode(museum.id, text);
        setOutcome({ ...answer, kind: answer.valid ? "valid" : "invalid" });
        signal(answer.valid);
      } catch (error) {
        setOutcome({ kind: "error", message: errorText(error) });
        signal(false);
      } finally {
        checking.current = false;
      }
    },
    [museum.id],
  );

  const onCode = useCallback(
    (text: string) => {
      const last = lastCode.current;
      if (last && last.text === text && performance.now() - last.at < SAME_CODE_COOLDOWN_MS) return;
      lastCode.current = { text, at: performance.now() };
      void check(text);
    },
    [check],
  );

  const { video, state } = useQrCamera(onCode, outcome !== null);

  const dismiss = useCallback(() => {
    setOutcome(null);
    // The cooldown counts from when the answer closes, while the visitor lowers their phone.
    if (lastCode.current) lastCode.current = { ...lastCode.current, at: performance.now() };
  }, []);

  function submitManual(event: FormEvent) {
    event.preventDefault();
    const text = manualCode.trim();
    if (!text) return;
    unlockAudio();
    setManualCode("");
    lastCode.current = { text, at: performance.now() };
    void check(text);
  }

  return (
    <div className={styles.page} onPointerDown={unlockAudio}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            F
          </span>
          Door
        </span>
        {museums.length > 1 ? (
          <>
            <label className="visually-hidden" htmlFor="scanner-museum">
              Museum
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
          <Link className={styles.back} href={`/museums/${museum.id}/today`}>
            Dashboard
          </Link>
        ) : null}
      </header>

      <main className={styles.main}>
        <h1 className="visually-hidden">Door scanner for {museum.name}</h1>
        <div className={styles.viewfinder}>
          <video ref={video} className={styles.video} muted playsInline autoPlay aria-label="Camera view" />
          <span className={styles.frame} aria-hidden="true" />
        </div>
        <p className={styles.status} role="status">
          {cameraMessages[state]}
        </p>

        <form className={styles.manual} onSubmit={submitManual}>
          <label className="field-label" htmlFor="manual-code">
            Enter a code instead
          </label>
          <p id="manual-code-hint" className="field-hint">
            Paste the membership link, or scan into this field with a handheld scanner.
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
              Check
            </button>
          </div>
        </form>
      </main>

      {outcome ? <ScanResult outcome={outcome} onDismiss={dismiss} /> : null}
    </div>
  );
}
