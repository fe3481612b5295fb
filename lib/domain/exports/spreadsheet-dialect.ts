// How the dashboard's CSV downloads are written for the spreadsheet of the page's language
// (docs/reports.md, "The dashboard's CSV"; lib/dashboard/spreadsheets chooses the dialect for a
// language): German spreadsheets split columns at semicolons and read a comma as the decimal point
// and 01.03.2027 as a day, English ones split at commas with a decimal point. Amounts are currency
// units without thousands separators and days are written as that spreadsheet reads a date, so both
// come in as numbers and dates, not text. A byte order mark tells Excel the file is UTF-8 (umlauts).

export interface SpreadsheetDialect {
  separator: "," | ";";
  decimal: "." | ",";
  /** "dmy": 01.03.2027; "iso": 2027-03-01. */
  days: "dmy" | "iso";
}

export const BYTE_ORDER_MARK = "\uFEFF";

/** Minor units of `currency` as currency units, e.g. 33600 EUR as "336,00" in German and "336.00" in English. */
export function amountText(minor: number, currency: string, dialect: SpreadsheetDialect): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const text = (minor / 10 ** digits).toFixed(digits);
  return dialect.decimal === "," ? text.replace(".", ",") : text;
}

/** A number with the dialect's decimal mark and no thousands separators, e.g. 42,5 in German. */
export function numberText(value: number, dialect: SpreadsheetDialect): string {
  const text = String(value);
  return dialect.decimal === "," ? text.replace(".", ",") : text;
}

/** A calendar day (YYYY-MM-DD) as the dialect writes it. */
export function dayText(day: string, dialect: SpreadsheetDialect): string {
  if (dialect.days === "iso") return day;
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

/** An instant as a day and time on `timeZone`'s clock, e.g. "27.11.2026 13:48" or "2026-11-27 13:48". */
export function instantText(instant: Date, timeZone: string, dialect: SpreadsheetDialect): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${dayText(`${parts.year}-${parts.month}-${parts.day}`, dialect)} ${parts.hour}:${parts.minute}`;
}
