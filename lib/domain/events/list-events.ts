import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { eventSelect, type EventRecord } from "./event-record";

/** `created` is every list's stable order (/v1's default); `newest` puts the event made last first (orderBy NEWEST_FIRST, as the dashboard lists them). */
export type EventOrder = "created" | "newest";

const orders = {
  created: stableOrder,
  newest: [{ createdAt: "desc" as const }, { id: "desc" as const }],
};

export async function listEvents({ actor, paging, filter, order = "created" }: ListArgs & { order?: EventOrder }): Promise<ListResult<EventRecord>> {
  const where = await scopedWhere("EVENT", filter, actor);
  return pagedList(
    paging,
    db().event.count({ where }),
    (page) => db().event.findMany({ where, select: eventSelect, ...page }),
    orders[order] as (typeof orders)[EventOrder],
  );
}
