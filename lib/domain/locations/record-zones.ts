import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";

// The one rule for the time zone a record's times are read in (docs/api.md, "Resources"): its
// location's, or the museum's own (Museum.timezone) when it has no location. Every door that names a
// record's local time reads it here, once for a page of records.

/** The rule itself: the record's location's zone, else the museum's own. */
export function zoneOfRecord(locationZone: string | null | undefined, museumZone: string): string {
  return locationZone || museumZone;
}

/** Where a record counts: its location's name (null without one) and the zone its times are read in. */
export type RecordPlace = { name: string | null; timeZone: string };

/**
 * Each of these locations' name and zone; null (no location) reads in the museum's own zone.
 * Without `locationIds`, every location of the museum is read (a museum has few).
 */
export async function recordPlaces(actor: Actor, locationIds?: readonly (string | null)[]): Promise<(locationId: string | null) => RecordPlace> {
  const wanted = locationIds && [...new Set(locationIds.filter((id): id is string => id !== null))];
  const [museum, locations] = await Promise.all([
    db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } }),
    wanted?.length === 0
      ? []
      : db().location.findMany({ where: { museumId: actor.museumId, ...(wanted && { id: { in: wanted } }) }, select: { id: true, name: true, timezone: true } }),
  ]);
  const places = new Map(locations.map((location) => [location.id, { name: location.name, timeZone: zoneOfRecord(location.timezone, museum.timezone) }]));
  const museumOwn = { name: null, timeZone: museum.timezone };
  return (locationId) => (locationId === null ? undefined : places.get(locationId)) ?? museumOwn;
}

/** Which zone each of these locations' records read in (recordPlaces without the names). */
export async function recordZones(actor: Actor, locationIds?: readonly (string | null)[]): Promise<(locationId: string | null) => string> {
  const placeOf = await recordPlaces(actor, locationIds);
  return (locationId) => placeOf(locationId).timeZone;
}

/** Records with the zone their times are read in beside them. */
export async function withTimeZones<Row extends { locationId: string | null }>(actor: Actor, rows: readonly Row[]): Promise<(Row & { timeZone: string })[]> {
  const zoneOf = await recordZones(actor, rows.map((row) => row.locationId));
  return rows.map((row) => ({ ...row, timeZone: zoneOf(row.locationId) }));
}
