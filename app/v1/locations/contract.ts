import { createLocationInput, locationAnswer, updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";

// The contracts of /v1/locations and /v1/locations/{id} (lib/http/endpoint-contract.ts).

export const locationContracts = crudContracts({
  tag: "Locations",
  noun: "location",
  record: locationAnswer,
  create: createLocationInput,
  update: updateLocationInput,
  paging: DEFAULT_PAGING,
  notes: { create:
      "timezone is an IANA zone name and defaults to UTC. earlyEntryMinutes (0 to 720, default 30): a ticket for a time slot here admits from this many minutes before the slot starts. maxOccupancy (optional, null: no limit): how many visitors may be inside at once; a check-in past it is refused 409 LOCATION_FULL (GET /v1/occupancy).", delete: "Refused with IN_USE while events, time slots or ticket types use the location." },
  errors: { delete: ["IN_USE"] },
});
