import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { AppError } from "@/lib/errors/app-error";
import { endOrders } from "@/lib/domain/order-records/end-orders";
import { getOrder } from "@/lib/domain/order-records/get-order";

/**
 * Cancels a held order and releases its capacity at once. Like a reservation's DELETE it is idempotent
 * for an order that holds nothing any more (cancelled or expired: 204, nothing changes; an expired hold
 * not yet swept is released and stays EXPIRED). A confirmed order is refused: its tickets exist, and
 * are voided one by one (POST /v1/tickets/{id}/void).
 */
export async function cancelOrder({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const now = new Date();
  const where = { id, museumId: actor.museumId };
  const status = await inTransaction(undefined, async (tx) => {
    const cancelled = await endOrders(tx, {}, { ...where, expiresAt: { gt: now } }, "CANCELLED", now);
    if (cancelled.length > 0) {
      await recordChanges(tx, actor, [{ entity: "order", entityId: id, action: "cancel", before: { status: "HELD" }, after: { status: "CANCELLED" } }]);
      await emitWebhookEvents(tx, actor, [{ type: "order.cancelled", subject: id, data: () => getOrder({ actor, id, tx }) }]);
      return "CANCELLED";
    }
    await endOrders(tx, {}, where, "EXPIRED", now);
    return (await tx.order.findFirst({ where, select: { status: true } }))?.status;
  });
  if (!status) throw new AppError("ORDER_NOT_FOUND");
  if (status === "CONFIRMED") throw new AppError("ORDER_ALREADY_CONFIRMED");
}
