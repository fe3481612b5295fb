import { deleteEvent } from "@/lib/domain/events/delete-event";
import { updateEventInput } from "@/lib/domain/events/event-schemas";
import { getEvent } from "@/lib/domain/events/get-event";
import { updateEvent } from "@/lib/domain/events/update-event";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getEvent({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateEventInput }, ({ actor, params, body }) =>
  updateEvent({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteEvent({ actor, id: params.id }));
