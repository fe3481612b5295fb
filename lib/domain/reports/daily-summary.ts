import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { dayWindow } from "@/lib/domain/shared/zoned-day";
import { visitReport, type VisitRow } from "./visit-report";

// The figures of one museum day for the daily summary email (docs/reports.md, "Daily summary"). The
// ticket figures are the visits report's for that day (each ticket on its slot's day in its
// location's zone), so the email and the Reports page never disagree; members come from the day's
// check-ins in the museum's zone, which the report does not count.

export interface BusiestSlot {
  timeSlotId: string;
  startsAt: Date;
  endsAt: Date;
  /** The zone the slot's times are read in: its location's, else the museum's. */
  timeZone: string;
  eventName: string | null;
  admitted: number;
  /** Tickets sold for the slot and still valid. */
  tickets: number;
}

export interface DailySummary {
  day: string;
  /** The museum's zone, in which `day` is named. */
  timeZone: string;
  ticketsSold: number;
  ticketsVoided: number;
  /** Revenue per currency, in minor units, by currency code. */
  revenue: { currency: string; amount: number }[];
  admittedTickets: number;
  admittedMembers: number;
  busiestSlot: BusiestSlot | null;
}

interface SlotTotals {
  admitted: number;
  tickets: number;
}

export async function dailySummary({ actor, day }: { actor: Actor; day: string }): Promise<DailySummary> {
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  const window = dayWindow(day, museum.timezone);
  const [{ rows }, admittedMembers] = await Promise.all([
    // By slot: the day's totals are these rows rolled up, and the busiest slot is one of them.
    visitReport({ actor, query: { from: day, to: day, groupBy: "timeSlot" } }),
    db().checkIn.count({ where: { museumId: actor.museumId, kind: "MEMBERSHIP", checkedInAt: { gte: window.from, lt: window.to } } }),
  ]);
  const revenue = new Map<string, number>();
  const slots = new Map<string, SlotTotals>();
  for (const row of rows) {
    revenue.set(row.currency, (revenue.get(row.currency) ?? 0) + row.revenue);
    if (row.timeSlotId) addToSlot(slots, row.timeSlotId, row);
  }
  return {
    day,
    timeZone: museum.timezone,
    ticketsSold: sum(rows, (row) => row.ticketsSold),
    ticketsVoided: sum(rows, (row) => row.ticketsVoided),
    revenue: [...revenue].filter(([, amount]) => amount > 0).map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency)),
    admittedTickets: sum(rows, (row) => row.admitted),
    admittedMembers,
    busiestSlot: await busiestSlot(actor, slots, museum.timezone),
  };
}

function addToSlot(slots: Map<string, SlotTotals>, timeSlotId: string, row: VisitRow): void {
  const totals = slots.get(timeSlotId) ?? { admitted: 0, tickets: 0 };
  totals.admitted += row.admitted;
  totals.tickets += row.ticketsSold - row.ticketsVoided;
  slots.set(timeSlotId, totals);
}

const sum = (rows: VisitRow[], figure: (row: VisitRow) => number) => rows.reduce((total, row) => total + figure(row), 0);

/**
 * The slot most visitors came in for; where nobody was admitted (a museum that does not scan), the
 * one with the most valid tickets; between equals, the earliest. None when no slot had either.
 */
async function busiestSlot(actor: Actor, slots: Map<string, SlotTotals>, museumZone: string): Promise<BusiestSlot | null> {
  const candidates = [...slots].filter(([, totals]) => totals.admitted + totals.tickets > 0);
  if (candidates.length === 0) return null;
  const records = await db().timeSlot.findMany({
    where: { museumId: actor.museumId, id: { in: candidates.map(([id]) => id) } },
    select: { id: true, startsAt: true, endsAt: true, event: { select: { name: true } }, location: { select: { timezone: true } } },
  });
  const [best] = records
    .map((slot) => ({ slot, totals: slots.get(slot.id)! }))
    .sort((a, b) => b.totals.admitted - a.totals.admitted || b.totals.tickets - a.totals.tickets || a.slot.startsAt.getTime() - b.slot.startsAt.getTime());
  if (!best) return null;
  const { slot, totals } = best;
  return {
    timeSlotId: slot.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    timeZone: slot.location?.timezone ?? museumZone,
    eventName: slot.event?.name ?? null,
    ...totals,
  };
}
