"use client";

import { useEffect, useRef } from "react";

// A handheld USB or Bluetooth scanner is a keyboard that types the whole code in a burst, then Enter.
// Listening on the document lets it work with nothing focused, and while a result covers the screen,
// so the door needs no tap between visitors. People type far slower than a scanner: a code counts
// when its keys came on average at most MAX_MEAN_GAP_MS apart (no one types 20 keys a second), and
// whatever came before a pause of RESET_GAP_MS is dropped. The average, not every gap, decides,
// because a busy phone may hold one key event back. A focused field gets its own keys (the manual
// field submits its form on Enter).

const MAX_MEAN_GAP_MS = 50;
const RESET_GAP_MS = 500;
/** Shorter bursts are keyboard shortcuts or stray keys, not codes. */
const MIN_CODE_LENGTH = 8;

function typingIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function useKeyboardWedge(onCode: (text: string) => void): void {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let burst = "";
    let firstKeyAt = 0;
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (typingIntoField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const now = event.timeStamp;
      if (now - lastKeyAt > RESET_GAP_MS) burst = "";
      lastKeyAt = now;
      if (event.key === "Enter") {
        const code = burst;
        const meanGap = (now - firstKeyAt) / Math.max(code.length, 1);
        burst = "";
        if (code.length < MIN_CODE_LENGTH || meanGap > MAX_MEAN_GAP_MS) return;
        // The scanner's Enter must not also press whatever button has focus.
        event.preventDefault();
        onCodeRef.current(code);
      } else if (event.key.length === 1) {
        if (burst === "") firstKeyAt = now;
        burst += event.key;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
