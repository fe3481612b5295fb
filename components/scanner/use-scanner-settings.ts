"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";

// What the door person may turn off on this phone: the tones, the vibration and keeping the screen on
// while scanning (docs/dashboard.md, "The door"). All on unless turned off; kept in localStorage, so
// one phone keeps its settings across sign-ins, like its entrance.

export interface ScannerSettings {
  sound: boolean;
  vibration: boolean;
  keepScreenOn: boolean;
}

const STORAGE_KEY = "foyer.scanner.settings";
const DEFAULTS: ScannerSettings = { sound: true, vibration: true, keepScreenOn: true };
const listeners = new Set<() => void>();
let unstored = JSON.stringify(DEFAULTS);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function storedText(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

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
  const text = useSyncExternalStore(subscribe, storedText, () => JSON.stringify(DEFAULTS));
  const change = useCallback((update: Partial<ScannerSettings>) => {
    const next = JSON.stringify({ ...parsed(storedText()), ...update });
    unstored = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Kept in `unstored` until the page closes.
    }
    listeners.forEach((listener) => listener());
  }, []);
  const settings = useMemo(() => parsed(text), [text]);
  return [settings, change];
}
