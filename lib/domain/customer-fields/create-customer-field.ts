import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";
import type { CreateCustomerFieldInput } from "./customer-field-schemas";

/** A key already used in the museum answers 409 ALREADY_EXISTS (the unique index, mapped by the wrapper). */
export async function createCustomerField({ actor, input }: { actor: Actor; input: CreateCustomerFieldInput }): Promise<CustomerFieldRecord> {
  return auditedCreate(actor, "customerField", async (tx) =>
    toCustomerFieldRecord(await tx.customerField.create({ data: { ...input, museumId: actor.museumId }, select: customerFieldSelect })),
  );
}
