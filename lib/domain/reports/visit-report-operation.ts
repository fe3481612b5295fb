import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { defineOperation, listing, pageInput, pageSummary } from "@/lib/domain/operations/operation";
import { visitsOf } from "@/lib/domain/orders/order-answer";
import { moneyPerCurrency } from "@/lib/domain/shared/answer-schemas";
import { amountsInWords, moneyInWords } from "@/lib/domain/shared/money-words";
import { slotInWords } from "@/lib/domain/shared/zoned-day";
import { visitReport, visitReportShape, visitRowSchema, withReportRangeChecks, type VisitRow } from "./visit-report";

// The visits report (docs/reports.md) in the operation catalog: "how many visitors came last Sunday?".
// The same report as GET /v1/reports/visits, with the same query, each row named in words (the slot's
// event and local times with its zone, the ticket type, the API key), a page of rows at a time, and
// totals over every row.

const REPORT_PAGE = { max: 400, fallback: 31 };

const namedRow = visitRowSchema.extend({
  name: z.string().describe("What the row counts, in words: the day, the slot's event and local times with its zone named, the ticket type, or who sold."),
});

const reportTotals = z
  .object({ ticketsSold: z.int(), ticketsVoided: z.int(), admitted: z.int(), revenue: moneyPerCurrency.describe("Of the tickets still valid, one entry per currency.") })
  .describe("Sums over every row of the report, not only the page shown.");

/** Every row's name: one query per kind of record the rows name, none for days. */
async function rowNames(actor: Actor, rows: readonly VisitRow[]): Promise<(row: VisitRow) => string> {
  const ids = (pick: (row: VisitRow) => string | null | undefined) => [...new Set(rows.map(pick).filter((id): id is string => typeof id === "string"))];
  const [visitOf, types, keys] = await Promise.all([
    visitsOf(actor, ids((row) => row.timeSlotId)),
    db().ticketType.findMany({ where: { museumId: actor.museumId, id: { in: ids((row) => row.ticketTypeId) } }, select: { id: true, name: true } }),
    db().apiKey.findMany({ where: { museumId: actor.museumId, id: { in: ids((row) => row.apiKeyId) } }, select: { id: true, name: true } }),
  ]);
  const slotName = (timeSlotId: string) => {
    const { visit, timeZone } = visitOf(timeSlotId);
    return visit ? slotInWords({ ...visit, timeZone }) : timeSlotId;
  };
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const keyNames = new Map(keys.map((key) => [key.id, key.name]));
  return (row) => {
    if (row.day !== undefined) return row.day;
    if (row.timeSlotId !== undefined) return row.timeSlotId === null ? "Tickets without a time slot" : slotName(row.timeSlotId);
    if (row.ticketTypeId !== undefined) return typeNames.get(row.ticketTypeId) ?? row.ticketTypeId;
    if (row.channel === "API_KEY") return `API key ${row.apiKeyId ? (keyNames.get(row.apiKeyId) ?? row.apiKeyId) : ""}`.trim();
    return row.channel === "STAFF" ? "Staff (the dashboard or an assistant)" : "Seller not kept (sold before sellers were kept)";
  };
}

function totalsOf(rows: readonly VisitRow[]): z.output<typeof reportTotals> {
  const revenue = new Map<string, number>();
  for (const row of rows) revenue.set(row.currency, (revenue.get(row.currency) ?? 0) + row.revenue);
  const sum = (count: (row: VisitRow) => number) => rows.reduce((added, row) => added + count(row), 0);
  return {
    ticketsSold: sum((row) => row.ticketsSold),
    ticketsVoided: sum((row) => row.ticketsVoided),
    admitted: sum((row) => row.admitted),
    revenue: [...revenue].map(([currency, amount]) => ({ currency, amount })),
  };
}

export const visitsReportOperation = defineOperation({
  name: "visits_report",
  title: "Visitors and sales for some days",
  summary:
    "Tickets sold and voided, revenue and visitors admitted for a range of days, per day, time slot, ticket type or seller, a page " +
    "of rows at a time with totals over them all. Each ticket counts on its time slot's day in the slot's location's time zone. " +
    "Members admitted with a card are not counted here (see list_check_ins).",
  noun: "report row",
  input: withReportRangeChecks(
    pageInput(REPORT_PAGE)
      .omit({ filter: true })
      .extend({
        ...visitReportShape,
        groupBy: visitReportShape.groupBy.describe("One row per day (default), time slot, ticket type, or seller (each API key, and staff)."),
      }),
  ),
  output: z.object({
    from: z.string(),
    to: z.string(),
    totals: reportTotals,
    total: z.int().describe("How many rows the whole report has."),
    rows: z.array(namedRow).describe("The page's rows, by day, slot, ticket type or seller."),
  }),
  ...listing,
  pageField: "rows",
  run: async (actor, { from, to, groupBy, limit = REPORT_PAGE.fallback, offset = 0 }) => {
    const { rows } = await visitReport({ actor, query: { from, to, groupBy } });
    const page = rows.slice(offset, offset + limit);
    const nameOf = await rowNames(actor, page);
    return { from, to, totals: totalsOf(rows), total: rows.length, rows: page.map((row) => ({ ...row, name: nameOf(row) })) };
  },
  inWords: ({ from, to, totals, total, rows }, { offset = 0 }) =>
    [
      `${from} to ${to}: ${totals.ticketsSold} tickets sold, ${totals.ticketsVoided} voided, ${totals.admitted} visitors admitted with a ticket, revenue ${amountsInWords(totals.revenue)}.`,
      pageSummary("row(s)", total, offset, rows.length),
      ...rows.map((row) => `- ${row.name}: ${row.ticketsSold} sold, ${row.ticketsVoided} voided, ${row.admitted} admitted, ${moneyInWords(row.revenue, row.currency)}`),
    ].join("\n"),
});
