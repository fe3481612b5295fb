import { z } from "zod";
import { nameInput, patchOf } from "@/lib/domain/shared/input-schemas";

/** An IANA time zone name the runtime knows, e.g. Europe/Vienna. */
const timezone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Expected an IANA time zone name, e.g. Europe/Vienna");

const locationFields = { name: nameInput, timezone };

export const createLocationInput = patchOf(locationFields).required({ name: true });
export const updateLocationInput = patchOf(locationFields);

export type CreateLocationInput = z.output<typeof createLocationInput>;
export type UpdateLocationInput = z.output<typeof updateLocationInput>;
