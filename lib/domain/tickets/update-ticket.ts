import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { cancelTickets } from "./cancel-tickets";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { ticketSelect, type TicketRecord } from "./ticket-record";

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
  await assertReference(db(), actor, "customer", customerId);
  const where = { id, museumId: actor.museumId };
  return inTransaction(undefined, async (tx) => {
    const existing = await tx.ticket.findFirst({ where, select: { id: true } });
    if (!existing) throw new AppError("TICKET_NOT_FOUND");
    if (status === "CANCELLED") await cancelTickets(tx, where);
    return tx.ticket.update({ where: { id }, data: customerId === undefined ? {} : { customerId }, select: ticketSelect });
  });
}
