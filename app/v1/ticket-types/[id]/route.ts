import { deleteTicketType } from "@/lib/domain/ticket-types/delete-ticket-type";
import { getTicketType } from "@/lib/domain/ticket-types/get-ticket-type";
import { updateTicketType } from "@/lib/domain/ticket-types/update-ticket-type";
import { apiRoute } from "@/lib/http/api-route";
import { ticketTypeContracts } from "../contract";

export const GET = apiRoute(ticketTypeContracts.get, ({ actor, params }) => getTicketType({ actor, id: params.id }));

export const PATCH = apiRoute(ticketTypeContracts.update, ({ actor, params, body }) =>
  updateTicketType({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute(ticketTypeContracts.delete, ({ actor, params }) => deleteTicketType({ actor, id: params.id }));
