import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { customFieldRows } from "./custom-field-values";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "./customer-record";
import type { CreateCustomerInput } from "./customer-schemas";
import { assertMemberNumberFree } from "./member-number";

export async function createCustomer({ actor, input }: { actor: Actor; input: CreateCustomerInput }): Promise<CustomerRecord> {
  return auditedCreate(actor, "customer", async (tx) => {
    const { customFields, ...fields } = input;
    await assertMemberNumberFree(tx, actor, fields.memberNumber);
    const { rows } = await customFieldRows(tx, actor, customFields ?? {});
    const row = await tx.customer.create({
      data: { ...fields, museumId: actor.museumId, fieldValues: { create: rows } },
      select: customerSelect,
    });
    return toCustomerRecord(row);
  }, "customer.created");
}
