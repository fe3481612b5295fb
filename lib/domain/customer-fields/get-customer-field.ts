import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";

export async function getCustomerField({ actor, id }: { actor: Actor; id: string }): Promise<CustomerFieldRecord> {
  const row = await db().customerField.findFirst({ where: { id, museumId: actor.museumId }, select: customerFieldSelect });
  return toCustomerFieldRecord(orNotFound(row, "customer field"));
}
