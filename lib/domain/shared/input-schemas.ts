import { z } from "zod";
import { isStorableDate, STORABLE_DATE_RANGE } from "@/lib/db/storable-date";
import { isTimeZone } from "@/lib/i18n/zone-words";

// Input building blocks every resource's zod schemas share, so the same kind of value is accepted
// and rejected the same way everywhere.

/** An ISO 8601 date-time with an offset or Z that both databases can store, turned into a Date; anything else is a 400. */
export const isoDateInput = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .refine(isStorableDate, `must be a date-time ${STORABLE_DATE_RANGE}`);

export const recordId = z.uuid();

export const idParams = z.strictObject({ id: recordId });

export const nameInput = z.string().trim().min(1).max(200);

/** An IANA time zone name the runtime knows, e.g. Europe/Vienna. */
export const timeZoneInput = z
  .string()
  .max(64)
  .refine(isTimeZone, "Expected an IANA time zone name, e.g. Europe/Vienna");

export const descriptionInput = z.string().max(5000);

/** A two-letter ISO 639-1 language code, lower case. */
export const languageCode = z.string().regex(/^[a-z]{2}$/, "Expected a two-letter lower-case language code, e.g. en");

/** The `filter` query parameter every list accepts (limit and offset are parsed by the wrapper). */
/** A list's condition in the filter language (docs/filtering.md), as JSON text. */
export const filterText = z
  .string()
  .max(10_000)
  .optional()
  .describe('A condition in the filter language as JSON text, e.g. {"operator":"CONTAINS","fieldName":"NAME","value":"hall"} (docs/filtering.md).');

export const listQuery = z.object({ filter: filterText });

/** Partial-update form of a field set: every field optional, none defaulted. */
export function patchOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape).partial();
}
