import {
  createLocationOperation,
  deleteLocationOperation,
  getLocationOperation,
  listLocationsOperation,
  updateLocationOperation,
} from "@/lib/domain/locations/location-operations";
import { resourceEndpoints } from "@/lib/http/operation-endpoint";
import { DEFAULT_PAGING } from "@/lib/http/paging";

// /v1/locations and /v1/locations/{id}, made from the operation catalog (lib/http/operation-endpoint.ts).

export const locationEndpoints = resourceEndpoints(
  {
    list: listLocationsOperation,
    create: createLocationOperation,
    get: getLocationOperation,
    update: updateLocationOperation,
    delete: deleteLocationOperation,
  },
  { tag: "Locations", paging: DEFAULT_PAGING, pathId: "locationId" },
);
