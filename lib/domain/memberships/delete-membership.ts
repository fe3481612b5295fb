import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertMatched } from "@/lib/domain/shared/find-owned";

export async function deleteMembership({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertMatched(await db().membership.deleteMany({ where: { id, museumId: actor.museumId } }), "membership");
}
