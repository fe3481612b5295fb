import { csvLine } from "@/lib/domain/exports/csv-text";
import { amountText, BYTE_ORDER_MARK, dayText } from "@/lib/domain/exports/spreadsheet-dialect";
import type { VisitReportQuery, VisitRow } from "@/lib/domain/reports/visit-report";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import { translatorFor } from "@/lib/i18n/translator";
import { spreadsheetDialect } from "./spreadsheet-language";

// The Reports page's CSV download (docs/reports.md, "The dashboard's CSV"): the rows of
// GET /v1/reports/visits, written for a spreadsheet in the page's language: its headers, separator,
// decimal comma or point, its way of writing a day, and revenue in currency units (336,00, not 33600).
// /v1's own CSV (lib/domain/reports/visit-report-csv.ts) stays as integrators read it.

type Words = ReturnType<typeof translatorFor<"Reports">>;

const keyColumns: Record<VisitReportQuery["groupBy"], (words: Words) => string[]> = {
  day: (words) => [words("csv.day")],
  timeSlot: (words) => [words("csv.timeSlot")],
  ticketType: (words) => [words("csv.ticketType")],
  channel: (words) => [words("csv.channel"), words("csv.apiKey")],
};

export function visitReportSpreadsheet(groupBy: VisitReportQuery["groupBy"], rows: VisitRow[], language: DashboardLanguage): string {
  const words = translatorFor(language, "Reports");
  const dialect = spreadsheetDialect(language);
  const header = [...keyColumns[groupBy](words), words("csv.currency"), words("csv.ticketsSold"), words("csv.ticketsVoided"), words("csv.revenue"), words("csv.admitted")];
  const key = (row: VisitRow): unknown[] => {
    if (groupBy === "day") return [dayText(row.day!, dialect)];
    if (groupBy === "timeSlot") return [row.timeSlotId];
    if (groupBy === "ticketType") return [row.ticketTypeId];
    return [row.channel, row.apiKeyId];
  };
  const lines = rows.map((row) =>
    csvLine([...key(row), row.currency, row.ticketsSold, row.ticketsVoided, amountText(row.revenue, row.currency, dialect), row.admitted], dialect.separator),
  );
  return BYTE_ORDER_MARK + csvLine(header, dialect.separator) + lines.join("");
}
