import type { Prisma, Tx } from "@/lib/db/client";
import { decrementCounters } from "@/lib/domain/reservations/capacity-counters";

/**
 * Cancels the VALID tickets matching `where` and gives their capacity back, in the caller's
 * transaction. The status guard is in the UPDATE, so a ticket cancelled twice at once is released once.
 */
export async function cancelTickets(tx: Tx, where: Prisma.TicketWhereInput): Promise<number> {
  const cancelled = await tx.ticket.updateManyAndReturn({
    where: { ...where, status: "VALID" },
    data: { status: "CANCELLED" },
    select: { ticketTypeId: true, timeSlotId: true },
  });
  await decrementCounters(tx, cancelled, "soldCount");
  return cancelled.length;
}
