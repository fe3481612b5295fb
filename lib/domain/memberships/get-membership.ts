import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";

export async function getMembership({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<MembershipRecord> {
  const row = await dbOr(tx).membership.findFirst({ where: { id, museumId: actor.museumId }, select: membershipSelect });
  return toMembershipRecord(orNotFound(row, "membership"));
}
