import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { assertMatched } from "@/lib/domain/shared/find-owned";

export async function deleteTicketType({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const where = { ticketTypeId: id, museumId: actor.museumId };
  const [reservations, tickets] = await Promise.all([db().ticketReservation.count({ where }), db().ticket.count({ where })]);
  assertUnused("ticket type", { "ticket reservations": reservations, tickets });
  assertMatched(await db().ticketType.deleteMany({ where: { id, museumId: actor.museumId } }), "ticket type");
}
