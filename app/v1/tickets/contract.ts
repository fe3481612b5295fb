import { z } from "zod";
import { idParams, listQuery } from "@/lib/domain/shared/input-schemas";
import { createTicketBody, ticketSchema, updateTicketBody } from "@/lib/domain/tickets/ticket-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/tickets and /v1/tickets/{id} (lib/http/endpoint-contract.ts).

const tag = "Tickets";

export const ticketContracts = {
  create: endpointContract({
    summary: "Convert a reservation into a ticket, or sell one directly",
    description:
      "With ticketReservationId, converts that active hold into a ticket (its unit of capacity moves from held to sold). " +
      "Without one, ticketTypeId (and optionally timeSlotId) is sold with the same capacity checks as a reservation. " +
      "Price and currency are copied from the ticket type.",
    tag,
    body: createTicketBody,
    success: { status: 201, description: "The ticket.", schema: ticketSchema },
    errors: [
      "RESERVATION_NOT_FOUND",
      "RESERVATION_EXPIRED",
      "RESERVATION_ALREADY_CONVERTED",
      "RESERVATION_CANCELLED",
      "TICKET_TYPE_ID_MISSING",
      "TICKET_TYPE_NOT_FOUND",
      "TIME_SLOT_NOT_EXIST",
      "TIME_SLOT_CLOSED",
      "TIME_SLOT_FULL",
      "TICKET_TYPE_SOLD_OUT",
      "TICKET_TYPE_NOT_ON_SALE",
      "CUSTOMER_NOT_FOUND",
    ],
  }),
  list: endpointContract({
    summary: "List tickets",
    tag,
    query: listQuery,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of tickets.", schema: z.object({ total: z.int(), list: z.array(ticketSchema) }) },
    errors: [],
  }),
  get: endpointContract({
    summary: "Get a ticket",
    tag,
    params: idParams,
    success: { status: 200, description: "The ticket.", schema: ticketSchema },
    errors: ["TICKET_NOT_FOUND"],
  }),
  update: endpointContract({
    summary: "Change a ticket's customer or cancel it",
    description: "status CANCELLED gives the ticket's capacity back; a cancelled ticket cannot be made valid again.",
    tag,
    params: idParams,
    body: updateTicketBody,
    success: { status: 200, description: "The ticket.", schema: ticketSchema },
    errors: ["TICKET_NOT_FOUND", "CUSTOMER_NOT_FOUND"],
  }),
  delete: endpointContract({
    summary: "Delete a ticket",
    description: "Gives the ticket's capacity back unless it was already cancelled. A ticket admitted at the door is kept (409 IN_USE): cancel it instead.",
    tag,
    params: idParams,
    success: { status: 204, description: "Deleted." },
    errors: ["TICKET_NOT_FOUND", "IN_USE"],
  }),
  void: endpointContract({
    summary: "Void a sold ticket (refunded elsewhere)",
    description:
      "Marks the ticket VOIDED: its capacity is released at once and its code no longer admits (TICKET_VOIDED at the door). " +
      "Voiding a voided ticket answers it unchanged; a cancelled ticket is refused.",
    tag,
    params: idParams,
    success: { status: 200, description: "The voided ticket.", schema: ticketSchema },
    errors: ["TICKET_NOT_FOUND", "TICKET_ALREADY_CANCELLED"],
  }),
  qrPng: endpointContract({
    summary: "The ticket's QR code as a PNG image",
    description: "Content type image/png. The code holds the ticket's qrData, which the door checks.",
    tag,
    params: idParams,
    success: { status: 200, description: "A PNG image (image/png).", files: ["image/png"] },
    errors: ["TICKET_NOT_FOUND"],
  }),
  qrSvg: endpointContract({
    summary: "The ticket's QR code as an SVG image",
    description: "Content type image/svg+xml.",
    tag,
    params: idParams,
    success: { status: 200, description: "An SVG image (image/svg+xml).", files: ["image/svg+xml"] },
    errors: ["TICKET_NOT_FOUND"],
  }),
};
