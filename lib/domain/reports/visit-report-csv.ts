import type { VisitReportQuery, VisitRow } from "./visit-report";

// The visits report as CSV (docs/reports.md): the JSON's rows, streamed, a line each.

/** The columns that say what a row is about, per grouping, first in each line. */
const keyColumns: Record<VisitReportQuery["groupBy"], (keyof VisitRow)[]> = {
  day: ["day"],
  timeSlot: ["timeSlotId"],
  ticketType: ["ticketTypeId"],
  channel: ["channel", "apiKeyId"],
};

/** The report as CSV, one line per row, the columns of the JSON in the same order. */
export function visitReportCsv(groupBy: VisitReportQuery["groupBy"], rows: VisitRow[]): ReadableStream<Uint8Array> {
  const columns = [...keyColumns[groupBy], "currency", "ticketsSold", "ticketsVoided", "revenue", "admitted"];
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next === 0) controller.enqueue(encoder.encode(`${columns.join(",")}\r\n`));
      // A few hundred lines per chunk: a year by slot is thousands of rows, sent as they are written.
      const chunk = rows.slice(next, next + 500);
      next += 500;
      if (chunk.length === 0) return controller.close();
      controller.enqueue(encoder.encode(chunk.map((row) => `${columns.map((column) => csvField(row[column as keyof VisitRow])).join(",")}\r\n`).join("")));
    },
  });
}

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
