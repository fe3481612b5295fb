import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { getTicketType } from "./get-ticket-type";

export async function deleteTicketType({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "ticketType", id, read: (tx) => getTicketType({ actor, id, tx }) }, async (tx) => {
    const where = { ticketTypeId: id, museumId: actor.museumId };
    assertUnused("ticket type", { "ticket reservations": await tx.ticketReservation.count({ where }), tickets: await tx.ticket.count({ where }) });
    await tx.ticketType.delete({ where: { id } });
  });
}
