import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

export async function listTimeSlots({ actor, paging, filter }: ListArgs): Promise<ListResult<TimeSlotRecord>> {
  const where = await scopedWhere("TIME_SLOT", filter, actor);
  return pagedList(paging, db().timeSlot.count({ where }), async (page) =>
    toTimeSlotRecords(await db().timeSlot.findMany({ where, select: timeSlotSelect, ...page })),
  );
}
