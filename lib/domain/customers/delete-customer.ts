import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { assertMatched } from "@/lib/domain/shared/find-owned";

/** Tickets would only lose their customer (the foreign key sets null), but a sale's buyer must not vanish. */
export async function deleteCustomer({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const where = { customerId: id, museumId: actor.museumId };
  const [memberships, tickets] = await Promise.all([db().membership.count({ where }), db().ticket.count({ where })]);
  assertUnused("customer", { memberships, tickets });
  assertMatched(await db().customer.deleteMany({ where: { id, museumId: actor.museumId } }), "customer");
}
