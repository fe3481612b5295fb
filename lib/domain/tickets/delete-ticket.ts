import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { cancelTickets } from "./cancel-tickets";

/** Deletes a ticket, giving its capacity back unless it was already cancelled. */
export async function deleteTicket({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const where = { id, museumId: actor.museumId };
  await inTransaction(undefined, async (tx) => {
    await cancelTickets(tx, where);
    const deleted = await tx.ticket.deleteMany({ where });
    if (deleted.count === 0) throw new AppError("TICKET_NOT_FOUND");
  });
}
