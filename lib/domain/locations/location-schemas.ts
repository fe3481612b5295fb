import { z } from "zod";
import { nameInput, patchOf, timeZoneInput } from "@/lib/domain/shared/input-schemas";

const locationFields = { name: nameInput, timezone: timeZoneInput };

export const createLocationInput = patchOf(locationFields).required({ name: true });
export const updateLocationInput = patchOf(locationFields);

export type CreateLocationInput = z.output<typeof createLocationInput>;
export type UpdateLocationInput = z.output<typeof updateLocationInput>;
