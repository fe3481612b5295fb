import { db, type Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { dayWindow } from "@/lib/domain/shared/zoned-day";
import { AppError } from "@/lib/errors/app-error";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { checkInSelect, toCheckInRecord, type CheckInRecord } from "./check-in-record";

// The id breaks ties of the same instant, so pages never overlap.
const ORDERS = {
  // Oldest admission first: /v1's order, like every list's creation order.
  OLDEST_FIRST: [{ checkedInAt: "asc" as const }, { id: "asc" as const }],
  // Newest first: who just came in, the door's and the dashboard's view.
  NEWEST_FIRST: [{ checkedInAt: "desc" as const }, { id: "desc" as const }],
};
export type CheckInOrder = keyof typeof ORDERS;

export interface CheckInListArgs extends ListArgs {
  /** Only admissions on this calendar day (YYYY-MM-DD) of the museum's time zone. */
  day?: string;
  order?: CheckInOrder;
}

export async function listCheckIns({ actor, paging, filter, day, order = "OLDEST_FIRST" }: CheckInListArgs): Promise<ListResult<CheckInRecord>> {
  const filtered = await scopedWhere("CHECK_IN", filter, actor);
  const where = day === undefined ? filtered : { AND: [filtered, { checkedInAt: await museumDay(actor, day) }] };
  return pagedList(
    paging,
    db().checkIn.count({ where }),
    async (page) => (await db().checkIn.findMany({ where, select: checkInSelect, ...page })).map(toCheckInRecord),
    ORDERS[order],
  );
}

/** The instants of `day` in the museum's time zone, as a condition on a time column. */
export async function museumDay(actor: Actor, day: string): Promise<{ gte: Date; lt: Date }> {
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  const { from, to } = dayWindow(day, museum.timezone);
  return { gte: from, lt: to };
}

export async function getCheckIn({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<CheckInRecord> {
  const row = await dbOr(tx).checkIn.findFirst({ where: { id, museumId: actor.museumId }, select: checkInSelect });
  if (!row) throw new AppError("CHECK_IN_NOT_FOUND");
  return toCheckInRecord(row);
}
