import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { AppError } from "@/lib/errors/app-error";
import { getOrder } from "@/lib/domain/order-records/get-order";
import type { OrderRecord } from "@/lib/domain/order-records/order-record";
import { orderRefusal } from "./order-refusal";
import { ORDER_LIMITS } from "./order-schemas";

const MINUTE = 60_000;

/**
 * Gives a held order another ORDER_LIMITS.holdMinutes from now, but never past maxHoldMinutes after it
 * was created: an order already held that long is answered HOLD_EXTENSION_LIMIT (docs/orders.md).
 */
export async function extendOrder({ actor, id }: { actor: Actor; id: string }): Promise<OrderRecord> {
  const now = new Date();
  const outcome = await inTransaction(undefined, async (tx) => {
    const order = await tx.order.findFirst({ where: { id, museumId: actor.museumId, status: "HELD", expiresAt: { gt: now } }, select: { createdAt: true, expiresAt: true } });
    if (!order) return orderRefusal(tx, actor, id, now);
    const limit = order.createdAt.getTime() + ORDER_LIMITS.maxHoldMinutes * MINUTE;
    const expiresAt = new Date(Math.min(now.getTime() + ORDER_LIMITS.holdMinutes * MINUTE, limit));
    if (expiresAt <= order.expiresAt) return "HOLD_EXTENSION_LIMIT" as const;
    // The guard repeats the read's condition, so a confirm, cancel or sweep that came between wins.
    const { count } = await tx.order.updateMany({ where: { id, status: "HELD", expiresAt: { gt: now } }, data: { expiresAt } });
    if (count === 0) return orderRefusal(tx, actor, id, now);
    await recordChanges(tx, actor, [{ entity: "order", entityId: id, action: "extend", before: { expiresAt: order.expiresAt }, after: { expiresAt } }]);
    return getOrder({ actor, id, tx });
  });
  if (typeof outcome === "string") throw new AppError(outcome);
  return outcome;
}
