import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { getCustomerField } from "./get-customer-field";

/** Deleting a field definition deletes every customer's value for it with it (cascade). */
export async function deleteCustomerField({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "customerField", id, read: (tx) => getCustomerField({ actor, id, tx }) }, (tx) =>
    tx.customerField.delete({ where: { id } }),
  );
}
