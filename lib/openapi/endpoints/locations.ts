import { z } from "zod";
import { createLocationInput, updateLocationInput } from "@/lib/domain/locations/location-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import type { EndpointDoc } from "../endpoint-doc";
import { crudEndpoints, timestamp } from "./crud";

const locationSchema = z.object({ id: z.uuid(), name: z.string(), timezone: z.string(), createdAt: timestamp, updatedAt: timestamp });

export const locationsEndpoints: EndpointDoc[] = crudEndpoints({
  tag: "Locations",
  path: "/v1/locations",
  noun: "location",
  record: locationSchema,
  create: createLocationInput,
  update: updateLocationInput,
  paging: DEFAULT_PAGING,
  notes: { create: "timezone is an IANA zone name and defaults to UTC.", delete: "Refused with IN_USE while events, time slots or ticket types use the location." },
  errors: { delete: ["IN_USE"] },
});
