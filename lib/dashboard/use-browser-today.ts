"use client";

import { useSyncExternalStore } from "react";
import { dayIn } from "./calendar-day";
import { noSubscription } from "./use-hydrated";

/**
 * Today in the browser's time zone, or null while rendering on the server and hydrating: the server's
 * zone may differ from the staff member's, and the page must not flash another day.
 */
export function useBrowserToday(): string | null {
  return useSyncExternalStore(noSubscription, () => dayIn(new Date()), () => null);
}
