import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { incrementSlot, incrementTicketType, type CapacityTarget, type Counter } from "./capacity-counters";
import { releaseExpiredReservations, type ExpiredScope } from "./release-expired-reservations";

export interface ResolvedTarget extends CapacityTarget {
  price: number;
  currency: string;
}

/**
 * Looks up the ticket type and optional time slot in the actor's museum. The slot must share the
 * ticket type's location, or both have none (docs/api.md, "Reservations"); a mismatch reads as a missing slot.
 */
export async function resolveTarget({
  actor,
  ticketTypeId,
  timeSlotId,
}: {
  actor: Actor;
  ticketTypeId: string;
  timeSlotId?: string | null;
}): Promise<ResolvedTarget> {
  const [ticketType, timeSlot] = await Promise.all([
    db().ticketType.findFirst({
      where: { id: ticketTypeId, museumId: actor.museumId },
      select: { locationId: true, price: true, currency: true },
    }),
    timeSlotId ? db().timeSlot.findFirst({ where: { id: timeSlotId, museumId: actor.museumId }, select: { locationId: true } }) : null,
  ]);
  if (!ticketType) throw new AppError("TICKET_TYPE_NOT_FOUND");
  if (timeSlotId && (!timeSlot || timeSlot.locationId !== ticketType.locationId)) throw new AppError("TIME_SLOT_NOT_EXIST");
  return { ticketTypeId, timeSlotId: timeSlotId ?? null, price: ticketType.price, currency: ticketType.currency };
}

/**
 * Takes one unit of `counter` on the slot (if any) and the ticket type, then runs `work`, all in one
 * transaction. When the slot or type is full, its expired holds are released (outside any
 * transaction that holds counter locks) and the claim is tried again; still full → TIME_SLOT_FULL or
 * TICKET_TYPE_SOLD_OUT.
 */
export async function withClaimedCapacity<T>(target: CapacityTarget, counter: Counter, work: (tx: Tx) => Promise<T>): Promise<T> {
  const swept = new Set<string>();
  for (;;) {
    try {
      return await inTransaction(undefined, async (tx) => {
        if (target.timeSlotId && !(await incrementSlot(tx, target.timeSlotId, counter))) throw new AppError("TIME_SLOT_FULL");
        if (!(await incrementTicketType(tx, target.ticketTypeId, counter))) throw new AppError("TICKET_TYPE_SOLD_OUT");
        return work(tx);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const scope = fullScope(error, target);
      if (!scope || swept.has(error.code)) throw error;
      swept.add(error.code);
      await releaseExpiredReservations(scope);
    }
  }
}

function fullScope(error: AppError, target: CapacityTarget): ExpiredScope | undefined {
  if (error.code === "TIME_SLOT_FULL" && target.timeSlotId) return { timeSlotId: target.timeSlotId };
  if (error.code === "TICKET_TYPE_SOLD_OUT") return { ticketTypeId: target.ticketTypeId };
  return undefined;
}
