import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

export async function listTimeSlots({ actor, paging, filter }: { actor: Actor; paging: Paging; filter?: string }): Promise<ListResult<TimeSlotRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("TIME_SLOT", filter, actor)] };
  return pagedList(paging, db().timeSlot.count({ where }), async (page) =>
    toTimeSlotRecords(await db().timeSlot.findMany({ where, select: timeSlotSelect, ...page })),
  );
}
