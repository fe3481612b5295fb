import { z } from "zod";
import { nameInput, patchOf, timeZoneInput } from "@/lib/domain/shared/input-schemas";

// earlyEntryMinutes: how long before a time slot's start its tickets admit (docs/api.md, "Check-in"); at most 12 hours.
// maxOccupancy: how many may be inside at once (docs/admission.md, "Who is inside now"); null for no limit.
const locationFields = {
  name: nameInput,
  timezone: timeZoneInput,
  earlyEntryMinutes: z.int().min(0).max(720),
  maxOccupancy: z.int().min(1).max(1_000_000).nullable(),
};

export const createLocationInput = patchOf(locationFields).required({ name: true });
export const updateLocationInput = patchOf(locationFields);

export type CreateLocationInput = z.output<typeof createLocationInput>;
export type UpdateLocationInput = z.output<typeof updateLocationInput>;
