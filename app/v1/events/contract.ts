import { z } from "zod";
import { createEventInput, updateEventInput } from "@/lib/domain/events/event-schemas";
import { EVENT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/events and /v1/events/{id} (lib/http/endpoint-contract.ts).

const eventSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid().nullable(),
  name: z.string(),
  description: z.string(),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  published: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const eventContracts = crudContracts({
  tag: "Events",
  noun: "event",
  record: eventSchema,
  create: createEventInput,
  update: updateEventInput,
  paging: EVENT_PAGING,
  notes: {
    create: "locationId must be a location of this museum. endsAt may not be before startsAt. published defaults to false.",
    list: "Ordered by creation time, then id. limit defaults to and may not exceed 100.",
    update: "null clears locationId, startsAt or endsAt.",
    delete: "Refused with IN_USE while time slots or ticket types belong to the event.",
  },
  errors: { create: ["LOCATION_NOT_FOUND"], update: ["LOCATION_NOT_FOUND"], delete: ["IN_USE"] },
});
