import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { AppError } from "@/lib/errors/app-error";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";
import type { UpdateCustomerFieldInput } from "./customer-field-schemas";

/** Values are stored in the column of the field's type, so the type is fixed once any value exists. */
export async function updateCustomerField({ actor, id, input }: { actor: Actor; id: string; input: UpdateCustomerFieldInput }): Promise<CustomerFieldRecord> {
  return inTransaction(undefined, async (tx) => {
    const current = orNotFound(await tx.customerField.findFirst({ where: { id, museumId: actor.museumId }, select: { type: true } }), "customer field");
    if (input.type !== undefined && input.type !== current.type && (await tx.customerFieldValue.count({ where: { fieldId: id } })) > 0) {
      throw new AppError("FIELD_TYPE_LOCKED", undefined, [{ path: "type", message: `Customers have values for this field; its type stays ${current.type}.` }]);
    }
    return toCustomerFieldRecord(await tx.customerField.update({ where: { id }, data: input, select: customerFieldSelect }));
  });
}
