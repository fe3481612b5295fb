import { createLocation } from "@/lib/domain/locations/create-location";
import { listLocations } from "@/lib/domain/locations/list-locations";
import { apiRoute } from "@/lib/http/api-route";
import { locationContracts } from "./contract";

export const GET = apiRoute(locationContracts.list, ({ actor, paging, query }) => listLocations({ actor, paging, filter: query.filter }));

export const POST = apiRoute(locationContracts.create, ({ actor, body }) => createLocation({ actor, input: body }));
