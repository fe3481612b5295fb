import type { ScheduleRule } from "@/lib/dashboard/documents/season";
import { formatLocaleDay, formatLocaleNumber, readLocaleDays, readLocaleNumber } from "@/lib/dashboard/locale-input";
import { weekdayCodes } from "@/lib/domain/schedules/schedule-schemas";
import type { TimesValues } from "./schedule-times";
import { ruleWeekdays } from "./schedule-words";

// What the schedule form holds (text, as typed in the dashboard's language) and the rule /v1 and
// GraphQL take (docs/schedules.md, "A rule").

export interface ScheduleValues extends TimesValues {
  eventId: string;
  locationId: string;
  from: string;
  to: string;
  weekdays: string[];
  durationMinutes: string;
  capacity: string;
  /** Places kept for groups in each slot; empty keeps none. */
  groupCapacity: string;
  closedDates: string;
}

export const emptySchedule: ScheduleValues = {
  eventId: "",
  locationId: "",
  from: "",
  to: "",
  weekdays: [...weekdayCodes],
  mode: "times",
  times: "10:00",
  everyMinutes: "30",
  everyFrom: "10:00",
  everyTo: "17:00",
  durationMinutes: "60",
  capacity: "",
  groupCapacity: "",
  closedDates: "",
};

/** A stored schedule as the form shows it, to change it. */
/** `language` writes the numbers (the page's), `dayLocale` the days (the reader's browser's way of writing it). */
export function scheduleValues(schedule: ScheduleRule, language: string, dayLocale: string): ScheduleValues {
  return {
    eventId: schedule.eventId,
    locationId: schedule.locationId ?? "",
    from: schedule.from,
    to: schedule.to,
    weekdays: ruleWeekdays(schedule.rrule) ?? [...weekdayCodes],
    mode: schedule.times ? "times" : "every",
    times: (schedule.times ?? ["10:00"]).join(", "),
    everyMinutes: String(schedule.every?.minutes ?? 30),
    everyFrom: schedule.every?.from ?? "10:00",
    everyTo: schedule.every?.to ?? "17:00",
    durationMinutes: formatLocaleNumber(schedule.durationMinutes, language),
    capacity: formatLocaleNumber(schedule.capacity, language),
    groupCapacity: schedule.groupCapacity > 0 ? formatLocaleNumber(schedule.groupCapacity, language) : "",
    closedDates: schedule.closedDates.map((day) => formatLocaleDay(day, dayLocale)).join(", "),
  };
}

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** Empty stays undefined ("Enter …"); text that is no number is NaN ("Enter … as a number"). */
const whole = (text: string, language: string) => (text.trim() === "" ? undefined : readLocaleNumber(text, language));

/** The rule to send, and the closed dates that could not be read as days (to name beside the field). */
export function scheduleInput(values: ScheduleValues, language: string, dayLocale: string): { input: Record<string, unknown>; unreadableDays: string[] } {
  const closed = readLocaleDays(values.closedDates, dayLocale);
  const input = {
    ...(values.locationId ? { locationId: values.locationId } : {}),
    from: values.from || undefined,
    to: values.to || undefined,
    weekdays: values.weekdays,
    ...(values.mode === "times" ? { times: list(values.times) } : { every: { minutes: whole(values.everyMinutes, language), from: values.everyFrom, to: values.everyTo } }),
    durationMinutes: whole(values.durationMinutes, language),
    capacity: whole(values.capacity, language),
    groupCapacity: values.groupCapacity.trim() === "" ? 0 : whole(values.groupCapacity, language),
    closedDates: closed.days,
  };
  return { input, unreadableDays: closed.unreadable };
}
