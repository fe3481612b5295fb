import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { CountStore } from "./count-store";

// The store when REDIS_URL is set: one pipeline per flush, INCRBY and PEXPIREAT per window. Keys
// start with a hash of DATABASE_URL, so the processes of one Foyer (one database) share their counts
// and another Foyer on the same Redis does not.

export function redisStore(url: string, databaseUrl: string): CountStore {
  const prefix = `foyer:rate:${createHash("sha256").update(databaseUrl).digest("hex").slice(0, 16)}:`;
  let client: Promise<Redis> | null = null;
  const connect = () =>
    (client ??= import("ioredis").then(({ Redis: RedisClient }) => {
      // A flush must fail, not wait, while Redis is away: its counts stay here for the next one.
      const redis = new RedisClient(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
      // Connection errors surface as failed flushes, which the limiter logs; ioredis reconnects.
      redis.on("error", () => undefined);
      return redis;
    }));
  const ready = async (): Promise<Redis> => {
    const redis = await connect();
    if (redis.status !== "ready") await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Redis is not reachable")), 2_000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return redis;
  };
  return {
    async add(increments) {
      const redis = await ready();
      const pipeline = redis.pipeline();
      for (const { key, delta, expiresAt } of increments) pipeline.incrby(prefix + key, delta).pexpireat(prefix + key, expiresAt);
      const results = (await pipeline.exec()) ?? [];
      const totals = new Map<string, number>();
      increments.forEach(({ key }, index) => {
        const [error, total] = results[index * 2] ?? [new Error("no reply")];
        if (error) throw error;
        totals.set(key, Number(total));
      });
      return totals;
    },
    async deleteExpired() {},
    async close() {
      if (!client) return;
      const redis = await client;
      client = null;
      redis.disconnect();
    },
  };
}
