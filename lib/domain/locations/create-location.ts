import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { locationSelect, type LocationRecord } from "./location-record";
import type { CreateLocationInput } from "./location-schemas";

export async function createLocation({ actor, input }: { actor: Actor; input: CreateLocationInput }): Promise<LocationRecord> {
  return db().location.create({ data: { ...input, museumId: actor.museumId }, select: locationSelect });
}
