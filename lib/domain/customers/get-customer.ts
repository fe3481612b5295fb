import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { customerSelect, toCustomerRecord, type CustomerRecord } from "./customer-record";

export async function getCustomer({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<CustomerRecord> {
  const row = await dbOr(tx).customer.findFirst({ where: { id, museumId: actor.museumId }, select: customerSelect });
  return toCustomerRecord(orNotFound(row, "customer"));
}
