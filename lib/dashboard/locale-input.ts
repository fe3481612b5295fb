// Dates and numbers as people type them in the dashboard's language, for every form: German staff
// write "24.12.2026" and "1.080,50", English staff "12/24/2026" and "1,080.50"; the ISO forms
// (2026-12-24, 1080.50) are read in every language. The order of day, month and year and the two
// separators come from Intl for the language, so a new language needs nothing here.

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

type DayPart = "day" | "month" | "year";

function dayPartOrder(locale: string): DayPart[] {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" })
    .formatToParts(new Date(Date.UTC(2026, 11, 24)))
    .map((part) => part.type)
    .filter((type): type is DayPart => type === "day" || type === "month" || type === "year");
}

function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A typed day as YYYY-MM-DD, or null when it is not a day: "24.12.2026" (de), "12/24/2026" (en), "2026-12-24" (any). */
export function readLocaleDay(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed.split(/[.\/\-\s]+/).filter(Boolean);
  if (numbers.length !== 3 || !numbers.every((part) => /^\d{1,4}$/.test(part))) return null;
  const order = dayPartOrder(locale);
  if (order.length !== 3) return null;
  const value = (type: DayPart) => Number(numbers[order.indexOf(type)]);
  const yearText = numbers[order.indexOf("year")]!;
  const year = yearText.length <= 2 ? 2000 + value("year") : value("year");
  return calendarDay(year, value("month"), value("day"));
}

/** YYYY-MM-DD as the language writes a day in digits: "24.12.2026", "12/24/2026". */
export function formatLocaleDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** Days typed as a list, separated by commas, semicolons or spaces; each as YYYY-MM-DD, or the text as typed when it is no day. */
export function readLocaleDays(text: string, locale: string): { days: string[]; unreadable: string[] } {
  const items = text
    .split(/[;,]|\s+(?=\d)/)
    .map((item) => item.trim())
    .filter(Boolean);
  const days: string[] = [];
  const unreadable: string[] = [];
  for (const item of items) {
    const day = readLocaleDay(item, locale);
    if (day) days.push(day);
    else unreadable.push(item);
  }
  return { days, unreadable };
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return { group: parts.find((part) => part.type === "group")?.value ?? ",", decimal: parts.find((part) => part.type === "decimal")?.value ?? "." };
}

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * A typed number, or NaN when it is none (empty text too): "1.080,50" and "1080,5" in German,
 * "1,080.50" in English, "1080.50" in both. When both "." and "," appear the last is the decimal
 * mark; a lone group separator counts as one only before groups of three digits ("1.080" is 1080 in
 * German, "12.5" is 12.5).
 */
export function readLocaleNumber(text: string, locale: string): number {
  const { group, decimal } = separators(locale);
  let value = text.replace(SPACES, "");
  if (value === "") return Number.NaN;
  const marks = [...new Set(value.replace(/[^.,]/g, ""))];
  if (marks.length === 2) {
    const last = value.lastIndexOf(".") > value.lastIndexOf(",") ? "." : ",";
    value = value.split(last === "." ? "," : ".").join("").replace(last, ".");
  } else if (marks.length === 1) {
    const mark = marks[0]!;
    const grouped = new RegExp(`^-?\\d{1,3}(\\${mark}\\d{3})+$`);
    if (mark === group && mark !== decimal && grouped.test(value)) value = value.split(mark).join("");
    else value = value.replace(mark, ".");
  }
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A number as the language writes it, with grouping: "1.080,5" (de), "1,080.5" (en). */
export function formatLocaleNumber(value: number, locale: string, fractionDigits?: number): string {
  return new Intl.NumberFormat(locale, fractionDigits === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
