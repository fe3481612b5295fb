import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";
import type { CreateMembershipInput } from "./membership-schemas";

export async function createMembership({ actor, input }: { actor: Actor; input: CreateMembershipInput }): Promise<MembershipRecord> {
  assertDateOrder({ field: "validFrom", value: input.validFrom }, { field: "validTo", value: input.validTo }, "after");
  await assertReference(db(), actor, "customer", input.customerId);
  return toMembershipRecord(await db().membership.create({ data: { ...input, museumId: actor.museumId }, select: membershipSelect }));
}
