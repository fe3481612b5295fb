import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { locationSelect, type LocationRecord } from "./location-record";

export async function listLocations({ actor, paging, filter }: { actor: Actor; paging: Paging; filter?: string }): Promise<ListResult<LocationRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("LOCATION", filter, actor)] };
  return pagedList(paging, db().location.count({ where }), (page) => db().location.findMany({ where, select: locationSelect, ...page }));
}
