import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { startOfDay as zoneStartOfDay } from "@/lib/domain/shared/zoned-day";
import { answered, graphql, ToolFailure, type ToolContext } from "./tool-kit";

// Assistants speak in calendar days ("capacity on 3 March", "sales last week"); the API speaks in
// instants. These turn a day in a museum's time zone into the instant it starts.

export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a calendar day as YYYY-MM-DD");
export const timeZoneInput = z
  .string()
  .max(64)
  .optional()
  .describe("IANA time zone for the day boundaries, e.g. Europe/Amsterdam. Default: the museum's locations' time zone when they share one, else UTC.");

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
  /** The zone the museum's locations share, else UTC: for records without a location. */
  museumZone: string;
  /** A location's zone, or the museum's when there is no location (or it is not the museum's). */
  zoneOf(locationId: string | null | undefined): string;
}

const LOCATION_ZONES = gql("query LocationZones($museumId: ID!) { museum(id: $museumId) { locations(limit: 1000) { list { id timezone } } } }");

/** The museum's locations' time zones, read once for a tool call. */
export async function museumZones(context: ToolContext, museumId: string): Promise<MuseumZones> {
  const data = await graphql(context, LOCATION_ZONES, { museumId });
  const zones = new Map(answered(answered(data.museum).locations).list.map((location) => [location.id, location.timezone]));
  const distinct = new Set(zones.values());
  const museumZone = distinct.size === 1 ? [...distinct][0]! : "UTC";
  return { museumZone, zoneOf: (locationId) => (locationId && zones.get(locationId)) || museumZone };
}

/** The given time zone, or the one every location of the museum shares, or UTC. */
export async function museumTimeZone(context: ToolContext, museumId: string, given: string | undefined): Promise<string> {
  return given ?? (await museumZones(context, museumId)).museumZone;
}


/** Days in a period given as calendar days, both inclusive; refuses `to` before `from` and periods over `maxDays`. */
export function checkDayRange(from: string, to: string, maxDays: number): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "to", message: `to (${to}) is before from (${from}); to is the last day of the period, inclusive.` }]);
  if (days > maxDays) throw new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "to", message: `The period covers ${days} days; at most ${maxDays}.` }]);
}

const MUSEUM_ZONE = gql("query MuseumZone($museumId: ID!) { museum(id: $museumId) { timezone } }");

/** The given day, or today, in the museum's own time zone (Museum.timezone): the days admissions are counted in. */
export async function museumDay(context: ToolContext, museumId: string, given: string | undefined): Promise<{ date: string; timeZone: string }> {
  const { timezone } = answered((await graphql(context, MUSEUM_ZONE, { museumId })).museum);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return { date: given ?? today, timeZone: timezone };
}
