import { z } from "zod";
import { isoDateInput, patchOf, recordId } from "@/lib/domain/shared/input-schemas";

const timeSlotFields = {
  startsAt: isoDateInput,
  endsAt: isoDateInput,
  capacity: z.int().min(0).max(1_000_000),
  eventId: recordId.nullable(),
  locationId: recordId.nullable(),
};

export const createTimeSlotInput = patchOf(timeSlotFields).required({ startsAt: true, endsAt: true, capacity: true });
export const updateTimeSlotInput = patchOf(timeSlotFields);

export type CreateTimeSlotInput = z.output<typeof createTimeSlotInput>;
export type UpdateTimeSlotInput = z.output<typeof updateTimeSlotInput>;
