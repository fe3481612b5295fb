import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { getCustomer } from "./get-customer";

/** Tickets would only lose their customer (the foreign key sets null), but a sale's buyer must not vanish. */
export async function deleteCustomer({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "customer", id, read: (tx) => getCustomer({ actor, id, tx }) }, async (tx) => {
    const where = { customerId: id, museumId: actor.museumId };
    assertUnused("customer", { memberships: await tx.membership.count({ where }), tickets: await tx.ticket.count({ where }) });
    await tx.customer.delete({ where: { id } });
  });
}
