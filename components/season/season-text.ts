// The words and times of the Season page: days as staff say them, times in a slot's own zone.

// English day and month names are spelled here rather than by Intl, whose punctuation ("Tuesday, 5
// January") differs between browsers' versions of its data; other languages take Intl's.
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Tuesday 5 January 2027"; in German "Dienstag, 5. Januar 2027". */
export function dayTitle(day: string, language = "en"): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (language !== "en") return new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "January 2027". */
export function monthTitle(month: string, language = "en"): string {
  if (language !== "en") return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** HH:MM of `instant` on the wall clock of `timeZone`. */
export function clockIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));
}

/** "Sat 20 Mar 2027", the day of `instant` in `timeZone` ("Sa., 20. März 2027" in German). */
export function shortDayIn(instant: string, timeZone: string, language = "en"): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(instant));
}

/** How full, 0 to 100: what is sold and held of the capacity. */
export function loadPercent(taken: number, capacity: number): number {
  if (capacity <= 0) return taken > 0 ? 100 : 0;
  return Math.min(100, Math.round((taken / capacity) * 100));
}

export function loadLevel(percent: number): "low" | "high" | "full" {
  return percent >= 100 ? "full" : percent >= 80 ? "high" : "low";
}
