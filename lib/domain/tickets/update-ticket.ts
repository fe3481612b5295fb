import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { endTickets } from "./end-tickets";
import { getTicket } from "./get-ticket";
import type { TicketRecord } from "./ticket-record";

/**
 * Changes a ticket's customer, or cancels it (status CANCELLED), which gives its capacity back. A
 * cancelled ticket stays cancelled: selling again goes through POST /v1/tickets and its capacity check.
 */
export async function updateTicket({
  actor,
  id,
  customerId,
  status,
}: {
  actor: Actor;
  id: string;
  customerId?: string | null;
  status?: "CANCELLED";
}): Promise<TicketRecord> {
  return auditedUpdate(actor, { entity: "ticket", id, read: (tx) => getTicket({ actor, id, tx }) }, async (tx) => {
    await assertReference(tx, actor, "customer", customerId);
    if (status === "CANCELLED") await endTickets(tx, { id, museumId: actor.museumId });
    if (customerId !== undefined) await tx.ticket.update({ where: { id }, data: { customerId } });
  });
}
