import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

// A reservation id is 128 lower-case hex characters (docs/api.md, "Ticket reservations"): the time it was made, then random bytes (hold-id.ts).
export const reservationId = z.string().regex(/^[0-9a-f]{128}$/, "a 128-character reservation id");

export const reservationParams = z.object({ id: reservationId });

export const createReservationBody = z.strictObject({
  ticketTypeId: z.uuid(),
  timeSlotId: z.uuid().optional(),
});

/**
 * What the route parses with: an absent ticketTypeId is answered with its own code (docs/api.md, "Reservations") before
 * any other check of the body, so it wins over VALIDATION_ERROR.
 */
export const createReservationInput = z.preprocess((body) => {
  if (typeof body === "object" && body !== null && !Array.isArray(body) && (body as { ticketTypeId?: unknown }).ticketTypeId == null) {
    throw new AppError("TICKET_TYPE_ID_MISSING");
  }
  return body;
}, createReservationBody);

export const reservationSchema = z.object({
  id: reservationId,
  status: z.enum(["ACTIVE", "CONVERTED", "CANCELLED", "EXPIRED"]),
  ticketTypeId: z.uuid(),
  timeSlotId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export const createdReservationSchema = reservationSchema.pick({ id: true, createdAt: true, expiresAt: true });
