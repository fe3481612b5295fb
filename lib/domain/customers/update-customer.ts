import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { customFieldRows } from "./custom-field-values";
import type { CustomerRecord } from "./customer-record";
import type { UpdateCustomerInput } from "./customer-schemas";
import { getCustomer } from "./get-customer";
import { assertMemberNumberFree } from "./member-number";

export async function updateCustomer({ actor, id, input }: { actor: Actor; id: string; input: UpdateCustomerInput }): Promise<CustomerRecord> {
  return auditedUpdate(actor, { entity: "customer", id, read: (tx) => getCustomer({ actor, id, tx }) }, async (tx) => {
    const { customFields, ...fields } = input;
    await assertMemberNumberFree(tx, actor, fields.memberNumber, id);
    await tx.customer.update({ where: { id }, data: { ...fields, updatedAt: new Date() } });
    if (customFields) {
      const { fieldIds, rows } = await customFieldRows(tx, actor, customFields);
      await tx.customerFieldValue.deleteMany({ where: { customerId: id, fieldId: { in: fieldIds } } });
      await tx.customerFieldValue.createMany({ data: rows.map((row) => ({ ...row, customerId: id })) });
    }
  }, "customer.updated");
}
