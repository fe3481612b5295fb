import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";

export async function getMembership({ actor, id }: { actor: Actor; id: string }): Promise<MembershipRecord> {
  const row = await db().membership.findFirst({ where: { id, museumId: actor.museumId }, select: membershipSelect });
  return toMembershipRecord(orNotFound(row, "membership"));
}
