import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createMember } from "./membership-fixtures";

// A museum day of sales and admissions for the daily summary's tests (docs/reports.md, "Daily
// summary"), written straight into the database, and the day's figures computed from those raw rows
// on their own: each ticket on its slot's day in its location's zone (else the museum's), a ticket
// without a slot on the day it was sold, members on the day they came in.

/** A seeded pseudo-random sequence, so a failure can be replayed from its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

const HOUR = 3_600_000;

/**
 * Slots every three hours from `fromUtc` for 36 hours (so across the day's both midnights), half at a
 * location in `otherZone`, half at none; tickets in two currencies, some voided or cancelled, most
 * valid ones admitted; two tickets without a slot; member check-ins either side of both midnights.
 */
export async function seedSalesAround(museumId: string, { fromUtc, otherZone, memberTimes, next }: { fromUtc: string; otherZone: string; memberTimes: string[]; next: () => number }) {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const location = await db().location.create({ data: { museumId, name: "Annex", timezone: otherZone }, select: { id: true } });
  const places = [null, location.id];
  const events = await Promise.all(["Gallery tour", "Harbour walk"].map((name, index) => db().event.create({ data: { museumId, name, locationId: places[index] }, select: { id: true } })));
  const types = await Promise.all(
    ["EUR", "USD"].flatMap((currency) =>
      places.map((locationId, index) =>
        db().ticketType.create({
          data: { museumId, eventId: events[index]!.id, locationId, name: `Entry ${currency}`, price: 1000, currency, masterLanguage: "en", maxQuantity: 100_000 },
          select: { id: true, currency: true, locationId: true, eventId: true },
        }),
      ),
    ),
  );
  for (let hour = 0; hour < 36; hour += 3) {
    const startsAt = new Date(Date.parse(fromUtc) + hour * HOUR);
    const placeIndex = (hour / 3) % 2;
    const slot = await db().timeSlot.create({
      data: { museumId, eventId: events[placeIndex]!.id, locationId: places[placeIndex], startsAt, endsAt: new Date(startsAt.getTime() + HOUR), capacity: 100 },
      select: { id: true },
    });
    for (let count = 1 + Math.floor(next() * 6); count > 0; count--) {
      const type = pick(types.filter((candidate) => candidate.locationId === places[placeIndex]));
      const status = pick(["VALID", "VALID", "VALID", "VOIDED", "CANCELLED"]);
      const ticket = await db().ticket.create({
        data: { id: randomUUID(), museumId, ticketTypeId: type.id, timeSlotId: slot.id, status, price: 500 + Math.floor(next() * 20) * 50, currency: type.currency },
        select: { id: true },
      });
      if (status === "VALID" && next() < 0.7) {
        await db().checkIn.create({ data: { museumId, kind: "TICKET", ticketId: ticket.id, checkedInAt: new Date(startsAt.getTime() + 10 * 60_000) } });
      }
    }
  }
  // Without a slot: one sold in the day's evening, one the evening before.
  for (const createdAt of [new Date(Date.parse(fromUtc) + 20 * HOUR), new Date(Date.parse(fromUtc) - 2 * HOUR)]) {
    await db().ticket.create({ data: { museumId, ticketTypeId: types[0]!.id, status: "VALID", price: 700, currency: "EUR", createdAt } });
  }
  const { membershipId } = await createMember(museumId);
  for (const time of memberTimes) await db().checkIn.create({ data: { museumId, kind: "MEMBERSHIP", membershipId, checkedInAt: new Date(time) } });
}

export interface ExpectedSummary {
  ticketsSold: number;
  ticketsVoided: number;
  revenue: Record<string, number>;
  admittedTickets: number;
  admittedMembers: number;
  busiest: { startsAt: Date; endsAt: Date; timeZone: string; eventName: string; admitted: number; tickets: number } | null;
}

/** The day's figures from the raw rows, by the rules in docs/reports.md, without the report's code. */
export async function expectedSummary(museumId: string, day: string): Promise<ExpectedSummary> {
  const museum = await db().museum.findUniqueOrThrow({ where: { id: museumId }, select: { timezone: true } });
  const tickets = await db().ticket.findMany({
    where: { museumId },
    select: {
      status: true,
      price: true,
      currency: true,
      createdAt: true,
      checkIns: { select: { id: true } },
      timeSlot: { select: { id: true, startsAt: true, endsAt: true, event: { select: { name: true } }, location: { select: { timezone: true } } } },
    },
  });
  const ofDay = tickets.filter((ticket) =>
    ticket.timeSlot ? dayIn(ticket.timeSlot.startsAt, ticket.timeSlot.location?.timezone ?? museum.timezone) === day : dayIn(ticket.createdAt, museum.timezone) === day,
  );
  const revenue: Record<string, number> = {};
  for (const ticket of ofDay) if (ticket.status === "VALID") revenue[ticket.currency] = (revenue[ticket.currency] ?? 0) + ticket.price;
  const members = await db().checkIn.findMany({ where: { museumId, kind: "MEMBERSHIP" }, select: { checkedInAt: true } });
  const slots = new Map<string, NonNullable<ExpectedSummary["busiest"]>>();
  for (const ticket of ofDay) {
    const slot = ticket.timeSlot;
    if (!slot) continue;
    const entry = slots.get(slot.id) ?? {
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      timeZone: slot.location?.timezone ?? museum.timezone,
      eventName: slot.event!.name,
      admitted: 0,
      tickets: 0,
    };
    entry.admitted += ticket.checkIns.length;
    if (ticket.status === "VALID") entry.tickets += 1;
    slots.set(slot.id, entry);
  }
  const ranked = [...slots.values()]
    .filter((slot) => slot.admitted + slot.tickets > 0)
    .sort((a, b) => b.admitted - a.admitted || b.tickets - a.tickets || a.startsAt.getTime() - b.startsAt.getTime());
  return {
    ticketsSold: ofDay.length,
    ticketsVoided: ofDay.filter((ticket) => ticket.status !== "VALID").length,
    revenue: Object.fromEntries(Object.entries(revenue).filter(([, amount]) => amount > 0)),
    admittedTickets: ofDay.reduce((sum, ticket) => sum + ticket.checkIns.length, 0),
    admittedMembers: members.filter((member) => dayIn(member.checkedInAt, museum.timezone) === day).length,
    busiest: ranked[0] ?? null,
  };
}
