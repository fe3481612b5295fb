import { z } from "zod";
import { recordZones } from "@/lib/domain/locations/record-zones";
import { startOfDay as zoneStartOfDay } from "@/lib/domain/shared/zoned-day";
import { ToolFailure, type ToolContext } from "./tool-kit";

// Assistants speak in calendar days ("capacity on 3 March", "sales last week"); the API speaks in
// instants. These turn a day in a museum's time zone into the instant it starts.

export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a calendar day as YYYY-MM-DD");
export const timeZoneInput = z
  .string()
  .max(64)
  .optional()
  .describe("IANA time zone for the day boundaries, e.g. Europe/Amsterdam. Default: the museum's own time zone.");

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`; `plusDays` moves to a later day first. */
export function startOfDay(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  if (Number.isNaN(Date.UTC(year, month - 1, date + plusDays))) throw new ToolFailure("VALIDATION_ERROR", `${day} is not a calendar day.`);
  try {
    return zoneStartOfDay(day, timeZone, plusDays);
  } catch {
    const message = `${timeZone} is not an IANA time zone (such as Europe/Amsterdam).`;
    throw new ToolFailure("VALIDATION_ERROR", message, [{ path: "timeZone", message }]);
  }
}

export interface MuseumZones {
  /** The museum's own zone (Museum.timezone): for records without a location, and the default day. */
  museumZone: string;
  /** A location's zone, or the museum's own when there is no location (or it is not the museum's). */
  zoneOf(locationId: string | null | undefined): string;
}

/** The zones the museum's records read in, by recordZones' one rule, read once for a tool call (its role was checked by registerTool). */
export async function museumZones(context: ToolContext, museumId: string): Promise<MuseumZones> {
  const zoneOf = await recordZones({ museumId, userId: context.caller.userId });
  return { museumZone: zoneOf(null), zoneOf: (locationId) => zoneOf(locationId ?? null) };
}

/** The given time zone, or the museum's own. */
export async function museumTimeZone(context: ToolContext, museumId: string, given: string | undefined): Promise<string> {
  return given ?? (await museumZones(context, museumId)).museumZone;
}

/** Days in a period given as calendar days, both inclusive; refuses `to` before `from` and periods over `maxDays`. */
export function checkDayRange(from: string, to: string, maxDays: number): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "to", message: `to (${to}) is before from (${from}); to is the last day of the period, inclusive.` }]);
  if (days > maxDays) throw new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "to", message: `The period covers ${days} days; at most ${maxDays}.` }]);
}
