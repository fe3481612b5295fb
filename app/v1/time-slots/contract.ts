import { z } from "zod";
import { createTimeSlotInput, updateTimeSlotInput } from "@/lib/domain/time-slots/time-slot-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { crudContracts } from "@/lib/http/crud-contracts";
import { timestamp } from "@/lib/domain/shared/answer-schemas";

// The contracts of /v1/time-slots and /v1/time-slots/{id} (lib/http/endpoint-contract.ts).

const quantity = z.int().min(0);

const timeSlotSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  startsAt: timestamp,
  endsAt: timestamp,
  capacity: quantity,
  heldQuantity: quantity.describe("Units held by unexpired reservations, live"),
  soldQuantity: quantity.describe("Units sold as tickets"),
  availableCapacity: quantity.describe("What anyone can still buy: capacity - heldQuantity - soldQuantity - groupPlacesKept, never below 0; 0 while closed"),
  groupCapacity: quantity.describe("Of the capacity, places only group orders may take until the museum's groupReleaseHours before the start; 0 keeps none"),
  groupPlacesKept: quantity.describe("Of groupCapacity, the places still kept now: not taken by group orders and not yet released. A group order may take them too"),
  scheduleId: z.uuid().nullable().describe("The schedule that made the slot, or null for one made by hand"),
  closed: z.boolean().describe("A closed slot holds and sells nothing: TIME_SLOT_CLOSED"),
  closedReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const timeSlotContracts = crudContracts({
  tag: "Time slots",
  noun: "time slot",
  record: timeSlotSchema,
  create: createTimeSlotInput,
  update: updateTimeSlotInput,
  paging: DEFAULT_PAGING,
  notes: {
    create: "eventId and locationId must belong to this museum. endsAt must be later than startsAt.",
    update:
      "capacity may not drop below heldQuantity + soldQuantity (CAPACITY_BELOW_USAGE). null clears eventId or locationId. " +
      "closed true closes the slot (new holds, orders and sales, and conversions of earlier holds, get TIME_SLOT_CLOSED); false reopens it.",
    delete: "Refused with IN_USE once reservations or tickets exist for the slot.",
  },
  errors: {
    create: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND"],
    update: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "CAPACITY_BELOW_USAGE"],
    delete: ["IN_USE"],
  },
});
