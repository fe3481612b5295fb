import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { API_KEY_CACHE_MS } from "./api-key-cache";
import { authenticateApiKey } from "./authenticate-api-key";
import { createApiKey } from "./create-api-key";
import { revokeApiKeysNamed } from "./revoke-api-keys";

// Keys are remembered for a few seconds (api-key-cache.ts). These pin down what that may and may not
// change: a revocation through the service works at once, one made elsewhere within the bound.

describe.each(testProviders())("API key authentication on %s", (provider) => {
  useTestDatabase(provider);
  afterEach(() => vi.useRealTimers());

  const newKey = async (slug: string) => {
    const museum = await createMuseum({ name: slug, slug: `${slug}-${provider}` });
    return { museumId: museum.id, ...(await createApiKey({ museumId: museum.id, name: "integration" })) };
  };
  const refused = { code: "UNAUTHORIZED" };

  it("stops accepting a key the moment the service revokes it, though it was just remembered", async () => {
    const key = await newKey("revoked-here");
    expect(await authenticateApiKey(key.key)).toEqual({ museumId: key.museumId, apiKeyId: key.id });
    expect(await revokeApiKeysNamed(key.museumId, "integration")).toBe(1);
    await expect(authenticateApiKey(key.key)).rejects.toMatchObject(refused);
  });

  it("stops accepting a key revoked by another process within API_KEY_CACHE_MS", async () => {
    const key = await newKey("revoked-elsewhere");
    vi.useFakeTimers({ toFake: ["Date"] });
    await authenticateApiKey(key.key);
    // Another process revokes it: this one's memory is not told.
    await db().apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    vi.setSystemTime(Date.now() + API_KEY_CACHE_MS - 1);
    expect((await authenticateApiKey(key.key)).museumId).toBe(key.museumId);
    vi.setSystemTime(Date.now() + 2);
    await expect(authenticateApiKey(key.key)).rejects.toMatchObject(refused);
  });

  it("remembers no unknown key and still records use at most once a minute", async () => {
    const key = await newKey("last-used");
    vi.useFakeTimers({ toFake: ["Date"] });
    await expect(authenticateApiKey(`fy_${"a".repeat(43)}`)).rejects.toMatchObject(refused);
    await authenticateApiKey(key.key);
    const first = (await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(first).not.toBeNull();
    vi.setSystemTime(Date.now() + 30_000);
    await authenticateApiKey(key.key);
    expect((await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt).toEqual(first);
    vi.setSystemTime(Date.now() + 31_000);
    await authenticateApiKey(key.key);
    expect((await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt!.getTime()).toBeGreaterThan(first!.getTime());
  });
});
