import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { cancelOrder } from "@/lib/domain/orders/cancel-order";
import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { createOrder } from "@/lib/domain/orders/create-order";
import { memberPlacesBooked } from "@/lib/domain/orders/member-lines";
import { ON_SALE } from "@/lib/domain/capacity/sellable";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { voidTicket } from "@/lib/domain/tickets/void-ticket";
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

/**
 * The slots running at `at` that sell a members' own ticket at their location, the latest started
 * first, with that ticket type. Only slots of the scan's day in their own zone: the door judges a card
 * by its booking of the day (admission-rule.ts), so a slot begun yesterday could not admit it.
 */
async function slotsRunning(museumId: string, at: number) {
  const memberTicketOnSale = { memberTicket: true, ...ON_SALE };
  const memberTypes = { where: memberTicketOnSale, select: { id: true, locationId: true, location: entryPlaceSelect }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] };
  const [museum, slots] = await Promise.all([
    db().museum.findUniqueOrThrow({ where: { id: museumId }, select: { timezone: true } }),
    db().timeSlot.findMany({
      where: {
        museumId,
        closedAt: null,
        endsAt: { gt: new Date(at) },
        startsAt: { lte: new Date(at + LOOK_AHEAD_MS) },
        event: { ticketTypes: { some: memberTicketOnSale } },
      },
      select: { id: true, startsAt: true, locationId: true, location: entryPlaceSelect, event: { select: { ticketTypes: memberTypes } } },
      orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    }),
  ]);
  return slots.flatMap((slot) => {
    // A slot sells the types at its own location (create-order.ts).
    const type = slot.event?.ticketTypes.find((candidate) => candidate.locationId === slot.locationId);
    if (!type) return [];
    const { opensAt, timeZone } = ticketEntry(slot, type.location, museum.timezone);
    const today = calendarDay(slot.startsAt, timeZone) === calendarDay(at, timeZone);
    return today && opensAt && opensAt.getTime() <= at ? [{ timeSlotId: slot.id, ticketTypeId: type.id }] : [];
  });
}

/** A walk-in's place: the order booked for it here, or none when another scan of the card booked it. */
export interface WalkInPlace {
  orderId: string | null;
}

/**
 * Books the card a member's place in a slot running at `at` that has room. The order's line carries the
 * card as scanned (`membershipQrData`), as a web shop's would: the door's key books by the card it was
 * shown, not by an id. Answers the place when the card has a booking for now afterwards (made here, or
 * by a scan of the same card at the same moment); null when no slot running now had room.
 */
export async function bookWalkInPlace({ actor, membershipId, membershipQrData, at }: { actor: Actor; membershipId: string; membershipQrData: string; at: number }): Promise<WalkInPlace | null> {
  const membership = await db().membership.findFirst({ where: { id: membershipId, museumId: actor.museumId }, select: { customerId: true } });
  if (!membership) return null;
  for (const { timeSlotId, ticketTypeId } of await slotsRunning(actor.museumId, at)) {
    let held;
    try {
      held = await createOrder({ actor, input: { timeSlotId, customerId: membership.customerId, lines: [{ ticketTypeId, quantity: 1, membershipQrData }] } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The card's place in this slot: another scan of it booked it a moment ago, and that booking
      // admits. Holds are judged now, as the refused claim judged them.
      if (error.code === "GUEST_LIMIT_REACHED" && (await memberPlacesBooked(membershipId, timeSlotId, new Date())).members > 0) return { orderId: null };
      if (SLOT_REFUSALS.has(error.code) || error.code === "GUEST_LIMIT_REACHED") continue;
      throw error;
    }
    try {
      await confirmOrder({ actor, id: held.id });
      return { orderId: held.id };
    } catch (error) {
      await cancelOrder({ actor, id: held.id });
      if (error instanceof AppError && SLOT_REFUSALS.has(error.code)) continue;
      throw error;
    }
  }
  return null;
}

/** Gives back a place booked for a walk-in the door then could not let in (its location full): its ticket, unused, is voided. */
export async function releaseWalkInPlace({ actor, place }: { actor: Actor; place: WalkInPlace }): Promise<void> {
  if (!place.orderId) return;
  const tickets = await db().ticket.findMany({ where: { orderId: place.orderId, museumId: actor.museumId, status: "VALID", checkIns: { none: {} } }, select: { id: true } });
  for (const ticket of tickets) await voidTicket({ actor, id: ticket.id });
}
