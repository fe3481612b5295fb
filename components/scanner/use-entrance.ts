"use client";

import { useCallback, useSyncExternalStore } from "react";

// The entrance this scanner stands at ("Main entrance"), sent with each check-in so a second scan can
// say where the first was. Kept in the browser's localStorage: one phone, one door, across sign-ins.

const STORAGE_KEY = "foyer.scanner.entrance";
const listeners = new Set<() => void>();
/** Where the name lives when the browser refuses storage (some private modes): until the page closes. */
let unstored = "";

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function stored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return unstored;
  }
}

/**
 * The entrance as kept right now. A scan reads it here rather than from the last render: a handheld
 * scan into the focused Entrance field puts the field back in the same moment (use-keyboard-wedge.ts).
 */
export function currentEntrance(): string {
  return stored();
}

export function useEntrance(): [string, (entrance: string) => void] {
  const entrance = useSyncExternalStore(subscribe, stored, () => "");
  const setEntrance = useCallback((next: string) => {
    unstored = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Kept in `unstored` instead.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [entrance, setEntrance];
}
