import { db } from "@/lib/db/client";

// Ticket types, time slots and locations made straight in a server's database (set DATABASE_URL to
// it first), so reservation and ticket tests do not depend on the CRUD endpoints.

export interface Ticketing {
  eventId: string;
  ticketTypeId: string;
  timeSlotId: string;
}

interface TicketingOptions {
  capacity?: number;
  maxQuantity?: number;
  price?: number;
  locationId?: string | null;
  /** Defaults to the ticket type's location. */
  slotLocationId?: string | null;
  /** When the time slot starts (an hour long); a fixed day in 2027 by default. */
  startsAt?: Date;
}

export async function createTicketing(museumId: string, options: TicketingOptions = {}): Promise<Ticketing> {
  const { capacity = 10, maxQuantity = 1000, price = 1500, locationId = null } = options;
  const slotLocationId = options.slotLocationId === undefined ? locationId : options.slotLocationId;
  const event = await db().event.create({ data: { museumId, name: "Night at the museum", locationId, published: true }, select: { id: true } });
  const ticketType = await db().ticketType.create({
    data: { museumId, eventId: event.id, locationId, name: "Adult", price, currency: "EUR", masterLanguage: "en", maxQuantity, published: true },
    select: { id: true },
  });
  const startsAt = options.startsAt ?? new Date("2027-03-01T10:00:00.000Z");
  const timeSlot = await db().timeSlot.create({
    data: { museumId, eventId: event.id, locationId: slotLocationId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity },
    select: { id: true },
  });
  return { eventId: event.id, ticketTypeId: ticketType.id, timeSlotId: timeSlot.id };
}

export async function createLocation(museumId: string, name: string): Promise<string> {
  return (await db().location.create({ data: { museumId, name }, select: { id: true } })).id;
}

/** The stored counters next to the rows they count, to check the invariant the services keep. */
export async function counters(ticketing: Pick<Ticketing, "ticketTypeId" | "timeSlotId">) {
  const [slot, type, activeInSlot, activeOfType, validInSlot, validOfType] = await Promise.all([
    db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId }, select: { activeHoldCount: true, soldCount: true } }),
    db().ticketType.findUniqueOrThrow({ where: { id: ticketing.ticketTypeId }, select: { activeHoldCount: true, soldCount: true } }),
    db().ticketReservation.count({ where: { timeSlotId: ticketing.timeSlotId, status: "ACTIVE" } }),
    db().ticketReservation.count({ where: { ticketTypeId: ticketing.ticketTypeId, status: "ACTIVE" } }),
    db().ticket.count({ where: { timeSlotId: ticketing.timeSlotId, status: "VALID" } }),
    db().ticket.count({ where: { ticketTypeId: ticketing.ticketTypeId, status: "VALID" } }),
  ]);
  return {
    slot: { held: slot.activeHoldCount, sold: slot.soldCount, activeRows: activeInSlot, validTickets: validInSlot },
    type: { held: type.activeHoldCount, sold: type.soldCount, activeRows: activeOfType, validTickets: validOfType },
  };
}

/** Moves a reservation's expiresAt into the past, as if 15 minutes had gone by. */
export async function expireReservation(id: string): Promise<void> {
  await db().ticketReservation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
}

/** An event at a Berlin location with an adult ticket type (no slots): what the season's schedules make slots for. */
export async function createSeasonEvent(museumId: string, eventName: string): Promise<{ locationId: string; eventId: string; ticketTypeId: string }> {
  const locationId = (await db().location.create({ data: { museumId, name: "Berlin hall", timezone: "Europe/Berlin" }, select: { id: true } })).id;
  const eventId = (await db().event.create({ data: { museumId, name: eventName, locationId, published: true }, select: { id: true } })).id;
  const ticketType = await db().ticketType.create({
    data: { museumId, eventId, locationId, name: "Adult", price: 1200, currency: "EUR", masterLanguage: "en", maxQuantity: 1000, published: true },
    select: { id: true },
  });
  return { locationId, eventId, ticketTypeId: ticketType.id };
}
