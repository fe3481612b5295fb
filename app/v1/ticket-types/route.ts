import { createTicketType } from "@/lib/domain/ticket-types/create-ticket-type";
import { listTicketTypes } from "@/lib/domain/ticket-types/list-ticket-types";
import { apiRoute } from "@/lib/http/api-route";
import { ticketTypeContracts } from "./contract";

export const GET = apiRoute(ticketTypeContracts.list, ({ actor, paging, query }) =>
  listTicketTypes({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute(ticketTypeContracts.create, ({ actor, body }) => createTicketType({ actor, input: body }));
