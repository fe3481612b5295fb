/**
 * An independent answer to "which instant is this wall-clock time in this zone?", for checking the
 * schedule planner (lib/domain/schedules/schedule-occurrences.ts) without sharing its method: it
 * tries every quarter-hour offset from −16 h to +16 h and keeps the instants whose local reading,
 * by Intl, is the wanted one. A time the zone skips (the spring change) has none; a time it repeats
 * (the autumn change) has two, and the earlier is taken, as docs/schedules.md says.
 */
export function wallClockInstant(day: string, time: string, timeZone: string): Date | undefined {
  const asIfUtc = Date.parse(`${day}T${time}:00Z`);
  const reads = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const wanted = `${day}, ${time}`;
  const matches: number[] = [];
  for (let offsetMinutes = -16 * 60; offsetMinutes <= 16 * 60; offsetMinutes += 15) {
    const candidate = asIfUtc - offsetMinutes * 60_000;
    if (reads.format(candidate) === wanted) matches.push(candidate);
  }
  return matches.length === 0 ? undefined : new Date(Math.min(...matches));
}

/** Every calendar day from `from` to `to`, both included, with its weekday (MO … SU). */
export function calendarDays(from: string, to: string): { day: string; weekday: string }[] {
  const names = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
  const days: { day: string; weekday: string }[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push({ day: new Date(at).toISOString().slice(0, 10), weekday: names[new Date(at).getUTCDay()]! });
  }
  return days;
}
