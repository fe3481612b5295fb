import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { startOfDay, wallTimeInstant } from "@/lib/domain/shared/zoned-day";

// When a museum's day is over for its daily summary (docs/reports.md, "Daily summary"): at 06:00 the
// next morning on the museum's wall clock, so late check-ins and the night's voids are in, and the
// email is waiting when the staff arrive. Read through the zone's rules, so a clock change moves it
// with the wall clock rather than by a fixed number of hours.

export const SUMMARY_HOUR = "06:00";

/** The calendar day `days` after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant `day`'s summary falls due in `timeZone`: 06:00 on the next day's wall clock. */
export function summaryDueAt(day: string, timeZone: string): Date {
  const next = addDays(day, 1);
  // A zone that skips 06:00 that morning (none does today, but the rules are the zone's): the first
  // instant after the gap, which is 06:00 counted from the start of the day.
  return wallTimeInstant(next, SUMMARY_HOUR, timeZone) ?? new Date(startOfDay(next, timeZone).getTime() + 6 * 3_600_000);
}

/** The latest day whose summary is due at `now` in `timeZone`: yesterday from 06:00 on, else the day before. */
export function latestDueDay(now: Date, timeZone: string): string {
  const yesterday = addDays(calendarDay(now, timeZone), -1);
  return now >= summaryDueAt(yesterday, timeZone) ? yesterday : addDays(yesterday, -1);
}
