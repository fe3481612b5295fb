import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { forgetApiKeys } from "./api-key-cache";
import { apiKeySelect, type ApiKeyRecord } from "./list-api-keys";

/**
 * Revokes one of the museum's keys: the next request with it is 401 (this process forgets the keys
 * it remembered; api-key-cache.ts). Revoking a revoked key keeps its first revocation time; another
 * museum's key is NOT_FOUND.
 */
export async function revokeApiKey({ actor, id }: { actor: Actor; id: string }): Promise<ApiKeyRecord> {
  await db().apiKey.updateMany({ where: { id, museumId: actor.museumId, revokedAt: null }, data: { revokedAt: new Date() } });
  forgetApiKeys();
  return orNotFound(await db().apiKey.findFirst({ where: { id, museumId: actor.museumId }, select: apiKeySelect }), "API key");
}
