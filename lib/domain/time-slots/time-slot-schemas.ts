import { z } from "zod";
import { isoDateInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";

const timeSlotFields = {
  startsAt: isoDateInput,
  endsAt: isoDateInput,
  capacity: z.int().min(0).max(1_000_000),
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
