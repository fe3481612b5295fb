import type { Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { forgetApiKeys } from "./api-key-cache";
import { apiKeySelect, type ApiKeyRecord } from "./list-api-keys";

/**
 * Revokes one of the museum's keys: the next request with it is 401 (this process forgets the keys
 * it remembered; api-key-cache.ts). Revoking a revoked key keeps its first revocation time and
 * writes no audit entry; another museum's key is NOT_FOUND.
 */
export async function revokeApiKey({ actor, id }: { actor: Actor; id: string }): Promise<ApiKeyRecord> {
  const read = async (tx: Tx) => orNotFound(await tx.apiKey.findFirst({ where: { id, museumId: actor.museumId }, select: apiKeySelect }), "API key");
  const revoked = await inTransaction(undefined, async (tx) => {
    const before = await read(tx);
    if (before.revokedAt) return before;
    await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    const after = await read(tx);
    await recordChanges(tx, actor, [{ entity: "apiKey", entityId: id, action: "revoke", before, after }]);
    return after;
  });
  forgetApiKeys();
  return revoked;
}
