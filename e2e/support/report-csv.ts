import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect } from "./test";

// The Reports page's CSV (docs/reports.md, "The dashboard's CSV") against GET /v1/reports/visits: the
// same rows and figures, written for a spreadsheet in the page's language.

export interface VisitRowFromApi {
  day: string;
  currency: string;
  ticketsSold: number;
  ticketsVoided: number;
  revenue: number;
  admitted: number;
}

const HEADERS = {
  en: ["Day", "Currency", "Tickets sold", "Voided or cancelled", "Revenue", "Visitors admitted"],
  de: ["Tag", "Währung", "Verkaufte Tickets", "Entwertet oder storniert", "Umsatz", "Eingelassene Besucher"],
};

/** The rows as a spreadsheet in `language` reads them from the JSON: days and amounts written its way. */
function asWritten(rows: VisitRowFromApi[], language: "en" | "de"): string[][] {
  const day = (iso: string) => (language === "de" ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : iso);
  const amount = (minor: number) => (language === "de" ? (minor / 100).toFixed(2).replace(".", ",") : (minor / 100).toFixed(2));
  return rows.map((row) => [day(row.day), row.currency, `${row.ticketsSold}`, `${row.ticketsVoided}`, amount(row.revenue), `${row.admitted}`]);
}

/** Reads the downloaded file and expects the API's rows in it, as a spreadsheet in `language` reads them. */
export async function expectReportCsv(download: Download, language: "en" | "de", fromApi: VisitRowFromApi[]): Promise<void> {
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)], "a UTF-8 byte order mark first").toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.toString("utf8"), { bom: true, delimiter: language === "de" ? ";" : "," }) as string[][];
  expect(header).toEqual(HEADERS[language]);
  expect(rows).toEqual(asWritten(fromApi, language));
}

/** The month the Reports page's Month field shows, as YYYY-MM: the field writes MM/YYYY for an en-GB browser (or MM.YYYY in German). */
export async function shownReportMonth(page: Page): Promise<string> {
  const [month, year] = (await page.getByRole("textbox", { name: /^(Month|Monat)$/ }).inputValue()).split(/[/.]/);
  return `${year}-${month}`;
}
