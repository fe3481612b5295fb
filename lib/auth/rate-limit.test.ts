import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import { consumeRateLimit } from "./rate-limit";

const limit = { max: 3, windowSeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe.each(testProviders())("the database rate limiter on %s", (provider) => {
  useTestDatabase(provider);

  it("allows max hits per window, then answers RATE_LIMITED until the oldest hit leaves the window", async () => {
    await consumeRateLimit("test", "a", limit, at(0));
    await consumeRateLimit("test", "a", limit, at(10));
    await consumeRateLimit("test", "a", limit, at(20));
    await expect(consumeRateLimit("test", "a", limit, at(30))).rejects.toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: 30 } });
    await consumeRateLimit("test", "b", limit, at(30));
    await consumeRateLimit("other", "a", limit, at(30));
    await consumeRateLimit("test", "a", limit, at(61));
    await expect(consumeRateLimit("test", "a", limit, at(62))).rejects.toMatchObject({ details: { retryAfterSeconds: 8 } });
  });

  it("keeps no hits older than the window, nor the subject in clear", async () => {
    await consumeRateLimit("sweep", "someone@example.test", limit, at(0));
    await consumeRateLimit("sweep", "someone@example.test", limit, at(120));
    const rows = await db().rateLimitHit.findMany({ where: { scope: "sweep" } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("someone");
  });

  it("never lets concurrent requests past the limit", async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => consumeRateLimit("burst", "x", limit, at(0))));
    expect(results.filter((result) => result.status === "fulfilled").length).toBeLessThanOrEqual(limit.max);
  });
});
