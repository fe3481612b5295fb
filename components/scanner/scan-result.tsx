"use client";

import { useEffect, useState } from "react";
import { formatDate } from "@/lib/dashboard/form-values";
import styles from "./scanner.module.css";

export type ScanOutcome =
  | { kind: "valid"; customerName: string | null; membershipName: string | null; validTo: string | null }
  | { kind: "invalid" }
  | { kind: "error"; message: string };

// Long enough to read at a glance, short enough for a queue; a tap or Escape moves on sooner. While
// the answer has keyboard focus it stays, so it can be read at leisure.
const SHOW_MS = { valid: 2_500, invalid: 4_000, error: 4_000 } as const;

/** The answer for one card, over the whole screen: green with the member's name, or red. */
export function ScanResult({ outcome, onDismiss }: { outcome: ScanOutcome; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onDismiss]);

  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(onDismiss, SHOW_MS[outcome.kind]);
    return () => clearTimeout(timer);
  }, [outcome, onDismiss, held]);

  return (
    <div
      className={styles.result}
      data-kind={outcome.kind}
      role="alert"
      onClick={onDismiss}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.resultIcon} aria-hidden="true">
        {outcome.kind === "valid" ? "✓" : outcome.kind === "invalid" ? "✕" : "!"}
      </span>
      {outcome.kind === "valid" ? (
        <>
          <p className={styles.resultTitle}>Valid</p>
          <p className={styles.resultName}>{outcome.customerName}</p>
          <p className={styles.resultDetail}>{outcome.membershipName}</p>
          {outcome.validTo ? <p className={styles.resultDetail}>until {formatDate(outcome.validTo)}</p> : null}
        </>
      ) : outcome.kind === "invalid" ? (
        <>
          <p className={styles.resultTitle}>Not valid</p>
          <p className={styles.resultDetail}>Unknown, altered, expired or cancelled membership. Ask for another card or send the visitor to the desk.</p>
        </>
      ) : (
        <>
          <p className={styles.resultTitle}>Not checked</p>
          <p className={styles.resultDetail}>{outcome.message}</p>
        </>
      )}
      <button className={styles.nextButton} type="button" onClick={onDismiss}>
        Next visitor
      </button>
    </div>
  );
}
