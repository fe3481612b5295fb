import { createLocation } from "@/lib/domain/locations/create-location";
import { listLocations } from "@/lib/domain/locations/list-locations";
import { createLocationInput } from "@/lib/domain/locations/location-schemas";
import { listQuery } from "@/lib/domain/shared/input-schemas";
import { apiRoute } from "@/lib/http/api-route";
import { DEFAULT_PAGING } from "@/lib/http/paging";

export const GET = apiRoute({ paging: DEFAULT_PAGING, query: listQuery }, ({ actor, paging, query }) =>
  listLocations({ actor, paging, filter: query.filter }),
);

export const POST = apiRoute({ body: createLocationInput, status: 201 }, ({ actor, body }) => createLocation({ actor, input: body }));
