import {
  createLocationOperation,
  deleteLocationOperation,
  getLocationOperation,
  listLocationsOperation,
  updateLocationOperation,
} from "@/lib/domain/locations/location-operations";
import { operationEndpoint } from "@/lib/http/operation-endpoint";
import { DEFAULT_PAGING } from "@/lib/http/paging";

// /v1/locations and /v1/locations/{id}, made from the operation catalog (lib/http/operation-endpoint.ts).

const tag = "Locations";

export const locationEndpoints = {
  list: operationEndpoint(listLocationsOperation, { tag, paging: DEFAULT_PAGING }),
  create: operationEndpoint(createLocationOperation, { tag, status: 201 }),
  get: operationEndpoint(getLocationOperation, { tag, pathId: "locationId" }),
  update: operationEndpoint(updateLocationOperation, { tag, pathId: "locationId" }),
  delete: operationEndpoint(deleteLocationOperation, { tag, pathId: "locationId", status: 204 }),
};
