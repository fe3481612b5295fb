import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

/** `created` is every list's stable order (/v1's); `startsAt` is the day's order, for the GraphQL argument orderBy. */
export type TimeSlotOrder = "created" | "startsAt";

const orders = {
  created: stableOrder,
  startsAt: [{ startsAt: "asc" as const }, { id: "asc" as const }],
};

export async function listTimeSlots({ actor, paging, filter, order = "created" }: ListArgs & { order?: TimeSlotOrder }): Promise<ListResult<TimeSlotRecord>> {
  const where = await scopedWhere("TIME_SLOT", filter, actor);
  return pagedList(
    paging,
    db().timeSlot.count({ where }),
    async (page) => toTimeSlotRecords(await db().timeSlot.findMany({ where, select: timeSlotSelect, ...page })),
    orders[order] as (typeof orders)[TimeSlotOrder],
  );
}
