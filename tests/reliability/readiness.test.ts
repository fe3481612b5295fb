import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";

// GET /readyz (docs/reliability.md, "Health and readiness"): ready when the database takes writes, every
// shipped migration is applied, the background work ticks and the rate-limit store answers; otherwise
// 503, naming the part that is not.

describe.each(testProviders())("readiness on %s", (provider) => {
  let foyer: RunningFoyer;
  beforeAll(async () => {
    foyer = await startFoyer(provider, { EMAIL_POLL_MS: "100", WEBHOOK_POLL_MS: "100", DAILY_SUMMARY_CHECK_SECONDS: "0" });
    chooseDatabaseUrl(foyer.database.url);
  });
  afterAll(async () => {
    await disconnectAll();
    await foyer?.stop();
    await foyer?.database.drop();
  });

  it("is ready with every part checked, a piece of work turned off said to be off, and /healthz answers as before", async () => {
    const api = apiClient(foyer.baseUrl);
    const ready = await api.get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("ready");
    expect(ready.body.checks).toMatchObject({
      database: { ok: true, detail: provider },
      migrations: { ok: true, detail: expect.stringMatching(/^\d+ applied$/) },
      rateLimitStore: { ok: true, detail: "ok" },
      "email outbox": { ok: true },
      "webhook outbox": { ok: true },
      "expiry sweep": { ok: true },
      "personal data removal": { ok: true },
      "daily summaries": { ok: true, detail: "off" },
    });
    expect(ready.body.checks["email outbox"].detail).toBeUndefined();
    expect((await api.get("/healthz")).body).toEqual({ status: "ok", database: provider });
  });

  it("is not ready while a shipped migration is not applied, and says which", async () => {
    const [latest] = await db().$queryRawUnsafe<{ name: string; checksum: string; applied_at: string }[]>(
      `SELECT name, checksum, applied_at FROM "_foyer_migrations" ORDER BY name DESC LIMIT 1`,
    );
    await db().$executeRawUnsafe(`DELETE FROM "_foyer_migrations" WHERE name = '${latest!.name}'`);
    try {
      const answer = await apiClient(foyer.baseUrl).get("/readyz");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.body).toMatchObject({ status: "not_ready", checks: { migrations: { ok: false, detail: `1 pending, first ${latest!.name}` }, database: { ok: true } } });
    } finally {
      await db().$executeRawUnsafe(
        `INSERT INTO "_foyer_migrations" (name, checksum, applied_at) VALUES ('${latest!.name}', '${latest!.checksum}', '${latest!.applied_at}')`,
      );
    }
    expect((await apiClient(foyer.baseUrl).get("/readyz")).status).toBe(200);
  });
});

describe("readiness with an unreachable rate-limit store", () => {
  let foyer: RunningFoyer;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: the store never answers.
    foyer = await startFoyer("sqlite", { REDIS_URL: "redis://127.0.0.1:9" });
  });
  afterAll(async () => {
    await foyer?.stop();
    await foyer?.database.drop();
  });

  it("is not ready, naming the store, while the rest is", async () => {
    const answer = await apiClient(foyer.baseUrl).get("/readyz");
    expect(answer.status).toBe(503);
    expect(answer.body.checks).toMatchObject({ rateLimitStore: { ok: false, detail: "did not answer" }, database: { ok: true }, migrations: { ok: true } });
  });
});
