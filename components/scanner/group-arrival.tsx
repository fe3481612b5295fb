"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import type { ScanOutcome } from "./admit";
import { outcomeText } from "./outcome-text";
import styles from "./scanner.module.css";

/**
 * A group's code was scanned: who the group is and how many came already, and the one question the
 * door person answers before anyone is let in, how many are here (all still to come by default;
 * docs/admission.md, "Groups"). It waits for the answer: a group does not pass in 2.5 seconds.
 */
export function GroupArrival({ outcome, museumName, onLetIn, onCancel }: { outcome: Extract<ScanOutcome, { kind: "group" }>; museumName: string; onLetIn: (count: number) => void; onCancel: () => void }) {
  const t = useTranslations("ScanOutcome");
  const errorText = useErrorText();
  const locale = useDisplayLocale();
  const text = outcomeText(outcome, museumName, { t, errorText, locale });
  const { remaining } = outcome.group;
  const [count, setCount] = useState(String(remaining));
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const chosen = Number(count);
  const valid = Number.isInteger(chosen) && chosen >= 1 && chosen <= remaining;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    onLetIn(chosen);
  }

  return (
    <div className={styles.result} data-kind="group" role="dialog" aria-modal="true" aria-labelledby={`${inputId}-title`}>
      <p id={`${inputId}-title`} className={styles.resultTitle}>
        {text.title}
      </p>
      {text.name ? <p className={styles.resultName}>{text.name}</p> : null}
      {text.lines.map((line) => (
        <p key={line} className={styles.resultDetail}>
          {line}
        </p>
      ))}
      <form className={styles.groupForm} onSubmit={submit}>
        <label className={styles.groupLabel} htmlFor={inputId}>
          {t("howManyHere")}
        </label>
        <input
          id={inputId}
          className={styles.groupCount}
          type="number"
          inputMode="numeric"
          min={1}
          max={remaining}
          step={1}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          autoFocus
        />
        <button className={styles.nextButton} type="submit" disabled={!valid || sending}>
          {t("letGroupIn")}
        </button>
        <button className={styles.nextButton} type="button" onClick={onCancel}>
          {t("notNow")}
        </button>
      </form>
    </div>
  );
}
