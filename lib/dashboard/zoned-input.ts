import { wallTimeInstant } from "@/lib/domain/shared/zoned-day";
import { zoneInWords } from "@/lib/i18n/zone-words";
import type { PlainErrorWords } from "./plain-errors";

// The event and time slot forms enter and show times on the wall clock of the place they happen: the
// location's time zone, or the museum's when there is no location (docs/dashboard.md, "Events"), never
// the browser's. A form control holds "YYYY-MM-DDTHH:mm" (datetime-local); the API takes instants.
//
// Daylight-saving days, the same rules as schedules (lib/domain/shared/zoned-day.ts):
// - a time the clocks skip (02:30 in Berlin on the last Sunday of March) is refused with words that say
//   so, rather than silently moved: the person chose a time the place never shows;
// - a time that occurs twice (02:30 on the last Sunday of October) is its first occurrence, the one
//   before the clocks go back, as a schedule's slot at that time would be.

const INPUT_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** An instant as a datetime-local value on `timeZone`'s wall clock; "" for none. */
export function zonedInputValue(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const parts = wallClock(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** What a datetime-local value reads as in a time zone. */
export type ZonedReading = { kind: "empty" } | { kind: "instant"; iso: string } | { kind: "skipped" } | { kind: "unreadable" };

/** The instant a datetime-local value names on `timeZone`'s wall clock. */
export function readZonedInput(value: string, timeZone: string): ZonedReading {
  const text = value.trim();
  if (text === "") return { kind: "empty" };
  const match = INPUT_PATTERN.exec(text);
  if (!match) return { kind: "unreadable" };
  const [, day, time] = match as unknown as [string, string, string];
  if (Number.isNaN(Date.parse(`${day}T${time}:00Z`))) return { kind: "unreadable" };
  const instant = wallTimeInstant(day, time, timeZone);
  return instant ? { kind: "instant", iso: instant.toISOString() } : { kind: "skipped" };
}

/** The words beside a field whose time the clocks skip in `timeZone`: the zone and the day as `locale` says them. */
export function skippedTimeMessage(value: string, timeZone: string, words: PlainErrorWords, locale?: string): string {
  const [day = "", time = ""] = value.split("T");
  const noon = new Date(`${day}T12:00:00Z`);
  const dayInWords = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(noon);
  return words("skippedTime", { time, timeZone: zoneInWords(timeZone, locale, noon), day: dayInWords });
}

/**
 * Reads the form's datetime fields in `timeZone`: the instants to send, and the words for fields that
 * cannot be sent as typed. An empty field stays null, and text that is no date is left as typed for
 * the API's schema to refuse beside its field.
 */
export function zonedInstants<Name extends string>(values: Record<Name, string>, timeZone: string, words: PlainErrorWords, locale?: string): { instants: Record<Name, string | null>; errors: Partial<Record<Name, string>> } {
  const instants = {} as Record<Name, string | null>;
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(values) as Name[]) {
    const reading = readZonedInput(values[name], timeZone);
    if (reading.kind === "instant") instants[name] = reading.iso;
    else if (reading.kind === "empty") instants[name] = null;
    else if (reading.kind === "skipped") {
      instants[name] = null;
      errors[name] = skippedTimeMessage(values[name], timeZone, words, locale);
    } else instants[name] = values[name];
  }
  return { instants, errors };
}

/** A time as people read it, on `timeZone`'s wall clock. */
export function formatZonedDateTime(iso: string | null | undefined, timeZone: string, locale?: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/**
 * The form's own check of a start and an end, before sending: a time slot must end after it starts, an
 * event may end as it starts. The problem is named by its words' key in the "PlainErrors" catalogue.
 */
export function endOrderProblem(startsAt: string | null, endsAt: string | null, rule: "after" | "notBefore"): "endAfterStart" | "endNotBeforeStart" | null {
  if (!startsAt || !endsAt) return null;
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (rule === "after" && end <= start) return "endAfterStart";
  if (rule === "notBefore" && end < start) return "endNotBeforeStart";
  return null;
}
