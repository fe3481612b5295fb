import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { endTickets } from "./end-tickets";
import { getTicket } from "./get-ticket";

/** Deletes a ticket, giving its capacity back unless it was already cancelled. */
export async function deleteTicket({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "ticket", id, read: (tx) => getTicket({ actor, id, tx }) }, async (tx) => {
    await endTickets(tx, { id, museumId: actor.museumId });
    await tx.ticket.delete({ where: { id } });
  });
}
