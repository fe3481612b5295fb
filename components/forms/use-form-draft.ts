"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// What is typed into a dashboard form is kept in the tab's sessionStorage as it is typed, under the
// museum, the form and the record, so that a session ending mid-sentence costs nothing: after signing
// in again the form comes back with it and says so (docs/dashboard.md, "Sessions"). A successful save
// or "Discard draft" removes it; signing out removes every draft of the tab.

const PREFIX = "foyer.draft:";

/** The key of one form's draft: museum, form, and the record (or "new", with what it is new under). */
export function draftKey(museumId: string, form: string, record: string): string {
  return `${PREFIX}${museumId}:${form}:${record}`;
}

/** Removes every draft this tab keeps. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): there is nothing of ours to remove.
  }
}

function readDraft<Values>(key: string): Values | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Values) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    // Storage refused: the form works as before, only without a draft.
  }
}

/**
 * Keeps `values` as the draft under `key` while they differ from what the form started with (or last
 * saved), and restores a kept draft once, when the form opens. `restored` is true until it is saved or
 * discarded.
 */
export function useFormDraft<Values>({ key, values, setValues, initial }: { key: string; values: Values; setValues: (values: Values) => void; initial: Values }) {
  const baseline = useRef(JSON.stringify(initial));
  // The key whose draft has been looked for, and whether the values on screen are still the ones from before it was restored.
  const loaded = useRef<string | null>(null);
  const restoring = useRef(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    loaded.current = key;
    const draft = readDraft<Values>(key);
    if (draft !== null && JSON.stringify(draft) !== baseline.current) {
      restoring.current = true;
      setValues({ ...initial, ...draft });
      setRestored(true);
    }
    // Once per form and record: later changes of `initial` (a refetch) must not undo the person's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (loaded.current !== key) return;
    // The first pass still shows the values from before the draft came back; writing them would erase it.
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    const text = JSON.stringify(values);
    writeDraft(key, text === baseline.current ? null : text);
  }, [key, values]);

  /** After a successful save: what is on the form now is what is stored, so no draft. */
  const saved = useCallback(
    (current: Values) => {
      baseline.current = JSON.stringify(current);
      writeDraft(key, null);
      setRestored(false);
    },
    [key],
  );

  const discard = useCallback(() => {
    writeDraft(key, null);
    setValues(JSON.parse(baseline.current) as Values);
    setRestored(false);
  }, [key, setValues]);

  return { restored, saved, discard };
}
