import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { locationSelect, type LocationRecord } from "./location-record";

export async function getLocation({ actor, id }: { actor: Actor; id: string }): Promise<LocationRecord> {
  return orNotFound(await db().location.findFirst({ where: { id, museumId: actor.museumId }, select: locationSelect }), "location");
}
