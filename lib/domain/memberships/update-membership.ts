import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { membershipSelect, toMembershipRecord, type MembershipRecord } from "./membership-record";
import type { UpdateMembershipInput } from "./membership-schemas";

export async function updateMembership({ actor, id, input }: { actor: Actor; id: string; input: UpdateMembershipInput }): Promise<MembershipRecord> {
  const current = orNotFound(
    await db().membership.findFirst({
      where: { id, museumId: actor.museumId },
      select: { validFrom: true, validTo: true, status: true, cancelledAt: true },
    }),
    "membership",
  );
  assertDateOrder(
    { field: "validFrom", value: input.validFrom ?? current.validFrom },
    { field: "validTo", value: input.validTo ?? current.validTo },
    "after",
  );
  const data = { ...input, ...(input.status && input.status !== current.status ? { cancelledAt: input.status === "CANCELLED" ? new Date() : null } : {}) };
  return toMembershipRecord(await db().membership.update({ where: { id }, data, select: membershipSelect }));
}
