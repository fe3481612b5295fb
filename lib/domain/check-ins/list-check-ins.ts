import { db, type Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { AppError } from "@/lib/errors/app-error";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { checkInSelect, toCheckInRecord, type CheckInRecord } from "./check-in-record";

// Oldest admission first, the id breaking ties so pages never overlap.
const byAdmission = [{ checkedInAt: "asc" as const }, { id: "asc" as const }];

export async function listCheckIns({ actor, paging, filter }: ListArgs): Promise<ListResult<CheckInRecord>> {
  const where = await scopedWhere("CHECK_IN", filter, actor);
  return pagedList(
    paging,
    db().checkIn.count({ where }),
    async (page) => (await db().checkIn.findMany({ where, select: checkInSelect, ...page })).map(toCheckInRecord),
    byAdmission,
  );
}

export async function getCheckIn({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<CheckInRecord> {
  const row = await dbOr(tx).checkIn.findFirst({ where: { id, museumId: actor.museumId }, select: checkInSelect });
  if (!row) throw new AppError("CHECK_IN_NOT_FOUND");
  return toCheckInRecord(row);
}
