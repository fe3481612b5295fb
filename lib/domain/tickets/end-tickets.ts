import type { Prisma, Tx } from "@/lib/db/client";
import { decrementCounters } from "@/lib/domain/capacity/capacity-counters";

/** CANCELLED: taken back by the museum; VOIDED: refunded elsewhere (docs/orders.md). Neither admits. */
export type EndedTicketStatus = "CANCELLED" | "VOIDED";

/**
 * Ends the VALID tickets matching `where` and gives their capacity back, in the caller's transaction.
 * The status guard is in the UPDATE, so a ticket ended twice at once is released once.
 */
export async function endTickets(tx: Tx, where: Prisma.TicketWhereInput, status: EndedTicketStatus = "CANCELLED"): Promise<number> {
  const ended = await tx.ticket.updateManyAndReturn({
    where: { ...where, status: "VALID" },
    data: { status, ...(status === "VOIDED" ? { voidedAt: new Date() } : {}) },
    select: { ticketTypeId: true, timeSlotId: true },
  });
  await decrementCounters(tx, ended, "soldCount");
  return ended.length;
}
