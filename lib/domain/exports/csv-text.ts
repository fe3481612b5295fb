// CSV cells and lines (RFC 4180, CRLF line ends, the separator of the page's language:
// spreadsheet-dialect.ts) for the dashboard's CSV downloads (docs/dashboard.md, "Export as CSV"). A spreadsheet runs a cell that starts with = + - or @ as a formula, so such
// text, typed by a visitor into their name, could run in a colleague's spreadsheet: it gets an
// apostrophe in front, which spreadsheets show as text and do not run.

const FORMULA_START = /^[=+\-@]/;

export function csvCell(value: unknown, separator: string = ","): string {
  if (value === null || value === undefined) return "";
  const raw = value instanceof Date ? value.toISOString() : String(value);
  const text = typeof value === "string" && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: unknown[], separator: string = ","): string => `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
