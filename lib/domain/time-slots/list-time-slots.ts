import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

/** `created` is every list's stable order (/v1's default); `startsAt` is the day's order, earliest start first. */
export type TimeSlotOrder = "created" | "startsAt";

/** Besides the filter: one event's slots, and slots starting in [from, to). */
interface TimeSlotNarrowing {
  eventId?: string;
  from?: Date;
  to?: Date;
}

const orders = {
  created: stableOrder,
  startsAt: [{ startsAt: "asc" as const }, { id: "asc" as const }],
};

export async function listTimeSlots({
  actor,
  paging,
  filter,
  order = "created",
  narrowing: { eventId, from, to } = {},
}: ListArgs & { order?: TimeSlotOrder; narrowing?: TimeSlotNarrowing }): Promise<ListResult<TimeSlotRecord>> {
  const filtered = await scopedWhere("TIME_SLOT", filter, actor);
  const narrowed = [...(eventId ? [{ eventId }] : []), ...(from ? [{ startsAt: { gte: from } }] : []), ...(to ? [{ startsAt: { lt: to } }] : [])];
  const where = narrowed.length === 0 ? filtered : { AND: [filtered, ...narrowed] };
  return pagedList(
    paging,
    db().timeSlot.count({ where }),
    async (page) => toTimeSlotRecords(await db().timeSlot.findMany({ where, select: timeSlotSelect, ...page })),
    orders[order] as (typeof orders)[TimeSlotOrder],
  );
}
