import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { eventSelect, type EventRecord } from "./event-record";

export async function listEvents({ actor, paging, filter }: ListArgs): Promise<ListResult<EventRecord>> {
  const where = await scopedWhere("EVENT", filter, actor);
  return pagedList(paging, db().event.count({ where }), (page) => db().event.findMany({ where, select: eventSelect, ...page }));
}
