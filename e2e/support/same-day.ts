import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { startOfDay } from "@/lib/domain/shared/zoned-day";

/**
 * `at`, or the first minute of today in `timeZone` when `at` falls before it. A slot made "minutes
 * ago" just after midnight would be yesterday's, which the desk does not offer and the door refuses:
 * the browser tests failed so in a run that began at 00:10 UTC.
 */
export function notBeforeToday(at: number, timeZone = "UTC"): number {
  const midnight = startOfDay(calendarDay(Date.now(), timeZone), timeZone).getTime();
  return Math.max(at, midnight + 60_000);
}
