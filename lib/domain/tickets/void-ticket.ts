import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { AppError } from "@/lib/errors/app-error";
import { endTickets } from "./end-tickets";
import { getTicket } from "./get-ticket";
import type { TicketRecord } from "./ticket-record";

/**
 * Voids a sold ticket, for a refund made elsewhere (docs/orders.md): its capacity is released and its
 * code no longer admits. Voiding a voided ticket answers it unchanged; a cancelled one is refused.
 */
export async function voidTicket({ actor, id }: { actor: Actor; id: string }): Promise<TicketRecord> {
  return auditedUpdate(actor, { entity: "ticket", id, read: (tx) => getTicket({ actor, id, tx }) }, async (tx, before) => {
    if (before.status === "CANCELLED") throw new AppError("TICKET_ALREADY_CANCELLED");
    await endTickets(tx, { id, museumId: actor.museumId }, "VOIDED");
  }, (before, after) => (before.status !== "VOIDED" && after.status === "VOIDED" ? "ticket.voided" : null));
}
