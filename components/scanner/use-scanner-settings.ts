"use client";

import { useCallback, useMemo } from "react";
import { keptOnPhone } from "./kept-on-phone";

// What the door person may turn off on this phone: the tones, the vibration and keeping the screen on
// while scanning (docs/dashboard.md, "The door"). All on unless turned off; kept on the phone
// (kept-on-phone.ts) across sign-ins, like its entrance.

export interface ScannerSettings {
  sound: boolean;
  vibration: boolean;
  keepScreenOn: boolean;
}

const DEFAULTS: ScannerSettings = { sound: true, vibration: true, keepScreenOn: true };
const kept = keptOnPhone("foyer.scanner.settings", JSON.stringify(DEFAULTS));

/** Settings from their stored text; anything missing or unreadable is on. */
function parsed(text: string): ScannerSettings {
  try {
    const value = JSON.parse(text) as Partial<ScannerSettings>;
    return {
      sound: value.sound !== false,
      vibration: value.vibration !== false,
      keepScreenOn: value.keepScreenOn !== false,
    };
  } catch {
    return DEFAULTS;
  }
}

export function useScannerSettings(): [ScannerSettings, (change: Partial<ScannerSettings>) => void] {
  // The stored text is the snapshot (a string compares by value), parsed when it changes.
  const text = kept.useText();
  const change = useCallback((update: Partial<ScannerSettings>) => kept.write(JSON.stringify({ ...parsed(kept.read()), ...update })), []);
  const settings = useMemo(() => parsed(text), [text]);
  return [settings, change];
}
