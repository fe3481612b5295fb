import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { AppError } from "@/lib/errors/app-error";
import type { CustomerFieldRecord } from "./customer-field-record";
import type { UpdateCustomerFieldInput } from "./customer-field-schemas";
import { getCustomerField } from "./get-customer-field";

/** Values are stored in the column of the field's type, so the type is fixed once any value exists. */
export async function updateCustomerField({ actor, id, input }: { actor: Actor; id: string; input: UpdateCustomerFieldInput }): Promise<CustomerFieldRecord> {
  return auditedUpdate(actor, { entity: "customerField", id, read: (tx) => getCustomerField({ actor, id, tx }) }, async (tx, current) => {
    if (input.type !== undefined && input.type !== current.type && (await tx.customerFieldValue.count({ where: { fieldId: id } })) > 0) {
      throw new AppError("FIELD_TYPE_LOCKED", undefined, [{ path: "type", message: `Customers have values for this field; its type stays ${current.type}.` }]);
    }
    await tx.customerField.update({ where: { id }, data: input });
  });
}
