"use client";

import { useCallback, useEffect, useState } from "react";
import { dayIn } from "@/lib/dashboard/calendar-day";
import type { DoorConflict } from "@/lib/dashboard/door-conflicts";
import { markConflictsTold, untoldConflicts } from "@/lib/dashboard/door/door-conflicts";

// Conflicts this phone was part of that it has not told the door person yet (docs/admission.md,
// "Offline"). Asked after every door-list refresh, which follows every sending of queued scans; kept
// on screen until the door person has read them.

export function useDoorConflicts(museumId: string, listFrom: string | null, museumTimeZone: string | null, connected: boolean) {
  const [untold, setUntold] = useState<DoorConflict[]>([]);

  useEffect(() => {
    if (!listFrom || !museumTimeZone || !connected) return undefined;
    let current = true;
    void untoldConflicts(museumId, dayIn(new Date(), museumTimeZone)).then((found) => {
      if (current && found.length > 0) setUntold(found);
    });
    return () => {
      current = false;
    };
  }, [museumId, listFrom, museumTimeZone, connected]);

  const read = useCallback(() => {
    markConflictsTold(
      museumId,
      untold.map((conflict) => conflict.id),
    );
    setUntold([]);
  }, [museumId, untold]);

  return { untold, read };
}
