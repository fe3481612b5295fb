import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { resolveTarget, withClaimedCapacity } from "@/lib/domain/reservations/claim-capacity";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { AppError } from "@/lib/errors/app-error";
import { convertReservation } from "./convert-reservation";
import { ticketSelect, toTicketRecord, type TicketRecord } from "./ticket-record";
import type { CreateTicketInput } from "./ticket-schemas";
import { ticketSeller } from "./ticket-seller";

/** Converts a reservation, or sells straight from a ticket type with the same capacity checks as a hold. */
export async function createTicket({ actor, input }: { actor: Actor; input: CreateTicketInput }): Promise<TicketRecord> {
  const { ticketReservationId, ticketTypeId, timeSlotId, customerId } = input;
  if (ticketReservationId) return convertReservation({ actor, ticketReservationId, customerId });
  if (!ticketTypeId) throw new AppError("TICKET_TYPE_ID_MISSING", "Send ticketReservationId, or ticketTypeId to sell without a reservation.");
  const [target] = await Promise.all([
    resolveTarget({ actor, ticketTypeId, timeSlotId }),
    assertReference(db(), actor, "customer", customerId),
  ]);
  return withClaimedCapacity([target], "soldCount", async (tx) => {
    const ticket = await tx.ticket.create({
      data: {
        museumId: actor.museumId,
        ticketTypeId,
        timeSlotId: target.timeSlotId,
        customerId: customerId ?? null,
        price: target.price,
        currency: target.currency,
        ...ticketSeller(actor),
      },
      select: ticketSelect,
    });
    await recordChanges(tx, actor, [{ entity: "ticket", entityId: ticket.id, action: "create", after: ticket }]);
    const record = toTicketRecord(ticket, actor.museumId);
    await emitWebhookEvents(tx, actor, [{ type: "ticket.created", subject: ticket.id, data: record }]);
    return record;
  });
}
