import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { getMembership } from "./get-membership";
import type { MembershipRecord } from "./membership-record";
import type { UpdateMembershipInput } from "./membership-schemas";

export async function updateMembership({ actor, id, input }: { actor: Actor; id: string; input: UpdateMembershipInput }): Promise<MembershipRecord> {
  return auditedUpdate(actor, { entity: "membership", id, read: (tx) => getMembership({ actor, id, tx }) }, async (tx, current) => {
    assertDateOrder(
      { field: "validFrom", value: input.validFrom ?? current.validFrom },
      { field: "validTo", value: input.validTo ?? current.validTo },
      "after",
    );
    const statusChange = input.status && input.status !== current.status ? { cancelledAt: input.status === "CANCELLED" ? new Date() : null } : {};
    await tx.membership.update({ where: { id }, data: { ...input, ...statusChange } });
  }, (before, after) => (before.status !== "CANCELLED" && after.status === "CANCELLED" ? "membership.cancelled" : "membership.updated"));
}
