import { z } from "zod";

// A calendar day in a time zone as the window of instants it covers: "who came in on 3 March" is
// asked in the museum's days (docs/api.md, "Check-in"), the database stores instants.

/** A calendar day, YYYY-MM-DD, that exists (2027-02-30 does not), whose instants both databases store (years 1 to 9999). */
export const calendarDayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Expected a calendar day as YYYY-MM-DD", abort: true })
  .refine(isStorableDay, "Expected a calendar day that exists, from 0001-01-02 to 9999-12-30, as YYYY-MM-DD");

// Only text the pattern took reaches here (abort), and any of it answers false rather than throwing.
function isStorableDay(day: string): boolean {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight)) return false;
  return new Date(midnight).toISOString().startsWith(day) && day > "0001-01-01" && day < "9999-12-31";
}

// Making a formatter costs far more than using one; a season's schedule asks thousands of times.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - instant;
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`; `plusDays` moves to a later day first. Throws a RangeError for a zone Intl does not know. */
export function startOfDay(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date + plusDays);
  const guess = wallMidnight - offsetMs(wallMidnight, timeZone);
  return new Date(wallMidnight - offsetMs(guess, timeZone));
}

/** The instants of `day` in `timeZone`: from its first moment (inclusive) to the next day's (exclusive). */
export function dayWindow(day: string, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDay(day, timeZone), to: startOfDay(day, timeZone, 1) };
}

const HOUR = 3_600_000;

/**
 * The instant a wall-clock time ("10:00") of `day` reads in `timeZone`, or null when that time does
 * not exist there that day (skipped by a daylight-saving change). A time that occurs twice (the hour
 * repeated when clocks go back) is its first occurrence.
 */
export function wallTimeInstant(day: string, time: string, timeZone: string): Date | null {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The offsets in force half a day either side cover both readings of a time near a change.
  const candidates = [...new Set([offsetMs(wall - 12 * HOUR, timeZone), offsetMs(wall + 12 * HOUR, timeZone)].map((offset) => wall - offset))];
  const readsAsWall = candidates.filter((instant) => instant + offsetMs(instant, timeZone) === wall).sort((a, b) => a - b);
  return readsAsWall.length > 0 ? new Date(readsAsWall[0]!) : null;
}

/**
 * wallTimeInstant for several times of one day (a schedule's starts). The zone's offset is read three
 * times for the day instead of three times for each time: when it is the same 14 hours (the largest
 * offset from UTC) before the day, at its noon and 14 hours after it, no clock change falls where any
 * of its times could read it, and every time is its wall reading less that offset. On a day near a
 * change each time is read on its own.
 */
export function wallTimeInstants(day: string, times: string[], timeZone: string): (Date | null)[] {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  const offsets = new Set([offsetMs(midnight - 14 * HOUR, timeZone), offsetMs(midnight + 12 * HOUR, timeZone), offsetMs(midnight + 38 * HOUR, timeZone)]);
  if (offsets.size > 1) return times.map((time) => wallTimeInstant(day, time, timeZone));
  const [offset] = offsets as Set<number>;
  return times.map((time) => new Date(midnight + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000 - offset!));
}

/** The zone times are read in, named as answers in words say it (docs/mcp.md): "(Europe/Vienna time)". */
export function zoneNamed(timeZone: string): string {
  return `(${timeZone} time)`;
}

/** A local time, day or span with its zone named: "2027-03-01 11:00 (Europe/Vienna time)". */
export function withZoneNamed(local: string, timeZone: string): string {
  return `${local} ${zoneNamed(timeZone)}`;
}

/** From one instant to another in `timeZone`, the end's day said only when it differs: "2027-03-01 11:00 to 12:00 (Europe/Vienna time)". */
export function localSpanInWords(startsAt: string, endsAt: string, timeZone: string): string {
  const starts = localTime(startsAt, timeZone);
  const ends = localTime(endsAt, timeZone);
  return withZoneNamed(`${starts} to ${ends.slice(0, 10) === starts.slice(0, 10) ? ends.slice(11) : ends}`, timeZone);
}

/** A time slot as staff name it: its event and its local times, the zone named: "Tours, 2027-03-01 11:00 to 12:00 (Europe/Vienna time)". */
export function slotInWords({ eventName, startsAt, endsAt, timeZone }: { eventName: string | null; startsAt: string; endsAt: string; timeZone: string }): string {
  return `${eventName ?? "No event"}, ${localSpanInWords(startsAt, endsAt, timeZone)}`;
}

/** An instant as the wall-clock time in `timeZone`: "2027-03-01 11:00". */
export function localTime(instant: string, timeZone: string): string {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}
