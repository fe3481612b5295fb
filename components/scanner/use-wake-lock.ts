"use client";

import { useEffect } from "react";

// Keeps the phone's screen on while the camera scans (the Screen Wake Lock API, where the browser has
// it). The browser lets the lock go whenever the page is hidden, so it is asked for again each time the
// page is shown; turned off in the scanner's settings, it is never asked for.

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return undefined;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, or no permission): the screen may sleep; nothing else changes.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void lock?.release();
    };
  }, [active]);
}
