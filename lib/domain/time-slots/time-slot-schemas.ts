import { z } from "zod";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { isoDateInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";
import { AppError } from "@/lib/errors/app-error";

const timeSlotFields = {
  startsAt: isoDateInput.describe("When the slot starts: an instant with Z or an offset, e.g. 2027-03-01T10:00:00+01:00."),
  endsAt: isoDateInput.describe("When the slot ends: later than startsAt."),
  capacity: z.int().min(0).max(1_000_000).describe("How many people the slot admits."),
  groupCapacity: z
    .int()
    .min(0)
    .max(1_000_000)
    .describe("Of the capacity, places only group orders may take, until the museum's groupReleaseHours before the start; 0 (default) keeps none."),
  eventId: recordId.nullable().describe("The event the slot belongs to (an id from list_events); null: none."),
  locationId: recordId.nullable().describe("The slot's location (an id from list_locations), whose time zone its times are read in; null: none, the museum's own zone then."),
  closed: z.boolean().describe("A closed slot holds and sells nothing (TIME_SLOT_CLOSED); false reopens it."),
  closedReason: z.string().trim().max(200).nullable().describe("Why it is closed, shown to staff."),
};

export const createTimeSlotInput = patchOf(timeSlotFields).required({ startsAt: true, endsAt: true, capacity: true });
export const updateTimeSlotInput = patchOf(timeSlotFields);

const quantity = z.int().min(0);

/** A time slot as every door answers it (/v1/time-slots, the staff tools, its webhook events): live quantities, its event's name and the zone its times are read in. */
export const timeSlotAnswer = z.object({
  id: z.uuid(),
  eventId: z.uuid().nullable(),
  eventName: z.string().nullable().describe("The name of the slot's event, or null for a slot without one"),
  locationId: z.uuid().nullable(),
  startsAt: timestamp,
  endsAt: timestamp,
  timeZone: z.string().describe("The IANA time zone its times are read in: its location's, else the museum's own"),
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

export type CreateTimeSlotInput = z.output<typeof createTimeSlotInput>;
export type UpdateTimeSlotInput = z.output<typeof updateTimeSlotInput>;

/** The stored columns for `closed`: when it was closed (kept when it already was), or null. */
export function closedColumns(closed: boolean | undefined, closedReason: string | null | undefined, current?: { closed: boolean }) {
  const columns: { closedAt?: Date | null; closedReason?: string | null } = {};
  if (closed !== undefined && closed !== current?.closed) columns.closedAt = closed ? new Date() : null;
  if (closed === false) columns.closedReason = null;
  if (closedReason !== undefined) columns.closedReason = closedReason;
  return columns;
}

/**
 * The one wording of places kept for groups that do not fit, for a slot ("the slot's") and for a
 * schedule's rule ("each slot's"): the dashboard's plain-errors rule `groupPlacesFit` reads both.
 */
export const groupPlacesNotFitting = (groupCapacity: number, capacity: number, whose: "the slot's" | "each slot's") =>
  `The places kept for groups (${groupCapacity}) must fit in ${whose} ${capacity} places.`;

/** Places kept for groups are part of the capacity (docs/orders.md, "Places kept for groups"), checked after a change is merged with the stored slot. */
export function assertGroupPlacesFit({ capacity, groupCapacity }: { capacity: number; groupCapacity: number }): void {
  if (groupCapacity <= capacity) return;
  throw new AppError("VALIDATION_ERROR", undefined, [{ path: "groupCapacity", message: groupPlacesNotFitting(groupCapacity, capacity, "the slot's") }]);
}
