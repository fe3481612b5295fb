import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { getMembership } from "./get-membership";

export async function deleteMembership({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "membership", id, read: (tx) => getMembership({ actor, id, tx }) }, (tx) => tx.membership.delete({ where: { id } }));
}
