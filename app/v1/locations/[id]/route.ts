import { deleteLocation } from "@/lib/domain/locations/delete-location";
import { getLocation } from "@/lib/domain/locations/get-location";
import { updateLocation } from "@/lib/domain/locations/update-location";
import { apiRoute } from "@/lib/http/api-route";
import { locationContracts } from "../contract";

export const GET = apiRoute(locationContracts.get, ({ actor, params }) => getLocation({ actor, id: params.id }));

export const PATCH = apiRoute(locationContracts.update, ({ actor, params, body }) => updateLocation({ actor, id: params.id, input: body }));

export const DELETE = apiRoute(locationContracts.delete, ({ actor, params }) => deleteLocation({ actor, id: params.id }));
