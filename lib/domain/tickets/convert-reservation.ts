import { db, type Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { isOnSale, ON_SALE_SELECT } from "@/lib/domain/capacity/sellable";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { holdToSold } from "@/lib/domain/capacity/capacity-counters";
import { endHolds } from "@/lib/domain/reservations/end-holds";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { ticketSelect, toTicketRecord, type TicketRecord } from "./ticket-record";
import { ticketSeller } from "./ticket-seller";

/**
 * Turns an active hold into a ticket: the hold's unit moves from activeHoldCount to soldCount, so
 * capacity is never taken twice. The ACTIVE-and-unexpired guard is in the UPDATE, so of two
 * conversions racing for one hold exactly one makes a ticket.
 */
export async function convertReservation({
  actor,
  ticketReservationId,
  customerId,
}: {
  actor: Actor;
  ticketReservationId: string;
  customerId?: string;
}): Promise<TicketRecord> {
  await assertReference(db(), actor, "customer", customerId);
  const now = new Date();
  const outcome = await inTransaction(undefined, async (tx): Promise<TicketRecord | ErrorCode> => {
    const reservation = await tx.ticketReservation.findFirst({
      where: { id: ticketReservationId, museumId: actor.museumId },
      select: { ticketTypeId: true, timeSlotId: true, ticketType: { select: { price: true, currency: true, ...ON_SALE_SELECT } }, timeSlot: { select: { closedAt: true } } },
    });
    if (!reservation) return "RESERVATION_NOT_FOUND";
    // A closed slot sells nothing, not even what was held before it closed (docs/schedules.md).
    if (reservation.timeSlot?.closedAt) return "TIME_SLOT_CLOSED";
    // Nor what was taken off sale since it was held (docs/orders.md, "What is on sale").
    if (!isOnSale(reservation.ticketType)) return "TICKET_TYPE_NOT_ON_SALE";
    const claimed = await tx.ticketReservation.updateMany({
      where: { id: ticketReservationId, status: "ACTIVE", expiresAt: { gt: now } },
      data: { status: "CONVERTED", releasedAt: now },
    });
    if (claimed.count === 0) return refusal(tx, ticketReservationId, now);
    await holdToSold(tx, [{ ticketTypeId: reservation.ticketTypeId, timeSlotId: reservation.timeSlotId }]);
    const ticket = await tx.ticket.create({
      data: {
        museumId: actor.museumId,
        ticketTypeId: reservation.ticketTypeId,
        timeSlotId: reservation.timeSlotId,
        reservationId: ticketReservationId,
        customerId: customerId ?? null,
        price: reservation.ticketType.price,
        currency: reservation.ticketType.currency,
        ...ticketSeller(actor),
      },
      select: ticketSelect,
    });
    await recordChanges(tx, actor, [
      { entity: "ticketReservation", entityId: ticketReservationId, action: "convert", before: { status: "ACTIVE" }, after: { status: "CONVERTED", ticketId: ticket.id } },
      { entity: "ticket", entityId: ticket.id, action: "create", after: ticket },
    ]);
    const record = toTicketRecord(ticket, actor.museumId);
    await emitWebhookEvents(tx, actor, [{ type: "ticket.created", subject: ticket.id, data: record }]);
    return record;
  });
  // Refusals are returned, not thrown, so releasing an expired hold on the way commits.
  if (typeof outcome === "string") throw new AppError(outcome);
  return outcome;
}

async function refusal(tx: Tx, id: string, now: Date): Promise<ErrorCode> {
  const current = await tx.ticketReservation.findUniqueOrThrow({ where: { id }, select: { status: true } });
  if (current.status === "CONVERTED") return "RESERVATION_ALREADY_CONVERTED";
  if (current.status === "CANCELLED") return "RESERVATION_CANCELLED";
  await endHolds(tx, { id }, "EXPIRED", now);
  return "RESERVATION_EXPIRED";
}
