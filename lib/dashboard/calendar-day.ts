// Calendar days as YYYY-MM-DD text, and which day an instant falls on in a time zone. Slots are shown on
// the day they start in their location's time zone, so one query covers the widest window any zone
// needs (UTC−12 to UTC+14) and the page keeps the slots whose local day matches.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDay(text: string | null | undefined): text is string {
  return !!text && DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** The day of `instant` in `timeZone` (the browser's when undefined). */
export function dayIn(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** From the day's start in the easternmost zone to its end in the westernmost. */
export function dayWindow(day: string): { from: Date; to: Date } {
  const start = Date.parse(`${day}T00:00:00Z`);
  return { from: new Date(start - 14 * 3_600_000), to: new Date(start + (24 + 12) * 3_600_000) };
}

export function timeIn(instant: Date, timeZone?: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(instant);
}

export function longDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
