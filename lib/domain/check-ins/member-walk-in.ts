import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { cancelOrder } from "@/lib/domain/orders/cancel-order";
import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { createOrder } from "@/lib/domain/orders/create-order";
import { AppError } from "@/lib/errors/app-error";
import { entryPlaceSelect, ticketEntry } from "./ticket-entry";

// A member without a booking, where the museum lets walk-ins take a place when there is room
// (walkInMembers WHEN_ROOM; docs/admission.md, "Members at the door"): the card books a free member's
// place in a time slot running now through the order path every capacity claim takes
// (create-order.ts: the slot's count goes up, its per-visit limits hold), and the door then admits
// the card into that booking as into any other.

/** Refusals that say "not this slot": the next one running now is tried. */
const SLOT_REFUSALS = new Set(["TIME_SLOT_FULL", "TICKET_TYPE_SOLD_OUT", "TIME_SLOT_CLOSED", "TICKET_TYPE_NOT_ON_SALE", "ORDER_EXPIRED"]);

// Slots that start within a day of now are read; each is kept when its doors are open now (ticket-entry.ts).
const LOOK_AHEAD_MS = 86_400_000;

/** The slots running at `at` that sell a members' own ticket, the latest started first, with that ticket type. */
async function slotsRunning(museumId: string, at: number) {
  const [museum, slots] = await Promise.all([
    db().museum.findUniqueOrThrow({ where: { id: museumId }, select: { timezone: true } }),
    db().timeSlot.findMany({
      where: {
        museumId,
        closedAt: null,
        endsAt: { gt: new Date(at) },
        startsAt: { lte: new Date(at + LOOK_AHEAD_MS) },
        event: { published: true, ticketTypes: { some: { memberTicket: true, published: true } } },
      },
      select: {
        id: true,
        startsAt: true,
        location: entryPlaceSelect,
        event: { select: { ticketTypes: { where: { memberTicket: true, published: true }, select: { id: true, location: entryPlaceSelect }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 1 } } },
      },
      orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    }),
  ]);
  return slots.flatMap((slot) => {
    const type = slot.event?.ticketTypes[0];
    if (!type) return [];
    const { opensAt } = ticketEntry(slot, type.location, museum.timezone);
    return opensAt && opensAt.getTime() <= at ? [{ timeSlotId: slot.id, ticketTypeId: type.id }] : [];
  });
}

/**
 * Books the card a member's place in a slot running at `at` that has room. True when the card has a
 * booking for now afterwards (made here, or by a scan of the same card at the same moment); false when
 * no slot running now had room.
 */
export async function bookWalkInPlace({ actor, membershipId, at }: { actor: Actor; membershipId: string; at: number }): Promise<boolean> {
  const membership = await db().membership.findFirst({ where: { id: membershipId, museumId: actor.museumId }, select: { customerId: true } });
  if (!membership) return false;
  for (const { timeSlotId, ticketTypeId } of await slotsRunning(actor.museumId, at)) {
    let held;
    try {
      held = await createOrder({ actor, input: { timeSlotId, customerId: membership.customerId, lines: [{ ticketTypeId, quantity: 1, membershipId }] } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Another scan of this card booked its place in this slot a moment ago: that booking admits.
      if (error.code === "GUEST_LIMIT_REACHED") return true;
      if (SLOT_REFUSALS.has(error.code)) continue;
      throw error;
    }
    try {
      await confirmOrder({ actor, id: held.id });
      return true;
    } catch (error) {
      await cancelOrder({ actor, id: held.id });
      if (error instanceof AppError && SLOT_REFUSALS.has(error.code)) continue;
      throw error;
    }
  }
  return false;
}
