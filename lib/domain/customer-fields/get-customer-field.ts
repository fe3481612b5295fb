import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { customerFieldSelect, toCustomerFieldRecord, type CustomerFieldRecord } from "./customer-field-record";

export async function getCustomerField({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<CustomerFieldRecord> {
  const row = await dbOr(tx).customerField.findFirst({ where: { id, museumId: actor.museumId }, select: customerFieldSelect });
  return toCustomerFieldRecord(orNotFound(row, "customer field"));
}
