import { createTicket } from "@/lib/domain/tickets/create-ticket";
import { listTickets } from "@/lib/domain/tickets/list-tickets";
import { apiRoute } from "@/lib/http/api-route";
import { ticketContracts } from "./contract";

export const GET = apiRoute(ticketContracts.list, ({ actor, paging, query }) => listTickets({ actor, paging, filter: query.filter }));

export const POST = apiRoute(ticketContracts.create, ({ actor, body }) => createTicket({ actor, input: body }));
