import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { ticketTypeSelect, toTicketTypeRecords, type TicketTypeRecord } from "./ticket-type-record";

/** docs/api.md, "Ticket types": the published ticket types of one event, for a shop page; no paging, no total. */
export async function listEventTicketTypes({ actor, eventId }: { actor: Actor; eventId: string }): Promise<{ list: TicketTypeRecord[] }> {
  orNotFound(await db().event.findFirst({ where: { id: eventId, museumId: actor.museumId }, select: { id: true } }), "event");
  const rows = await db().ticketType.findMany({
    where: { eventId, museumId: actor.museumId, published: true },
    select: ticketTypeSelect,
    orderBy: stableOrder,
  });
  return { list: await toTicketTypeRecords(rows) };
}
