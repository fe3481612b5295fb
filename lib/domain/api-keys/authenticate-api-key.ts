import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Actor } from "@/lib/domain/actor";
import { hashApiKey, looksLikeApiKey } from "./api-key-secret";

// lastUsedAt is written at most once a minute per key, so a busy integrator does not turn every
// read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

/** Finds the museum an API key belongs to. Unknown, malformed and revoked keys look the same. */
export async function authenticateApiKey(key: string): Promise<Actor> {
  if (!looksLikeApiKey(key)) throw new AppError("UNAUTHORIZED", "The API key is not valid.");
  const apiKey = await db().apiKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    select: { id: true, museumId: true, revokedAt: true, lastUsedAt: true },
  });
  if (!apiKey || apiKey.revokedAt) throw new AppError("UNAUTHORIZED", "The API key is not valid.");
  const now = Date.now();
  if (!apiKey.lastUsedAt || now - apiKey.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db().apiKey.update({ where: { id: apiKey.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { museumId: apiKey.museumId, apiKeyId: apiKey.id };
}
