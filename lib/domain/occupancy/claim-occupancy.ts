import type { Tx } from "@/lib/db/client";
import { claimPlaces } from "./occupancy-counter";

// The one path by which an admission takes its place at a location (docs/admission.md, "Who is inside
// now"): the check-in batcher and a phone's offline queue both store admissions through
// lib/domain/check-ins/store-admissions.ts, which calls this in the transaction that inserted them. Per location one
// claim for all of the batch's admissions there (occupancy-counter.ts); when they do not all fit, the
// first ones in batch order get the places left and the others are answered LOCATION_FULL.

/** What a claim reads of a stored admission (NewAdmission in lib/domain/check-ins/store-admissions.ts says what each is). */
export type PlaceClaim = { id: string; locationId: string | null; capped: boolean };

/** How full the location was when an admission was refused LOCATION_FULL. */
export interface LocationFull {
  locationId: string;
  inside: number;
  maxOccupancy: number | null;
}

/** Claims places for stored admissions; answers the ones that did not fit, by check-in id, with how full their location is. */
export async function claimOccupancy(tx: Tx, admissions: PlaceClaim[]): Promise<Map<string, LocationFull>> {
  const full = new Map<string, LocationFull>();
  const now = new Date();
  const byLocation = new Map<string, { capped: PlaceClaim[]; uncapped: number }>();
  for (const admission of admissions) {
    if (admission.locationId === null) continue;
    const group = byLocation.get(admission.locationId) ?? { capped: [], uncapped: 0 };
    if (admission.capped) group.capped.push(admission);
    else group.uncapped += 1;
    byLocation.set(admission.locationId, group);
  }
  // In id order, the order every claimer locks counter rows in, so concurrent batches cannot deadlock.
  for (const [locationId, { capped, uncapped }] of [...byLocation].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    await claimPlaces(tx, locationId, uncapped, { capped: false, now });
    const granted = await claimPlaces(tx, locationId, capped.length, { capped: true, now });
    if (granted === capped.length) continue;
    const fullness = await howFull(tx, locationId);
    for (const admission of capped.slice(granted)) full.set(admission.id, fullness);
  }
  return full;
}

async function howFull(tx: Tx, locationId: string): Promise<LocationFull> {
  const location = await tx.location.findUnique({ where: { id: locationId }, select: { maxOccupancy: true } });
  const occupancy = await tx.locationOccupancy.findUnique({ where: { locationId }, select: { inside: true } });
  return { locationId, inside: occupancy?.inside ?? 0, maxOccupancy: location?.maxOccupancy ?? null };
}
