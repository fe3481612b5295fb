import { idParams } from "@/lib/domain/shared/input-schemas";
import { deleteTicket } from "@/lib/domain/tickets/delete-ticket";
import { getTicket } from "@/lib/domain/tickets/get-ticket";
import { updateTicketBody } from "@/lib/domain/tickets/ticket-schemas";
import { updateTicket } from "@/lib/domain/tickets/update-ticket";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getTicket({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateTicketBody }, ({ actor, params, body }) =>
  updateTicket({ actor, id: params.id, ...body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteTicket({ actor, id: params.id }));
