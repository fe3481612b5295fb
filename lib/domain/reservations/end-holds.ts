import type { Prisma, Tx } from "@/lib/db/client";
import { emitForEndedRecords } from "@/lib/domain/webhook-events/emit-webhook-event";
import { decrementCounters } from "@/lib/domain/capacity/capacity-counters";
import { getReservation } from "./get-reservation";

export type EndedStatus = "CANCELLED" | "EXPIRED";

/**
 * Moves the ACTIVE reservations matching `where` to `status` and gives their capacity back, in the
 * caller's transaction. The status guard sits in the UPDATE itself and only the rows it changed come
 * back, so a hold ended twice at once (sweeper, cancel, conversion) is released exactly once, and an
 * expired one is one reservation.expired event (docs/webhooks.md, "Events"); a cancel emits its own.
 */
export async function endHolds(tx: Tx, where: Prisma.TicketReservationWhereInput, status: EndedStatus, now: Date): Promise<number> {
  const ended = await tx.ticketReservation.updateManyAndReturn({
    where: { ...where, status: "ACTIVE" },
    data: { status, releasedAt: now },
    select: { id: true, museumId: true, ticketTypeId: true, timeSlotId: true },
  });
  await decrementCounters(tx, ended, "activeHoldCount");
  if (status === "EXPIRED") await emitForEndedRecords(tx, "reservation.expired", ended, (actor, id) => getReservation({ actor, id, tx }));
  return ended.length;
}
