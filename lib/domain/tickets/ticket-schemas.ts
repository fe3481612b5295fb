import { z } from "zod";
import { reservationId } from "@/lib/domain/reservations/reservation-schemas";

// POST /v1/tickets either converts a reservation (docs/api.md, "Reservations") or sells directly from a ticket type.
export const createTicketBody = z
  .strictObject({
    ticketReservationId: reservationId.optional(),
    ticketTypeId: z.uuid().optional(),
    timeSlotId: z.uuid().optional(),
    customerId: z.uuid().optional(),
  })
  .refine((body) => body.ticketReservationId === undefined || (body.ticketTypeId === undefined && body.timeSlotId === undefined), {
    message: "a converted reservation keeps its own ticket type and time slot; omit ticketTypeId and timeSlotId",
  });

export type CreateTicketInput = z.output<typeof createTicketBody>;

export const updateTicketBody = z.strictObject({
  customerId: z.uuid().nullable().optional(),
  status: z.literal("CANCELLED").optional(),
});

export const ticketSchema = z.object({
  id: z.uuid(),
  ticketTypeId: z.uuid(),
  timeSlotId: z.uuid().nullable(),
  reservationId: reservationId.nullable(),
  orderId: z.uuid().nullable().describe("The order the ticket was sold in (GET /v1/orders/{id}); null for a ticket made from a reservation or directly."),
  customerId: z.uuid().nullable(),
  status: z.enum(["VALID", "CANCELLED", "VOIDED"]),
  price: z.int().describe("In minor units of `currency`."),
  currency: z.string().length(3),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  qrData: z.string().describe("The ticket's signed QR content, a full address; shown at the door. A cancelled ticket's code no longer admits."),
});
