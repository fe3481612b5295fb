import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { ticketTypeAvailability } from "./availability";

// What a time slot can still sell (docs/dashboard.md, "Today"): a slot with room left sells nothing once
// every ticket type for it is sold out, so "free" on its own would promise places nobody can buy. The
// ticket types for a slot are its event's admissions (add-ons left out: they come with a visit, they
// are not one) at the slot's location, or at none when the slot has none, as holds require
// (docs/api.md, "Reservations").

/** The key of the ticket types sold for slots of `eventId` at `locationId`. */
export function ticketTypeGroupKey(eventId: string | null, locationId: string | null): string {
  return `${eventId ?? ""}|${locationId ?? ""}`;
}

/** Room left in the ticket types of each group (ticketTypeGroupKey): the sum of their live available quantities. */
export async function ticketTypeRoom({ actor, groupKeys }: { actor: Actor; groupKeys: string[] }): Promise<Map<string, number>> {
  const room = new Map(groupKeys.map((key) => [key, 0]));
  const eventIds = [...new Set(groupKeys.map((key) => key.split("|")[0]!).filter(Boolean))];
  if (eventIds.length === 0) return room;
  const types = await db().ticketType.findMany({
    where: { museumId: actor.museumId, eventId: { in: eventIds }, addOn: false },
    select: { id: true, eventId: true, locationId: true, maxQuantity: true, activeHoldCount: true, soldCount: true },
  });
  const available = await ticketTypeAvailability(types);
  for (const type of types) {
    const key = ticketTypeGroupKey(type.eventId, type.locationId);
    if (room.has(key)) room.set(key, room.get(key)! + available.get(type.id)!.availableQuantity);
  }
  return room;
}
