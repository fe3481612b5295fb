import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { assertMatched } from "@/lib/domain/shared/find-owned";
import { customFieldRows } from "./custom-field-values";
import type { CustomerRecord } from "./customer-record";
import type { UpdateCustomerInput } from "./customer-schemas";
import { getCustomer } from "./get-customer";
import { assertMemberNumberFree } from "./member-number";

export async function updateCustomer({ actor, id, input }: { actor: Actor; id: string; input: UpdateCustomerInput }): Promise<CustomerRecord> {
  return inTransaction(undefined, async (tx) => {
    const { customFields, ...fields } = input;
    await assertMemberNumberFree(tx, actor, fields.memberNumber, id);
    assertMatched(await tx.customer.updateMany({ where: { id, museumId: actor.museumId }, data: { ...fields, updatedAt: new Date() } }), "customer");
    if (customFields) {
      const { fieldIds, rows } = await customFieldRows(tx, actor, customFields);
      await tx.customerFieldValue.deleteMany({ where: { customerId: id, fieldId: { in: fieldIds } } });
      await tx.customerFieldValue.createMany({ data: rows.map((row) => ({ ...row, customerId: id })) });
    }
    return getCustomer({ actor, id, tx });
  });
}
