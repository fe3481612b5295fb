"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import type { ScanOutcome } from "./admit";
import { outcomeText } from "./outcome-text";
import styles from "./scanner.module.css";

// Long enough to read at a glance, short enough for a queue; a tap, Escape or the next scan moves on
// sooner. While the answer has keyboard focus it stays, so it can be read at leisure. Signing in again
// waits for the door person.
// A group's "how many are here?" is group-arrival.tsx's, which waits for the answer.
type Shown = Exclude<ScanOutcome["kind"], "group">;

const SHOW_MS: Record<Shown, number | null> = {
  admitted: 2_500,
  "group-admitted": 4_000,
  left: 2_500,
  used: 5_000,
  "not-inside": 5_000,
  refused: 5_000,
  error: 4_000,
  "signed-out": null,
};

const ICONS: Record<Shown, string> = { admitted: "✓", "group-admitted": "✓", left: "→", used: "!", "not-inside": "!", refused: "✕", error: "?", "signed-out": "⏻" };

/** The answer for one scan, over the whole screen: green admitted, blue scanned out, amber already used or not inside, red refused. */
export function ScanResult({ outcome, museumName, signInHref, onDismiss }: { outcome: Exclude<ScanOutcome, { kind: "group" }>; museumName: string; signInHref: string; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);
  const t = useTranslations("ScanOutcome");
  const errorText = useErrorText();
  const locale = useDisplayLocale();
  const text = outcomeText(outcome, museumName, { t, errorText, locale });
  const showFor = SHOW_MS[outcome.kind];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onDismiss]);

  useEffect(() => {
    if (held || showFor === null) return undefined;
    const timer = setTimeout(onDismiss, showFor);
    return () => clearTimeout(timer);
  }, [outcome, onDismiss, held, showFor]);

  return (
    <div
      className={styles.result}
      data-kind={outcome.kind}
      data-code={outcome.kind === "used" || outcome.kind === "refused" ? outcome.refusal.code : undefined}
      role="alert"
      onClick={outcome.kind === "signed-out" ? undefined : onDismiss}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.resultIcon} aria-hidden="true">
        {ICONS[outcome.kind]}
      </span>
      <p className={styles.resultTitle}>{text.title}</p>
      {text.name ? <p className={styles.resultName}>{text.name}</p> : null}
      {text.lines.map((line) => (
        <p key={line} className={styles.resultDetail}>
          {line}
        </p>
      ))}
      {outcome.kind === "signed-out" ? (
        <a className={styles.nextButton} href={signInHref}>
          {t("signIn")}
        </a>
      ) : (
        <button className={styles.nextButton} type="button" onClick={onDismiss}>
          {t("nextVisitor")}
        </button>
      )}
    </div>
  );
}
