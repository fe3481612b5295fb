import { z } from "zod";
import { db, Prisma } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";

// GET /v1/reports/visits (docs/reports.md): tickets sold and voided, revenue, and admissions for a
// range of days, by day, time slot or ticket type. The database sums per slot and ticket type; only
// those groups (a few thousand a year) are rolled up here, each on its slot's day in its location's
// zone, so the report costs little more than the aggregate itself.

export const REPORT_MAX_DAYS = 400;
const DAY = 86_400_000;

/** The query every door of the report takes: the days and the grouping. */
export const visitReportShape = {
  from: calendarDayInput.describe("The first day, in each slot's location's time zone (else the museum's)."),
  to: calendarDayInput.describe("The last day, included."),
  groupBy: z.enum(["day", "timeSlot", "ticketType"]).default("day"),
};

/** Adds the range's rules to a query built on visitReportShape. */
export function withReportRangeChecks<S extends z.ZodType<{ from: string; to: string }>>(schema: S) {
  return schema
    .refine((query) => query.to >= query.from, { path: ["to"], message: "to must be the same day as from or later." })
    .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY < REPORT_MAX_DAYS, {
      path: ["to"],
      message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
    });
}

export const visitReportQuery = withReportRangeChecks(z.object(visitReportShape));
export type VisitReportQuery = z.output<typeof visitReportQuery>;

export const visitRowSchema = z.object({
  day: z.string().optional().describe("With groupBy=day: the calendar day."),
  timeSlotId: z.uuid().nullable().optional().describe("With groupBy=timeSlot: the slot (null: tickets without one)."),
  ticketTypeId: z.uuid().optional().describe("With groupBy=ticketType."),
  currency: z.string().describe("The currency of ticketsSold, ticketsVoided and revenue; a group sold in two currencies has a row for each."),
  ticketsSold: z.int().describe("Tickets sold, voided ones included."),
  ticketsVoided: z.int().describe("Tickets voided or cancelled since."),
  revenue: z.int().describe("The prices of the tickets still valid, in minor units of currency."),
  admitted: z.int().describe("Admissions of these tickets at the door."),
});

export interface VisitRow {
  day?: string;
  timeSlotId?: string | null;
  ticketTypeId?: string;
  currency: string;
  ticketsSold: number;
  ticketsVoided: number;
  revenue: number;
  admitted: number;
}

interface TicketGroup {
  timeSlotId: string | null;
  ticketTypeId: string;
  currency: string;
  status: string;
  tickets: number;
  revenue: number;
}

