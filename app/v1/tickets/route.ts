import { createTicket } from "@/lib/domain/tickets/create-ticket";
import { listTickets } from "@/lib/domain/tickets/list-tickets";
import { createTicketBody } from "@/lib/domain/tickets/ticket-schemas";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listTickets({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createTicketBody, status: 201 }, ({ actor, body }) => createTicket({ actor, input: body }));
