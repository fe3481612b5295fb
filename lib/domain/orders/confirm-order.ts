import { randomUUID } from "node:crypto";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { ON_SALE } from "@/lib/domain/capacity/sellable";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { holdToSold } from "@/lib/domain/capacity/capacity-counters";
import { AppError } from "@/lib/errors/app-error";
import { getOrder } from "@/lib/domain/order-records/get-order";
import type { OrderRecord } from "@/lib/domain/order-records/order-record";
import { orderRefusal } from "./order-refusal";
import { queueTicketEmail } from "./queue-ticket-email";
import { getTicket } from "@/lib/domain/tickets/get-ticket";
import { ticketSeller } from "@/lib/domain/tickets/ticket-seller";

/**
 * Turns every held line into tickets, atomically and once (docs/orders.md): the HELD-and-unexpired
 * guard is in the UPDATE, so of two confirms racing for one order exactly one makes tickets; the
 * other is answered ORDER_ALREADY_CONFIRMED. The held units move from activeHoldCount to soldCount.
 * An order for a slot closed since it was made is refused (TIME_SLOT_CLOSED) and stays held, as is one
 * with a ticket type taken off sale since (TICKET_TYPE_NOT_ON_SALE, docs/orders.md). An order
 * with an email address has its tickets queued to it (docs/orders.md, "Ticket delivery").
 */
export async function confirmOrder({ actor, id }: { actor: Actor; id: string }): Promise<OrderRecord> {
  const now = new Date();
  const outcome = await inTransaction(undefined, async (tx) => {
    const [order] = await tx.order.updateManyAndReturn({
      where: { id, museumId: actor.museumId, status: "HELD", expiresAt: { gt: now }, OR: [{ timeSlotId: null }, { timeSlot: { closedAt: null } }], lines: { every: { ticketType: ON_SALE } } },
      data: { status: "CONFIRMED", confirmedAt: now },
      select: { timeSlotId: true, customerId: true },
    });
    if (!order) return orderRefusal(tx, actor, id, now);
    const lines = await tx.orderLine.findMany({ where: { orderId: id }, orderBy: { position: "asc" } });
    await holdToSold(tx, lines.map((line) => ({ ticketTypeId: line.ticketTypeId, timeSlotId: order.timeSlotId, units: line.quantity })));
    // An order's tickets are read by (createdAt, id) and all share `now`: their ids are handed out
    // sorted, so they read in the order of the lines ("Ticket 1" is the first line's first ticket).
    const ids = Array.from({ length: lines.reduce((sum, line) => sum + line.quantity, 0) }, () => randomUUID()).sort();
    const tickets = lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        id: ids.shift()!,
        museumId: actor.museumId,
        ticketTypeId: line.ticketTypeId,
        timeSlotId: order.timeSlotId,
        customerId: order.customerId,
        orderId: id,
        membershipId: line.membershipId,
        price: line.unitPrice,
        currency: line.currency,
        createdAt: now,
        ...ticketSeller(actor),
      })),
    );
    await tx.ticket.createMany({ data: tickets });
    const record = await getOrder({ actor, id, tx });
    // The tickets go to the visitor in the same transaction: no confirmed order without its email.
    if (record.email) await queueTicketEmail({ actor, orderId: id, tx });
    await recordChanges(tx, actor, [
      { entity: "order", entityId: id, action: "confirm", before: { status: "HELD" }, after: { status: "CONFIRMED", ticketIds: tickets.map((ticket) => ticket.id) } },
      ...record.tickets.map((ticket) => ({ entity: "ticket" as const, entityId: ticket.id, action: "create" as const, after: ticket })),
    ]);
    // Each ticket is also a ticket.created carrying GET /v1/tickets/{id}, read only when subscribed.
    await emitWebhookEvents(tx, actor, [
      { type: "order.confirmed", subject: id, data: record },
      ...record.tickets.map((ticket) => ({ type: "ticket.created" as const, subject: ticket.id, data: () => getTicket({ actor, id: ticket.id, tx }) })),
    ]);
    return record;
  });
  if (typeof outcome === "string") throw new AppError(outcome);
  return outcome;
}
