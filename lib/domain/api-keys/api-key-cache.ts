import type { Actor } from "@/lib/domain/actor";
import { processWide } from "@/lib/process/process-wide";

// Authenticated API keys, remembered for a few seconds so a busy integrator's requests do not each
// look their key up. A key revoked in this process stops working at once (revocation clears the
// cache); one revoked by another process sharing the database works here for at most
// API_KEY_CACHE_MS longer. Every service that revokes keys calls forgetApiKeys. Unknown keys are
// never remembered, so guessing cannot fill the cache.
export const API_KEY_CACHE_MS = 5_000;
const MAX_KEYS = 10_000;

export interface CachedApiKey {
  actor: Actor;
  /** When lastUsedAt was last written, as epoch milliseconds (null: never). */
  lastUsedAt: number | null;
  expiresAt: number;
}

// Process-wide (lib/process/process-wide.ts): Next's bundle and the server's /v1 dispatch each load
// this module, and a revocation through either must clear the one cache both authenticate from.
const keys = processWide("api-keys", () => new Map<string, CachedApiKey>());

/** The key with this hash when it was authenticated less than API_KEY_CACHE_MS ago. */
export function cachedApiKey(keyHash: string, now: number): CachedApiKey | undefined {
  const entry = keys.get(keyHash);
  if (entry && entry.expiresAt <= now) {
    keys.delete(keyHash);
    return undefined;
  }
  return entry;
}

export function rememberApiKey(keyHash: string, actor: Actor, lastUsedAt: number | null, now: number): void {
  keys.delete(keyHash);
  if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value!);
  keys.set(keyHash, { actor, lastUsedAt, expiresAt: now + API_KEY_CACHE_MS });
}

/** Forgets every remembered key; called whenever keys are revoked. */
export function forgetApiKeys(): void {
  keys.clear();
}
