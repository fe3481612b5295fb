import { deleteTicket } from "@/lib/domain/tickets/delete-ticket";
import { getTicket } from "@/lib/domain/tickets/get-ticket";
import { updateTicket } from "@/lib/domain/tickets/update-ticket";
import { apiRoute } from "@/lib/http/api-route";
import { ticketContracts } from "../contract";

export const GET = apiRoute(ticketContracts.get, ({ actor, params }) => getTicket({ actor, id: params.id }));

export const PATCH = apiRoute(ticketContracts.update, ({ actor, params, body }) => updateTicket({ actor, id: params.id, ...body }));

export const DELETE = apiRoute(ticketContracts.delete, ({ actor, params }) => deleteTicket({ actor, id: params.id }));
