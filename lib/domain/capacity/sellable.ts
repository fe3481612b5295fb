import { db, type Prisma } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { ticketTypeAvailability } from "./availability";

// What is on sale (docs/orders.md, "What is on sale"): a ticket type that is published, of an event
// that is published. The one rule every door that sells or holds shares: the capacity statements
// take it as SQL (onSaleSql, through room-sql.ts: no room in a type not on sale, checked in the same
// step as the counters, so a sale that fits costs no read for it), a refusal the counters gave is
// named with ticketTypeOnSale, and what sells held places (confirming an order, converting a hold)
// filters with ON_SALE or reads ON_SALE_SELECT into isOnSale.

/** A ticket type on sale, as a Prisma filter. */
export const ON_SALE = { published: true, event: { published: true } } satisfies Prisma.TicketTypeWhereInput;

/** What isOnSale reads of a ticket type. */
export const ON_SALE_SELECT = { published: true, event: { select: { published: true } } } satisfies Prisma.TicketTypeSelect;

/** The rule on a ticket type read with ON_SALE_SELECT. */
export const isOnSale = (type: { published: boolean; event: { published: boolean } }) => type.published && type.event.published;

/** The same rule as SQL on the TicketType row aliased `table` (true on SQLite and PostgreSQL alike). */
export const onSaleSql = (table: string) =>
  `("${table}"."published" AND EXISTS (SELECT 1 FROM "Event" WHERE "Event"."id" = "${table}"."eventId" AND "Event"."published"))`;

/** Whether the ticket type `id` is on sale (callers found it in the museum already); false for one that does not exist. */
export async function ticketTypeOnSale(id: string): Promise<boolean> {
  return (await db().ticketType.count({ where: { id, ...ON_SALE } })) > 0;
}

// What a time slot can still sell (docs/dashboard.md, "Today"): a slot with room left sells nothing once
// every ticket type for it is sold out, so "free" on its own would promise places nobody can buy. The
// ticket types for a slot are its event's admissions (add-ons left out: they come with a visit, they
// are not one) at the slot's location, or at none when the slot has none, as holds require
// (docs/api.md, "Reservations"). Only ticket types on sale count: an unpublished type, or any type of an
// unpublished event, sells nothing (TICKET_TYPE_NOT_ON_SALE), so its room is not what can be sold.

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
    where: { museumId: actor.museumId, eventId: { in: eventIds }, addOn: false, ...ON_SALE },
    select: { id: true, eventId: true, locationId: true, maxQuantity: true, activeHoldCount: true, soldCount: true },
  });
  const available = await ticketTypeAvailability(types);
  for (const type of types) {
    const key = ticketTypeGroupKey(type.eventId, type.locationId);
    if (room.has(key)) room.set(key, room.get(key)! + available.get(type.id)!.availableQuantity);
  }
  return room;
}
