// A calendar month as the report's range of days, YYYY-MM → the first and last day.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonth(text: string | null | undefined): text is string {
  return !!text && MONTH.test(text);
}

export function monthDays(month: string): string[] {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, "0")}`);
}

/** The month an instant falls in, in `timeZone`. */
export function monthIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).format(instant).slice(0, 7);
}
