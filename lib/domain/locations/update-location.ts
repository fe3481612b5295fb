import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertMatched } from "@/lib/domain/shared/find-owned";
import { getLocation } from "./get-location";
import type { LocationRecord } from "./location-record";
import type { UpdateLocationInput } from "./location-schemas";

export async function updateLocation({ actor, id, input }: { actor: Actor; id: string; input: UpdateLocationInput }): Promise<LocationRecord> {
  assertMatched(await db().location.updateMany({ where: { id, museumId: actor.museumId }, data: { ...input, updatedAt: new Date() } }), "location");
  return getLocation({ actor, id });
}
