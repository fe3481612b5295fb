"use client";

import { useSyncExternalStore } from "react";

// A text this phone keeps for the scanner in localStorage across sign-ins (its entrance, its sound and
// screen settings; docs/dashboard.md, "The door"), read by every component through React's external
// store, so a change shows everywhere at once. Where the browser refuses storage (some private modes)
// the text lives in the page until it closes.

export interface KeptOnPhone {
  /** The text as kept right now (for code that must not wait for a render). */
  read(): string;
  write(next: string): void;
  /** The kept text as a hook: components re-render when it changes, here or in another tab. */
  useText(): string;
}

export function keptOnPhone(storageKey: string, fallback: string): KeptOnPhone {
  const listeners = new Set<() => void>();
  let unstored = fallback;

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  }

  function read(): string {
    try {
      return window.localStorage.getItem(storageKey) ?? unstored;
    } catch {
      return unstored;
    }
  }

  function write(next: string): void {
    unstored = next;
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // Kept in `unstored` until the page closes.
    }
    listeners.forEach((listener) => listener());
  }

  return { read, write, useText: () => useSyncExternalStore(subscribe, read, () => fallback) };
}
