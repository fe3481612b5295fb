import { formatLocaleNumber, readLocaleNumber } from "./locale-input";

// Conversions between what form controls hold (text) and what the API takes: local date-times to
// ISO 8601 instants, and prices typed in major units to integers in minor units of the currency.
// Numbers are read and written as the dashboard's language writes them (lib/dashboard/locale-input.ts).

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a datetime-local value in the browser's time zone; "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant (the zod schemas need an offset); null when empty. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** How many digits a currency's minor unit has (2 for EUR, 0 for JPY). */
export function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "12.50" EUR → 1250 ("1.080,50" in German → 108050). Text that is not a number stays NaN, which the schema refuses beside the field. */
export function toMinorUnits(text: string, currency: string, locale = "en"): number {
  const value = readLocaleNumber(text, locale);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 10 ** minorUnitDigits(currency));
}

/** 108050 EUR → "1,080.50" ("1.080,50" in German). */
export function fromMinorUnits(amount: number, currency: string, locale = "en"): string {
  const digits = minorUnitDigits(currency);
  return formatLocaleNumber(amount / 10 ** digits, locale, digits);
}

export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 10 ** minorUnitDigits(currency));
  } catch {
    return `${amount} ${currency}`;
  }
}

export function formatDateTime(iso: string | null | undefined, timeZone?: string, locale?: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** A date as `locale` (the reader's when unset) writes it, on the calendar of `timeZone` (the browser's when unset). */
export function formatDate(iso: string | null | undefined, timeZone?: string, locale?: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso));
}

/** A whole number typed into a field ("1.080" in German); empty or not a number stays NaN for the schema to refuse. */
export function wholeNumber(text: string, locale = "en"): number {
  return readLocaleNumber(text, locale);
}
