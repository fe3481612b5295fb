import { z } from "zod";
import { isoDateInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";
import { AppError } from "@/lib/errors/app-error";

const timeSlotFields = {
  startsAt: isoDateInput,
  endsAt: isoDateInput,
  capacity: z.int().min(0).max(1_000_000),
  groupCapacity: z
    .int()
    .min(0)
    .max(1_000_000)
    .describe("Of the capacity, places only group orders may take, until the museum's groupReleaseHours before the start; 0 (default) keeps none."),
  eventId: recordId.nullable(),
  locationId: recordId.nullable(),
  closed: z.boolean().describe("A closed slot holds and sells nothing (TIME_SLOT_CLOSED); false reopens it."),
  closedReason: z.string().trim().max(200).nullable().describe("Why it is closed, shown to staff."),
};

export const createTimeSlotInput = patchOf(timeSlotFields).required({ startsAt: true, endsAt: true, capacity: true });
export const updateTimeSlotInput = patchOf(timeSlotFields);

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
