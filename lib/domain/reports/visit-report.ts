import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";

// GET /v1/reports/visits (docs/reports.md): tickets sold and voided, revenue, and admissions for a
// range of days, by day, time slot, ticket type or sales channel. The database sums per slot and ticket type; only
// those groups (a few thousand a year) are rolled up here, each on its slot's day in its location's
// zone, so the report costs little more than the aggregate itself.

export const REPORT_MAX_DAYS = 400;
const DAY = 86_400_000;
// Ids per query: SQLite's driver takes at most 999 parameters in one statement.
const IDS_PER_QUERY = 900;

/** Runs `query` on the ids in slices the database accepts, and joins the answers. */
async function inSlices<T>(ids: string[], query: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) answers.push(...(await query(ids.slice(start, start + IDS_PER_QUERY))));
  return answers;
}

/** Who sold a ticket (docs/reports.md, "Channels"). */
export const saleChannels = ["API_KEY", "STAFF", "UNKNOWN"] as const;
export type SaleChannel = (typeof saleChannels)[number];

/** The query every door of the report takes: the days and the grouping. */
export const visitReportShape = {
  from: calendarDayInput.describe("The first day, in each slot's location's time zone (else the museum's)."),
  to: calendarDayInput.describe("The last day, included."),
  groupBy: z.enum(["day", "timeSlot", "ticketType", "channel"]).default("day"),
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
  channel: z.enum(saleChannels).optional().describe("With groupBy=channel: API_KEY (a web shop or kiosk), STAFF (the dashboard or an assistant), UNKNOWN (sold before channels were kept)."),
  apiKeyId: z.uuid().nullable().optional().describe("With groupBy=channel: the API key of an API_KEY row, else null."),
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
  channel?: SaleChannel;
  apiKeyId?: string | null;
  currency: string;
  ticketsSold: number;
  ticketsVoided: number;
  revenue: number;
  admitted: number;
}


interface Seller {
  apiKeyId: string | null;
  userId: string | null;
}

const channelOf = ({ apiKeyId, userId }: Seller): SaleChannel => (apiKeyId ? "API_KEY" : userId ? "STAFF" : "UNKNOWN");

interface ReportWindow {
  gte: Date;
  lt: Date;
}

interface TicketGroup extends Seller {
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
  // The database sums the window's slots (a day wider on each side); groups of slots whose own day
  // falls outside the range are dropped below.
  const [slotted, slotless, admissions] = await Promise.all([
    ticketGroups(actor.museumId, window, query.groupBy === "channel"),
    // Tickets without a slot count on the day they were sold, in the museum's zone.
    db().ticket.findMany({
      where: { museumId: actor.museumId, timeSlotId: null, createdAt: window },
      select: { id: true, ticketTypeId: true, currency: true, status: true, price: true, createdAt: true, apiKeyId: true, userId: true },
    }),
    slottedAdmissions(actor.museumId, window),
  ]);
  const rows = new Map<string, VisitRow>();
  const rowFor = (key: Omit<VisitRow, "ticketsSold" | "ticketsVoided" | "revenue" | "admitted">) => {
    const id = JSON.stringify(key);
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { ...key, ticketsSold: 0, ticketsVoided: 0, revenue: 0, admitted: 0 }));
    return row;
  };
  const keyOf = (day: string, timeSlotId: string | null, ticketTypeId: string, currency: string, seller: Seller) => {
    switch (query.groupBy) {
      case "day":
        return { day, currency };
      case "timeSlot":
        return { timeSlotId, currency };
      case "ticketType":
        return { ticketTypeId, currency };
      case "channel":
        return { channel: channelOf(seller), apiKeyId: seller.apiKeyId, currency };
    }
  };
  for (const group of slotted) {
    const day = slotDay.get(group.timeSlotId!);
    if (!day) continue;
    const row = rowFor(keyOf(day, group.timeSlotId, group.ticketTypeId, group.currency, group));
    row.ticketsSold += group.tickets;
    if (group.status === "VALID") row.revenue += group.revenue;
    else row.ticketsVoided += group.tickets;
  }
  const slotlessIds = new Set<string>();
  for (const ticket of slotless) {
    const day = calendarDay(ticket.createdAt, museum.timezone);
    if (day < query.from || day > query.to) continue;
    slotlessIds.add(ticket.id);
    const row = rowFor(keyOf(day, null, ticket.ticketTypeId, ticket.currency, ticket));
    row.ticketsSold += 1;
    if (ticket.status === "VALID") row.revenue += ticket.price;
    else row.ticketsVoided += 1;
  }
  for (const group of admissions) {
    const day = slotDay.get(group.timeSlotId);
    if (day) rowFor(keyOf(day, group.timeSlotId, group.ticketTypeId, group.currency, group)).admitted += group.admitted;
  }
  if (slotlessIds.size > 0) {
    const slotlessAdmissions = await inSlices([...slotlessIds], (slice) =>
      db().checkIn.findMany({
        where: { museumId: actor.museumId, ticketId: { in: slice } },
        select: { ticket: { select: { createdAt: true, ticketTypeId: true, currency: true, apiKeyId: true, userId: true } } },
      }),
    );
    for (const { ticket } of slotlessAdmissions) rowFor(keyOf(calendarDay(ticket!.createdAt, museum.timezone), null, ticket!.ticketTypeId, ticket!.currency, ticket!)).admitted += 1;
  }
  return { rows: [...rows.values()].sort(compareRows) };
}

