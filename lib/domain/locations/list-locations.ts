import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { locationSelect, type LocationRecord } from "./location-record";

export async function listLocations({ actor, paging, filter }: ListArgs): Promise<ListResult<LocationRecord>> {
  const where = await scopedWhere("LOCATION", filter, actor);
  return pagedList(paging, db().location.count({ where }), (page) => db().location.findMany({ where, select: locationSelect, ...page }));
}
