import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";
import type { CreateCustomerFieldInput } from "./customer-field-schemas";

/** A key already used in the museum answers 409 ALREADY_EXISTS (the unique index, mapped by the wrapper). */
export async function createCustomerField({ actor, input }: { actor: Actor; input: CreateCustomerFieldInput }): Promise<CustomerFieldRecord> {
  return toCustomerFieldRecord(await db().customerField.create({ data: { ...input, museumId: actor.museumId }, select: customerFieldSelect }));
}
