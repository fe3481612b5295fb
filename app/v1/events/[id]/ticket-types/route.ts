import { z } from "zod";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { listEventTicketTypes } from "@/lib/domain/ticket-types/list-event-ticket-types";
import { ticketTypeAnswer } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  {
    summary: "Published ticket types of an event",
    description: "Every published ticket type of the event, oldest first, with live availableQuantity and soldOut. Not paged.",
    tag: "Ticket types",
    params: idParams,
    success: { status: 200, description: "The event's published ticket types.", schema: z.object({ list: z.array(ticketTypeAnswer) }) },
    errors: ["NOT_FOUND"],
  },
  ({ actor, params }) => listEventTicketTypes({ actor, eventId: params.id }),
);
