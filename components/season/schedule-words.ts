import { formatLocaleDay } from "@/lib/dashboard/locale-input";
import type { ScheduleRule } from "@/lib/dashboard/documents/season";
import { weekdayCodes } from "@/lib/domain/schedules/schedule-schemas";

// A schedule's rule in the words of the reader's language, for the Season page's list:
// "Tuesday to Sunday, at 10:00 and 10:30, 30 minutes, 40 places, 03/20/2027 to 04/05/2027".

type Words = (key: string, values?: Record<string, string | number>) => string;

/** The weekdays an rrule of the form FREQ=WEEKLY;BYDAY=… names, in week order; null for any other rule. */
export function ruleWeekdays(rrule: string): string[] | null {
  const parts = new Map(rrule.split(";").map((part) => part.split("=") as [string, string]));
  if (parts.get("FREQ") !== "WEEKLY" || parts.size !== 2 || !parts.has("BYDAY")) return null;
  const days = parts.get("BYDAY")!.split(",");
  return weekdayCodes.filter((code) => days.includes(code));
}

function dayWords(rrule: string, words: Words, weekday: (code: string) => string, list: (items: string[]) => string): string {
  const days = ruleWeekdays(rrule) ?? (rrule === "FREQ=DAILY" ? [...weekdayCodes] : null);
  if (!days) return words("byRule", { rule: rrule });
  if (days.length === 7) return words("everyDay");
  const first = weekdayCodes.indexOf(days[0] as (typeof weekdayCodes)[number]);
  const inARow = days.length >= 3 && days.every((code, index) => weekdayCodes[first + index] === code);
  return inARow ? words("dayRange", { first: weekday(days[0]!), last: weekday(days.at(-1)!) }) : list(days.map(weekday));
}

/** The rule in one sentence. */
export function scheduleWords(schedule: ScheduleRule, language: string, words: Words, weekday: (code: string) => string): string {
  const list = (items: string[]) => new Intl.ListFormat(language, { type: "conjunction" }).format(items);
  const starts = schedule.times ? words("atTimes", { times: list(schedule.times) }) : words("everyMinutes", { minutes: schedule.every?.minutes ?? 0, from: schedule.every?.from ?? "", to: schedule.every?.to ?? "" });
  const parts = [
    dayWords(schedule.rrule, words, weekday, list),
    starts,
    words("length", { minutes: schedule.durationMinutes }),
    schedule.groupCapacity > 0 ? words("placesKeepingForGroups", { capacity: schedule.capacity, kept: schedule.groupCapacity }) : words("places", { capacity: schedule.capacity }),
    words("period", { from: formatLocaleDay(schedule.from, language), to: formatLocaleDay(schedule.to, language) }),
  ];
  if (schedule.closedDates.length > 0) parts.push(words("closedOn", { days: list(schedule.closedDates.map((day) => formatLocaleDay(day, language))) }));
  return parts.join(", ");
}
