import { deleteLocation } from "@/lib/domain/locations/delete-location";
import { getLocation } from "@/lib/domain/locations/get-location";
import { updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { updateLocation } from "@/lib/domain/locations/update-location";
import { idParams } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ params: idParams }, ({ actor, params }) => getLocation({ actor, id: params.id }));

export const PATCH = apiRoute({ params: idParams, body: updateLocationInput }, ({ actor, params, body }) =>
  updateLocation({ actor, id: params.id, input: body }),
);

export const DELETE = apiRoute({ params: idParams, status: 204 }, ({ actor, params }) => deleteLocation({ actor, id: params.id }));
