import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertMatched } from "@/lib/domain/shared/find-owned";

/** Deleting a field definition deletes every customer's value for it with it (cascade). */
export async function deleteCustomerField({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertMatched(await db().customerField.deleteMany({ where: { id, museumId: actor.museumId } }), "customer field");
}
