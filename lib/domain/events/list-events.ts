import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { eventSelect, type EventRecord } from "./event-record";

export async function listEvents({ actor, paging, filter }: { actor: Actor; paging: Paging; filter?: string }): Promise<ListResult<EventRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("EVENT", filter, actor)] };
  return pagedList(paging, db().event.count({ where }), (page) => db().event.findMany({ where, select: eventSelect, ...page }));
}
