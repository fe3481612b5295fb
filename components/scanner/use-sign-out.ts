"use client";

import { signOut } from "next-auth/react";
import { useCallback, useEffect, useState } from "react";
import { forgetDoorLists } from "@/lib/dashboard/door/door-list";

// Signing out of the door (docs/dashboard.md, "The door"): the door list (visitors' names) leaves the
// phone at once; scans still waiting are sent first while the session can still send them, and any
// that cannot be stay on the phone for the next sign-in. Without a connection the server cannot end
// the session yet, so the door says so and signs out as soon as the connection is back.

const RETRY_MS = 15_000;

export function useSignOut(callbackUrl: string, beforeSignOut: () => Promise<void>): { signOutNow: () => void; waitingToSignOut: boolean } {
  const [waitingToSignOut, setWaiting] = useState(false);

  const attempt = useCallback(async () => {
    try {
      await beforeSignOut();
      forgetDoorLists();
      await signOut({ callbackUrl });
    } catch {
      setWaiting(true);
    }
  }, [callbackUrl, beforeSignOut]);

  const signOutNow = useCallback(() => {
    forgetDoorLists();
    if (navigator.onLine === false) setWaiting(true);
    else void attempt();
  }, [attempt]);

  useEffect(() => {
    if (!waitingToSignOut) return undefined;
    const retry = () => void attempt();
    const timer = window.setInterval(retry, RETRY_MS);
    window.addEventListener("online", retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", retry);
    };
  }, [waitingToSignOut, attempt]);

  return { signOutNow, waitingToSignOut };
}
