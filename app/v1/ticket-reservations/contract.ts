import { z } from "zod";
import {
  createdReservationSchema,
  createReservationInput,
  reservationParams,
  reservationSchema,
} from "@/lib/domain/reservations/reservation-schemas";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/ticket-reservations and /v1/ticket-reservations/{id} (lib/http/endpoint-contract.ts).

const tag = "Ticket reservations";

export const reservationContracts = {
  create: endpointContract({
    summary: "Hold capacity for 15 minutes",
    description:
      "Holds one unit of the ticket type's maxQuantity and, when timeSlotId is given, of the time slot's capacity, until " +
      "expiresAt (createdAt + 15 minutes). The slot must share the ticket type's location, or both have none. An absent " +
      "ticketTypeId is answered with TICKET_TYPE_ID_MISSING before any other check of the body.",
    tag,
    body: createReservationInput,
    success: { status: 201, description: "The reservation.", schema: createdReservationSchema },
    errors: ["TICKET_TYPE_ID_MISSING", "TICKET_TYPE_NOT_FOUND", "TIME_SLOT_NOT_EXIST", "TIME_SLOT_CLOSED", "TIME_SLOT_FULL", "TICKET_TYPE_SOLD_OUT", "TICKET_TYPE_NOT_ON_SALE"],
  }),
  list: endpointContract({
    summary: "List reservations",
    description: "An ACTIVE reservation past its expiresAt is shown with status EXPIRED.",
    tag,
    query: listQuery,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of reservations.", schema: z.object({ total: z.int(), list: z.array(reservationSchema) }) },
    errors: [],
  }),
  get: endpointContract({
    summary: "Get a reservation",
    description: "An ACTIVE reservation past its expiresAt is shown with status EXPIRED.",
    tag,
    params: reservationParams,
    success: { status: 200, description: "The reservation.", schema: reservationSchema },
    errors: ["RESERVATION_NOT_FOUND"],
  }),
  cancel: endpointContract({
    summary: "Cancel a reservation",
    description:
      "Cancels the hold and releases its capacity at once. Idempotent: cancelling a reservation that is already " +
      "cancelled or expired also answers 204 and changes nothing. A converted reservation cannot be cancelled.",
    tag,
    params: reservationParams,
    success: { status: 204, description: "Cancelled; the capacity is free again." },
    errors: ["RESERVATION_NOT_FOUND", "RESERVATION_ALREADY_CONVERTED"],
  }),
};
