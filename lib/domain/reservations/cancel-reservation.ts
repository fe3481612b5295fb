import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { AppError } from "@/lib/errors/app-error";
import { endHolds } from "./end-holds";
import { getReservation } from "./get-reservation";

/**
 * Cancels a hold and releases its capacity at once. DELETE is idempotent for a hold that no longer
 * holds anything: cancelling a cancelled or expired reservation succeeds and changes nothing (an
 * expired hold not yet swept is released and stays EXPIRED). Only a converted one is refused, because
 * its ticket exists.
 */
export async function cancelReservation({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const now = new Date();
  const where = { id, museumId: actor.museumId };
  await inTransaction(undefined, async (tx) => {
    const cancelled = await endHolds(tx, { ...where, expiresAt: { gt: now } }, "CANCELLED", now);
    if (cancelled > 0) {
      await recordChanges(tx, actor, [{ entity: "ticketReservation", entityId: id, action: "cancel", before: { status: "ACTIVE" }, after: { status: "CANCELLED" } }]);
      await emitWebhookEvents(tx, actor, [{ type: "reservation.cancelled", subject: id, data: () => getReservation({ actor, id, tx }) }]);
    } else {
      await endHolds(tx, where, "EXPIRED", now);
    }
  });
  const row = await db().ticketReservation.findFirst({ where, select: { status: true } });
  if (!row) throw new AppError("RESERVATION_NOT_FOUND");
  if (row.status === "CONVERTED") throw new AppError("RESERVATION_ALREADY_CONVERTED");
}
