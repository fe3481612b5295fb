"use client";

import { useEffect, useRef } from "react";
import { nextKey, NO_BURST, type Burst } from "@/lib/dashboard/door/keyboard-burst";

// A handheld USB or Bluetooth scanner types the whole code in a burst, then Enter
// (lib/dashboard/door/keyboard-burst.ts tells it from a person). Listening on the document lets it work
// wherever focus is: with nothing focused, while a result covers the screen, and in a field. A field
// gets each key as it comes (a burst is only known at its Enter), so when the Enter shows the keys were
// a scan, the field is put back to what it held before the burst: it keeps only what the person typed.

type TextField = HTMLInputElement | HTMLTextAreaElement;

function textField(target: EventTarget | null): TextField | null {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target : null;
}

/** Sets a field's value the way typing does, so React's onChange (and what it saves) hears it too. */
function putBack(field: TextField, value: string): void {
  if (field.value === value) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

export function useKeyboardWedge(onCode: (text: string) => void): void {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let burst: Burst = NO_BURST;
    // The focused field and its value as the burst began, before its first key reached the field.
    let before: { field: TextField; value: string } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      // A select would jump to the option each key starts (the museum switcher would switch museums
      // on a scan's first letter): it is chosen with the arrow keys or a tap instead.
      if (event.target instanceof HTMLSelectElement && event.key.length === 1) event.preventDefault();
      const step = nextKey(burst, event.key, event.timeStamp);
      burst = step.burst;
      if (step.began) {
        const field = textField(event.target);
        before = field ? { field, value: field.value } : null;
      }
      if (step.scan === null) return;
      // The scanner's Enter must not also press a focused button or send the field's form.
      event.preventDefault();
      if (before) putBack(before.field, before.value);
      before = null;
      onCodeRef.current(step.scan);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
