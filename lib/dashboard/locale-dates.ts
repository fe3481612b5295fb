import { formatLocaleDay, readLocaleDay } from "./locale-input";

// Months and moments as people type them in the dashboard, beside days (locale-input.ts): a month as
// "11.2026" (de) or "11/2026" (en), a moment as the day and a 24-hour time, "24.12.2026 18:30". The
// ISO forms, "2026-11" and "2026-12-24T18:30" (what the fields hold), are read in every language.

const ISO_MONTH = /^(\d{4})-(\d{1,2})$/;
const TIME = /^(\d{1,2})[:.](\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A typed month as YYYY-MM, or null: "11.2026", "11/2026", "2026-11"; the year in four digits. */
export function readLocaleMonth(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_MONTH.exec(trimmed);
  const written = /^(\d{1,2})\s*[./\-\s]\s*(\d{4})$/.exec(trimmed);
  const year = Number(iso?.[1] ?? written?.[2] ?? 0);
  const month = Number(iso?.[2] ?? written?.[1] ?? 0);
  if (!year || month < 1 || month > 12) return null;
  return `${year}-${twoDigits(month)}`;
}

/** YYYY-MM as the language writes a month in digits: "11.2026" (de), "11/2026" (en). */
export function formatLocaleMonth(month: string, locale: string): string {
  // The language's way of writing a day, without the day and the mark after it (Intl's own month and
  // year form writes "11/2026" in German too).
  const parts = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).formatToParts(new Date(`${month}-01T00:00:00Z`));
  const day = parts.findIndex((part) => part.type === "day");
  // The mark between the day and its neighbour goes with it: after the day ("24.12.2026"), or before it
  // when the day comes last ("2026-12-24" in Canada).
  const mark = day === parts.length - 1 ? day - 1 : day + 1;
  return parts.filter((_, index) => index !== day && index !== mark).map((part) => part.value).join("");
}

/** A typed 24-hour time as HH:mm, or null: "9:30", "09.30", "18:05". */
export function readLocaleTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${twoDigits(hours)}:${twoDigits(minutes)}` : null;
}

/** A typed day and time as YYYY-MM-DDTHH:mm, or null: "24.12.2026 18:30", "24/12/2026, 18:30", "2026-12-24T18:30". */
export function readLocaleDateTime(text: string, locale: string): string | null {
  const match = /^(.+?)(?:\s*,\s*|\s+|T)(\d{1,2}[:.]\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = readLocaleDay(match[1]!, locale);
  const time = readLocaleTime(match[2]!);
  return day && time ? `${day}T${time}` : null;
}

/** YYYY-MM-DDTHH:mm as the language writes it: "24.12.2026 18:30". */
export function formatLocaleDateTime(moment: string, locale: string): string {
  return `${formatLocaleDay(moment.slice(0, 10), locale)} ${moment.slice(11, 16)}`;
}
