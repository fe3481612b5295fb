import type { DbOrTx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";

/** A looked-up record, or NOT_FOUND: another museum's record reads exactly like a missing one. */
export function orNotFound<T>(record: T | null, what: string): T {
  if (record === null) throw new AppError("NOT_FOUND", `No such ${what}.`);
  return record;
}

const references = {
  location: { code: "LOCATION_NOT_FOUND", find: (db: DbOrTx, where: Where) => db.location.findFirst({ where, select: { id: true } }) },
  event: { code: "EVENT_NOT_FOUND", find: (db: DbOrTx, where: Where) => db.event.findFirst({ where, select: { id: true } }) },
  customer: { code: "CUSTOMER_NOT_FOUND", find: (db: DbOrTx, where: Where) => db.customer.findFirst({ where, select: { id: true } }) },
} satisfies Record<string, { code: ErrorCode; find: (db: DbOrTx, where: Where) => Promise<{ id: string } | null> }>;

interface Where {
  id: string;
  museumId: string;
}

/**
 * Checks that an id named in a request body is a record of the actor's museum, so no record can
 * point across museums. Absent (undefined or null) ids pass.
 */
export async function assertReference(db: DbOrTx, actor: Actor, kind: keyof typeof references, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const reference = references[kind];
  if (!(await reference.find(db, { id, museumId: actor.museumId }))) {
    throw new AppError(reference.code, undefined, [{ path: `${kind}Id`, message: `No ${kind} ${id} in this museum.` }]);
  }
}
