import * as rruleModule from "rrule";
import { AppError } from "@/lib/errors/app-error";
import { wallTimeInstants } from "@/lib/domain/shared/zoned-day";
import { SCHEDULE_LIMITS } from "./schedule-schemas";

// Which slots a schedule makes (docs/schedules.md): the recurrence picks calendar days, each day
// gets its wall-clock start times in the location's zone, and each start becomes an instant there.
// A start time that does not exist that day (clocks going forward) makes no slot; one that occurs
// twice (clocks going back) makes one slot, at its first occurrence.

// rrule ships a UMD build (what Node's ESM loader, and so the /v1 fast path, gets: its exports arrive
// as `default`) beside an ESM build (what Next's bundler picks: named exports only).
const { rrulestr } = (rruleModule as typeof rruleModule & { default?: typeof rruleModule }).default ?? rruleModule;

export interface ScheduleRule {
  from: string;
  to: string;
  rrule: string;
  times: string[] | null;
  every: { minutes: number; from: string; to: string } | null;
  durationMinutes: number;
  closedDates: string[];
}

export interface PlannedSlot {
  startsAt: Date;
  endsAt: Date;
}

/** The rule's RRULE value for `weekdays`, or every day when none are named. */
export function recurrenceOf(weekdays: string[] | undefined, rrule: string | undefined): string {
  if (rrule) return rrule;
  return weekdays ? `FREQ=WEEKLY;BYDAY=${weekdays.join(",")}` : "FREQ=DAILY";
}

const compact = (day: string) => day.replaceAll("-", "");
const dayText = (date: Date) => date.toISOString().slice(0, 10);
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const fromMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The calendar days the recurrence picks between from and to, both included. */
export function scheduleDays(rule: Pick<ScheduleRule, "from" | "to" | "rrule" | "closedDates">): string[] {
  let recurrence;
  try {
    // Days are computed as UTC midnights: only their calendar dates matter here.
    recurrence = rrulestr(`DTSTART:${compact(rule.from)}T000000Z\nRRULE:${rule.rrule}`);
  } catch (error) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "rrule", message: `Not a recurrence rule: ${(error as Error).message}` }]);
  }
  const closed = new Set(rule.closedDates);
  const days = recurrence.between(new Date(`${rule.from}T00:00:00Z`), new Date(`${rule.to}T00:00:00Z`), true).map(dayText);
  return days.filter((day) => !closed.has(day));
}

/** Each day's start times, in wall-clock order. */
export function startTimes(rule: Pick<ScheduleRule, "times" | "every">): string[] {
  if (rule.times) return [...new Set(rule.times)].sort();
  const { minutes, from, to } = rule.every!;
  const times: string[] = [];
  for (let at = toMinutes(from); at <= toMinutes(to); at += minutes) times.push(fromMinutes(at));
  return times;
}

/** Every slot the rule makes, earliest first; more than SCHEDULE_LIMITS.maxSlots is a VALIDATION_ERROR. */
export function plannedSlots(rule: ScheduleRule, timeZone: string): PlannedSlot[] {
  const days = scheduleDays(rule);
  const times = startTimes(rule);
  if (days.length * times.length > SCHEDULE_LIMITS.maxSlots) {
    throw new AppError("VALIDATION_ERROR", undefined, [
      { path: "to", message: `The rule makes ${days.length * times.length} slots; a schedule makes at most ${SCHEDULE_LIMITS.maxSlots}.` },
    ]);
  }
  const slots: PlannedSlot[] = [];
  for (const day of days) {
    for (const startsAt of wallTimeInstants(day, times, timeZone)) {
      if (startsAt) slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + rule.durationMinutes * 60_000) });
    }
  }
  return slots;
}
