import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";

// Who is inside now, per location of the museum (docs/admission.md, "Who is inside now"): read from the
// counter rows (occupancy-counter.ts), one query, whatever the number of visits.

export interface OccupancyRecord {
  locationId: string;
  inside: number;
  maxOccupancy: number | null;
  updatedAt: Date | null;
}

export async function occupancy({ actor }: { actor: Actor }): Promise<OccupancyRecord[]> {
  const [locations, counters] = await Promise.all([
    db().location.findMany({ where: { museumId: actor.museumId }, select: { id: true, maxOccupancy: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db().locationOccupancy.findMany({ where: { museumId: actor.museumId }, select: { locationId: true, inside: true, updatedAt: true } }),
  ]);
  const counted = new Map(counters.map((counter) => [counter.locationId, counter]));
  return locations.map((location) => {
    const counter = counted.get(location.id);
    return { locationId: location.id, inside: counter?.inside ?? 0, maxOccupancy: location.maxOccupancy, updatedAt: counter?.updatedAt ?? null };
  });
}
