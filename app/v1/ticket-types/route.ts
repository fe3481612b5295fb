import { createTicketType } from "@/lib/domain/ticket-types/create-ticket-type";
import { listTicketTypes } from "@/lib/domain/ticket-types/list-ticket-types";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { createTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listTicketTypes({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createTicketTypeInput, status: 201 }, ({ actor, body }) => createTicketType({ actor, input: body }));
