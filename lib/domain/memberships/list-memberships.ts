import { db } from "@/lib/db/client";
import { stableOrder } from "@/lib/db/stable-order";
import type { Actor } from "@/lib/domain/actor";
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

/** Every membership of one of the museum's customers, oldest first (a customer has a few). */
export async function membershipsOfCustomer({ actor, customerId }: { actor: Actor; customerId: string }): Promise<MembershipRecord[]> {
  const rows = await db().membership.findMany({ where: { museumId: actor.museumId, customerId }, select: membershipSelect, orderBy: stableOrder });
  return rows.map(toMembershipRecord);
}
