import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Actor } from "@/lib/domain/actor";
import { cachedApiKey, rememberApiKey } from "./api-key-cache";
import { hashApiKey, looksLikeApiKey } from "./api-key-secret";

// lastUsedAt is written at most once a minute per key, so a busy integrator does not turn every
// read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Finds the museum an API key belongs to. Unknown, malformed and revoked keys look the same. A key
 * seen in the last few seconds is answered from memory (api-key-cache.ts says how revocation works).
 */
export async function authenticateApiKey(key: string): Promise<Actor> {
  if (!looksLikeApiKey(key)) throw new AppError("UNAUTHORIZED", "The API key is not valid.");
  const keyHash = hashApiKey(key);
  const now = Date.now();
  const cached = cachedApiKey(keyHash, now);
  if (cached) {
    if (isStale(cached.lastUsedAt, now)) {
      cached.lastUsedAt = now;
      await touch(cached.actor.apiKeyId!, now);
    }
    return { ...cached.actor };
  }
  const apiKey = await db().apiKey.findUnique({
    where: { keyHash },
    select: { id: true, museumId: true, revokedAt: true, lastUsedAt: true },
  });
  if (!apiKey || apiKey.revokedAt) throw new AppError("UNAUTHORIZED", "The API key is not valid.");
  let lastUsedAt = apiKey.lastUsedAt?.getTime() ?? null;
  if (isStale(lastUsedAt, now)) {
    await touch(apiKey.id, now);
    lastUsedAt = now;
  }
  const actor = { museumId: apiKey.museumId, apiKeyId: apiKey.id };
  rememberApiKey(keyHash, actor, lastUsedAt, now);
  return { ...actor };
}

const isStale = (lastUsedAt: number | null, now: number) => lastUsedAt === null || now - lastUsedAt > LAST_USED_RESOLUTION_MS;

async function touch(apiKeyId: string, now: number): Promise<void> {
  await db().apiKey.update({ where: { id: apiKeyId }, data: { lastUsedAt: new Date(now) } });
}
