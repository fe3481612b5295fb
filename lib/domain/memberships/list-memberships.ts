import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";

export async function listMemberships({ actor, paging, filter }: { actor: Actor; paging: Paging; filter?: string }): Promise<ListResult<MembershipRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("MEMBERSHIP", filter, actor)] };
  return pagedList(paging, db().membership.count({ where }), async (page) =>
    (await db().membership.findMany({ where, select: membershipSelect, ...page })).map(toMembershipRecord),
  );
}