export async function visitReport({ actor, query }: { actor: Actor; query: VisitReportQuery }): Promise<{ rows: VisitRow[] }> {
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  const window = { gte: new Date(Date.parse(query.from) - DAY), lt: new Date(Date.parse(query.to) + 2 * DAY) };
  const slots = await db().timeSlot.findMany({
    where: { museumId: actor.museumId, startsAt: window },
    select: { id: true, startsAt: true, location: { select: { timezone: true } } },
  });
  // Each slot's day in its location's zone; only slots on a day of the range count.
  const slotDay = new Map<string, string>();
  for (const slot of slots) {
    const day = calendarDay(slot.startsAt, slot.location?.timezone ?? museum.timezone);
    if (day >= query.from && day <= query.to) slotDay.set(slot.id, day);
  }
  const slotIds = [...slotDay.keys()];
  const [slotted, slotless, admissions] = await Promise.all([
    ticketGroups({ museumId: actor.museumId, timeSlotId: { in: slotIds } }),
    // Tickets without a slot count on the day they were sold, in the museum's zone.
    db().ticket.findMany({
      where: { museumId: actor.museumId, timeSlotId: null, createdAt: window },
      select: { id: true, ticketTypeId: true, currency: true, status: true, price: true, createdAt: true },
    }),
    slottedAdmissions(actor.museumId, slotIds),
  ]);
  const rows = new Map<string, VisitRow>();
  const rowFor = (key: Omit<VisitRow, "ticketsSold" | "ticketsVoided" | "revenue" | "admitted">) => {
    const id = JSON.stringify(key);
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { ...key, ticketsSold: 0, ticketsVoided: 0, revenue: 0, admitted: 0 }));
    return row;
  };
  const keyOf = (day: string, timeSlotId: string | null, ticketTypeId: string, currency: string) =>
    query.groupBy === "day" ? { day, currency } : query.groupBy === "timeSlot" ? { timeSlotId, currency } : { ticketTypeId, currency };
  for (const group of slotted) {
    const row = rowFor(keyOf(slotDay.get(group.timeSlotId!)!, group.timeSlotId, group.ticketTypeId, group.currency));
    row.ticketsSold += group.tickets;
    if (group.status === "VALID") row.revenue += group.revenue;
    else row.ticketsVoided += group.tickets;
  }
  const slotlessIds = new Set<string>();
  for (const ticket of slotless) {
    const day = calendarDay(ticket.createdAt, museum.timezone);
    if (day < query.from || day > query.to) continue;
    slotlessIds.add(ticket.id);
    const row = rowFor(keyOf(day, null, ticket.ticketTypeId, ticket.currency));
    row.ticketsSold += 1;
    if (ticket.status === "VALID") row.revenue += ticket.price;
    else row.ticketsVoided += 1;
  }
  for (const group of admissions) {
    rowFor(keyOf(slotDay.get(group.timeSlotId)!, group.timeSlotId, group.ticketTypeId, group.currency)).admitted += group.admitted;
  }
  if (slotlessIds.size > 0) {
    const slotlessAdmissions = await db().checkIn.findMany({
      where: { museumId: actor.museumId, ticketId: { in: [...slotlessIds] } },
      select: { ticket: { select: { createdAt: true, ticketTypeId: true, currency: true } } },
    });
    for (const { ticket } of slotlessAdmissions) rowFor(keyOf(calendarDay(ticket!.createdAt, museum.timezone), null, ticket!.ticketTypeId, ticket!.currency)).admitted += 1;
  }
  return { rows: [...rows.values()].sort(compareRows) };
}

/** Tickets per slot, ticket type, currency and status, with the sum of their prices, summed by the database. */
async function ticketGroups(where: { museumId: string; timeSlotId: { in: string[] } }): Promise<TicketGroup[]> {
  if (where.timeSlotId.in.length === 0) return [];
  const groups = await db().ticket.groupBy({
    by: ["timeSlotId", "ticketTypeId", "currency", "status"],
    where,
    _count: { _all: true },
    _sum: { price: true },
  });
  return groups.map((group) => ({
    timeSlotId: group.timeSlotId,
    ticketTypeId: group.ticketTypeId,
    currency: group.currency,
    status: group.status,
    tickets: group._count._all,
    revenue: group._sum.price ?? 0,
  }));
}

/** Ticket admissions per slot, ticket type and currency, counted by the database. */
async function slottedAdmissions(museumId: string, slotIds: string[]) {
  if (slotIds.length === 0) return [];
  const groups = await db().$queryRaw<{ timeSlotId: string; ticketTypeId: string; currency: string; admitted: bigint | number }[]>`
    SELECT "t"."timeSlotId" AS "timeSlotId", "t"."ticketTypeId" AS "ticketTypeId", "t"."currency" AS "currency", COUNT(*) AS "admitted"
    FROM "CheckIn" AS "c" JOIN "Ticket" AS "t" ON "t"."id" = "c"."ticketId"
    WHERE "c"."museumId" = ${museumId} AND "c"."kind" = 'TICKET' AND "t"."timeSlotId" IN (${Prisma.join(slotIds)})
    GROUP BY "t"."timeSlotId", "t"."ticketTypeId", "t"."currency"`;
  return groups.map((group) => ({ ...group, admitted: Number(group.admitted) }));
}

function compareRows(a: VisitRow, b: VisitRow): number {
  const key = (row: VisitRow) => `${row.day ?? ""}/${row.timeSlotId ?? ""}/${row.ticketTypeId ?? ""}/${row.currency}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/** The report as CSV, one line per row, the columns of the JSON in the same order. */
export function visitReportCsv(groupBy: VisitReportQuery["groupBy"], rows: VisitRow[]): ReadableStream<Uint8Array> {
  const keyColumn = groupBy === "day" ? "day" : groupBy === "timeSlot" ? "timeSlotId" : "ticketTypeId";
  const columns = [keyColumn, "currency", "ticketsSold", "ticketsVoided", "revenue", "admitted"] as const;
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
