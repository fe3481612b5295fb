import { deleteTicketType } from "@/lib/domain/ticket-types/delete-ticket-type";
import { getTicketType } from "@/lib/domain/ticket-types/get-ticket-type";
import { updateTicketTypeInput } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { updateTicketType } from "@/lib/domain/ticket-types/update-ticket-type";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getTicketType({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateTicketTypeInput }, ({ actor, params, body }) =>
  updateTicketType({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteTicketType({ actor, id: params.id }));
