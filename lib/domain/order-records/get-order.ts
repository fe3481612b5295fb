import { dbOr } from "@/lib/db/transaction";
import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { orderSelect, toOrderRecord, type OrderRecord } from "./order-record";

export async function getOrder({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<OrderRecord> {
  const row = await dbOr(tx).order.findFirst({ where: { id, museumId: actor.museumId }, select: orderSelect });
  if (!row) throw new AppError("ORDER_NOT_FOUND");
  return toOrderRecord(row);
}
