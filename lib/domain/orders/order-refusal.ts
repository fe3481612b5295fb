import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { ON_SALE } from "@/lib/domain/capacity/sellable";
import type { ErrorCode } from "@/lib/errors/app-error";
import { endOrders } from "@/lib/domain/order-records/end-orders";

/**
 * Why an order that is not HELD-and-unexpired refused a change. An expired hold not yet swept is
 * released on the way, so callers return (not throw) the code and let the release commit.
 */
export async function orderRefusal(tx: Tx, actor: Actor, id: string, now: Date): Promise<ErrorCode> {
  const order = await tx.order.findFirst({
    where: { id, museumId: actor.museumId },
    select: { status: true, expiresAt: true, timeSlot: { select: { closedAt: true } }, lines: { where: { NOT: { ticketType: ON_SALE } }, select: { id: true }, take: 1 } },
  });
  if (!order) return "ORDER_NOT_FOUND";
  if (order.status === "HELD" && order.expiresAt > now && order.timeSlot?.closedAt) return "TIME_SLOT_CLOSED";
  if (order.status === "HELD" && order.expiresAt > now && order.lines.length > 0) return "TICKET_TYPE_NOT_ON_SALE";
  if (order.status === "CONFIRMED") return "ORDER_ALREADY_CONFIRMED";
  if (order.status === "CANCELLED") return "ORDER_CANCELLED";
  await endOrders(tx, {}, { id }, "EXPIRED", now);
  return "ORDER_EXPIRED";
}
