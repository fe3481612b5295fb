import type { Prisma, Tx } from "@/lib/db/client";
import { decrementCounters } from "@/lib/domain/capacity/capacity-counters";
import { emitForEndedRecords } from "@/lib/domain/webhook-events/emit-webhook-event";
import { getOrder } from "./get-order";

/** Orders on one slot, or with a line of one ticket type; all when empty. */
export interface OrderScope {
  timeSlotId?: string | null;
  ticketTypeId?: string;
}

export type EndedOrderStatus = "CANCELLED" | "EXPIRED";

const scopedWhere = ({ timeSlotId, ticketTypeId }: OrderScope): Prisma.OrderWhereInput => ({
  ...(timeSlotId === undefined ? {} : { timeSlotId }),
  ...(ticketTypeId === undefined ? {} : { lines: { some: { ticketTypeId } } }),
});

/**
 * Moves the HELD orders in `scope` matching `where` to `status` and gives back the units their lines
 * held, in the caller's transaction. The status guard sits in the UPDATE and only the rows it changed
 * are released, so an order ended twice at once (sweeper, cancel, confirm) is released exactly once,
 * and an expired one is one order.expired event (docs/webhooks.md, "Events"). Returns the ids of the orders it ended.
 */
export async function endOrders(tx: Tx, scope: OrderScope, where: Prisma.OrderWhereInput, status: EndedOrderStatus, now: Date): Promise<string[]> {
  const ended = await tx.order.updateManyAndReturn({
    where: { ...scopedWhere(scope), ...where, status: "HELD" },
    data: { status, releasedAt: now },
    select: { id: true, museumId: true, timeSlotId: true },
  });
  if (ended.length === 0) return [];
  const slotOf = new Map(ended.map((order) => [order.id, order.timeSlotId]));
  const lines = await tx.orderLine.findMany({ where: { orderId: { in: [...slotOf.keys()] } }, select: { orderId: true, ticketTypeId: true, quantity: true } });
  await decrementCounters(
    tx,
    lines.map((line) => ({ ticketTypeId: line.ticketTypeId, timeSlotId: slotOf.get(line.orderId) ?? null, units: line.quantity })),
    "activeHoldCount",
  );
  if (status === "EXPIRED") await emitForEndedRecords(tx, "order.expired", ended, (actor, id) => getOrder({ actor, id, tx }));
  return ended.map((order) => order.id);
}
