import type { ScheduleRule, SeasonDay } from "@/lib/dashboard/documents/season";

/**
 * Why each closed day of the month is closed, by YYYY-MM-DD: a day whose slots are all closed for one
 * reason says it ("Christmas"); a day a schedule lists among its closed dates has no slots at all, and
 * says whose closed day it is, so it does not look like a day the rule simply skips. `eventId` narrows
 * the schedules to the event the calendar shows.
 */
export function closedReasons(days: SeasonDay[], schedules: ScheduleRule[], eventId: string | null, scheduleReason: (eventId: string) => string): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const day of days) {
    if (day.slots.length === 0) {
      const closing = schedules.find((schedule) => (!eventId || schedule.eventId === eventId) && schedule.closedDates.includes(day.date));
      if (closing) reasons.set(day.date, scheduleReason(closing.eventId));
    } else if (day.closed) {
      const given = [...new Set(day.slots.map((slot) => slot.closedReason).filter((reason): reason is string => !!reason))];
      if (given.length === 1) reasons.set(day.date, given[0]!);
    }
  }
  return reasons;
}