/** Tickets per slot, ticket type, currency and status of the slots starting in the window, summed by the database. */
async function ticketGroups(museumId: string, window: ReportWindow, bySeller: boolean): Promise<TicketGroup[]> {
  // A filter on the slot's start rather than a list of slot ids: a year is thousands of slots, more
  // than one statement may name, and the join is as fast as the plain aggregate (bench scenario 10).
  // The sellers split the groups only for the channel report, which needs them.
  const groups = await db().ticket.groupBy({
    by: bySeller ? ["timeSlotId", "ticketTypeId", "currency", "status", "apiKeyId", "userId"] : ["timeSlotId", "ticketTypeId", "currency", "status"],
    where: { museumId, timeSlot: { museumId, startsAt: window } },
    _count: { _all: true },
    _sum: { price: true },
  });
  return groups.map((group) => ({
    timeSlotId: group.timeSlotId,
    ticketTypeId: group.ticketTypeId,
    currency: group.currency,
    status: group.status,
    apiKeyId: group.apiKeyId ?? null,
    userId: group.userId ?? null,
    tickets: group._count._all,
    revenue: group._sum.price ?? 0,
  }));
}

/** Ticket admissions per slot, ticket type, currency and seller of the slots starting in the window, counted by the database. */
async function slottedAdmissions(museumId: string, window: ReportWindow) {
  const groups = await db().$queryRaw<(Seller & { timeSlotId: string; ticketTypeId: string; currency: string; admitted: bigint | number })[]>`
    SELECT "t"."timeSlotId" AS "timeSlotId", "t"."ticketTypeId" AS "ticketTypeId", "t"."currency" AS "currency",
      "t"."apiKeyId" AS "apiKeyId", "t"."userId" AS "userId", COUNT(*) AS "admitted"
    FROM "CheckIn" AS "c"
    JOIN "Ticket" AS "t" ON "t"."id" = "c"."ticketId"
    JOIN "TimeSlot" AS "s" ON "s"."id" = "t"."timeSlotId"
    WHERE "c"."museumId" = ${museumId} AND "c"."kind" = 'TICKET' AND "s"."museumId" = ${museumId}
      AND "s"."startsAt" >= ${window.gte} AND "s"."startsAt" < ${window.lt}
    GROUP BY "t"."timeSlotId", "t"."ticketTypeId", "t"."currency", "t"."apiKeyId", "t"."userId"`;
  return groups.map((group) => ({ ...group, admitted: Number(group.admitted) }));
}

function compareRows(a: VisitRow, b: VisitRow): number {
  const key = (row: VisitRow) => `${row.day ?? ""}/${row.timeSlotId ?? ""}/${row.ticketTypeId ?? ""}/${row.channel ?? ""}/${row.apiKeyId ?? ""}/${row.currency}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}
