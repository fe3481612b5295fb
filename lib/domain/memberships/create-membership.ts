import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";
import type { CreateMembershipInput } from "./membership-schemas";

export async function createMembership({ actor, input }: { actor: Actor; input: CreateMembershipInput }): Promise<MembershipRecord> {
  assertDateOrder({ field: "validFrom", value: input.validFrom }, { field: "validTo", value: input.validTo }, "after");
  return auditedCreate(actor, "membership", async (tx) => {
    await assertReference(tx, actor, "customer", input.customerId);
    return toMembershipRecord(await tx.membership.create({ data: { ...input, museumId: actor.museumId }, select: membershipSelect }));
  }, "membership.created");
}
