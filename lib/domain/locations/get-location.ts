import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { locationSelect, type LocationRecord } from "./location-record";

export async function getLocation({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<LocationRecord> {
  return orNotFound(await dbOr(tx).location.findFirst({ where: { id, museumId: actor.museumId }, select: locationSelect }), "location");
}
