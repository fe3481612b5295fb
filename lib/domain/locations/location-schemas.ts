import { z } from "zod";
import { timestamp } from "@/lib/domain/shared/answer-schemas";
import { nameInput, patchOf, timeZoneInput } from "@/lib/domain/shared/input-schemas";

// earlyEntryMinutes: how long before a time slot's start its tickets admit (docs/api.md, "Check-in"); at most 12 hours.
// maxOccupancy: how many may be inside at once (docs/admission.md, "Who is inside now"); null for no limit.
const locationFields = {
  name: nameInput.describe("What staff call it, e.g. Nordflügel."),
  timezone: timeZoneInput.describe("IANA time zone, e.g. Europe/Berlin (default UTC): the times of its slots are read there."),
  earlyEntryMinutes: z.int().min(0).max(720).describe("How many minutes before a slot here starts its tickets admit (default 30)."),
  maxOccupancy: z
    .int()
    .min(1)
    .max(1_000_000)
    .nullable()
    .describe("How many visitors may be inside at once; a scan past it is refused LOCATION_FULL. null: no limit (the default)."),
};

export const createLocationInput = patchOf(locationFields).required({ name: true });
export const updateLocationInput = patchOf(locationFields);

export type CreateLocationInput = z.output<typeof createLocationInput>;
export type UpdateLocationInput = z.output<typeof updateLocationInput>;

/** A location as every door answers it. */
export const locationAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  timezone: z.string().describe("IANA time zone, e.g. Europe/Amsterdam."),
  earlyEntryMinutes: z.int().describe("Doors open this many minutes before a time slot here starts."),
  maxOccupancy: z.int().nullable().describe("How many visitors may be inside at once; null: no limit."),
  createdAt: timestamp,
  updatedAt: timestamp,
});
