import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { orderSelect, toOrderRecord, type OrderRecord } from "@/lib/domain/order-records/order-record";

export async function listOrders({ actor, paging, filter }: ListArgs): Promise<ListResult<OrderRecord>> {
  const where = await scopedWhere("ORDER", filter, actor);
  const now = new Date();
  return pagedList(paging, db().order.count({ where }), async (page) =>
    (await db().order.findMany({ where, select: orderSelect, ...page })).map((row) => toOrderRecord(row, now)),
  );
}
