import { db, type DbOrTx, type Tx } from "./client";

/**
 * Runs `work` in a transaction, or inside the caller's transaction when one is passed, so services
 * compose: a service that takes an optional `tx` calls `inTransaction(tx, …)`.
 */
export async function inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (tx) return work(tx);
  return db().$transaction(work, { maxWait: 10_000, timeout: 20_000 });
}

export function dbOr(tx: Tx | undefined): DbOrTx {
  return tx ?? db();
}
