import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";

export async function listMemberships({ actor, paging, filter }: ListArgs): Promise<ListResult<MembershipRecord>> {
  const where = await scopedWhere("MEMBERSHIP", filter, actor);
  return pagedList(paging, db().membership.count({ where }), async (page) =>
    (await db().membership.findMany({ where, select: membershipSelect, ...page })).map(toMembershipRecord),
  );
}
