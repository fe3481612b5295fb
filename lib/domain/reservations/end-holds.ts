import type { Prisma, Tx } from "@/lib/db/client";
import { decrementCounters } from "./capacity-counters";

export type EndedStatus = "CANCELLED" | "EXPIRED";

/**
 * Moves the ACTIVE reservations matching `where` to `status` and gives their capacity back, in the
 * caller's transaction. The status guard sits in the UPDATE itself and only the rows it changed come
 * back, so a hold ended twice at once (sweeper, cancel, conversion) is released exactly once.
 */
export async function endHolds(tx: Tx, where: Prisma.TicketReservationWhereInput, status: EndedStatus, now: Date): Promise<number> {
  const ended = await tx.ticketReservation.updateManyAndReturn({
    where: { ...where, status: "ACTIVE" },
    data: { status, releasedAt: now },
    select: { ticketTypeId: true, timeSlotId: true },
  });
  await decrementCounters(tx, ended, "activeHoldCount");
  return ended.length;
}
