import { deleteEvent } from "@/lib/domain/events/delete-event";
import { getEvent } from "@/lib/domain/events/get-event";
import { updateEvent } from "@/lib/domain/events/update-event";
import { apiRoute } from "@/lib/http/api-route";
import { eventContracts } from "../contract";

export const GET = apiRoute(eventContracts.get, ({ actor, params }) => getEvent({ actor, id: params.id }));

export const PATCH = apiRoute(eventContracts.update, ({ actor, params, body }) => updateEvent({ actor, id: params.id, input: body }));

export const DELETE = apiRoute(eventContracts.delete, ({ actor, params }) => deleteEvent({ actor, id: params.id }));
