import { z } from "zod";
import {
  createdReservationSchema,
  createReservationBody,
  reservationParams,
  reservationSchema,
} from "@/lib/domain/reservations/reservation-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import type { EndpointDoc } from "../endpoint-doc";

const tag = "Ticket reservations";

export const reservationsEndpoints: EndpointDoc[] = [
  {
    method: "post",
    path: "/v1/ticket-reservations",
    summary: "Hold capacity for 15 minutes",
    description:
      "Holds one unit of the ticket type's maxQuantity and, when timeSlotId is given, of the time slot's capacity, until " +
      "expiresAt (createdAt + 15 minutes). The slot must share the ticket type's location, or both have none. An absent " +
      "ticketTypeId is answered with TICKET_TYPE_ID_MISSING before any other check of the body.",
    tag,
    body: createReservationBody,
    success: { status: 201, description: "The reservation.", schema: createdReservationSchema },
    errors: ["TICKET_TYPE_ID_MISSING", "TICKET_TYPE_NOT_FOUND", "TIME_SLOT_NOT_EXIST", "TIME_SLOT_FULL", "TICKET_TYPE_SOLD_OUT"],
  },
  {
    method: "get",
    path: "/v1/ticket-reservations",
    summary: "List reservations",
    description: "An ACTIVE reservation past its expiresAt is shown with status EXPIRED.",
    tag,
    list: { ...DEFAULT_PAGING, filterable: true },
    success: { status: 200, description: "One page of reservations.", schema: z.object({ total: z.int(), list: z.array(reservationSchema) }) },
    errors: [],
  },
  {
    method: "get",
    path: "/v1/ticket-reservations/{id}",
    summary: "Get a reservation",
    description: "An ACTIVE reservation past its expiresAt is shown with status EXPIRED.",
    tag,
    params: reservationParams,
    success: { status: 200, description: "The reservation.", schema: reservationSchema },
    errors: ["RESERVATION_NOT_FOUND"],
  },
  {
    method: "delete",
    path: "/v1/ticket-reservations/{id}",
    summary: "Cancel a reservation",
    description:
      "Cancels the hold and releases its capacity at once. Idempotent: cancelling a reservation that is already " +
      "cancelled or expired also answers 204 and changes nothing. A converted reservation cannot be cancelled.",
    tag,
    params: reservationParams,
    success: { status: 204, description: "Cancelled; the capacity is free again." },
    errors: ["RESERVATION_NOT_FOUND", "RESERVATION_ALREADY_CONVERTED"],
  },
];
