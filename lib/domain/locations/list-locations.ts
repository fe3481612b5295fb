import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { stableOrder, type ListResult, type Paging } from "@/lib/domain/list";
import { locationSelect, type LocationRecord } from "./location-record";

export async function listLocations({ actor, paging }: { actor: Actor; paging: Paging }): Promise<ListResult<LocationRecord>> {
  const where = { museumId: actor.museumId };
  const [total, list] = await Promise.all([
    db().location.count({ where }),
    db().location.findMany({ where, select: locationSelect, orderBy: stableOrder, take: paging.limit, skip: paging.offset }),
  ]);
  return { total, list };
}
