import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisTestsEnabled, TEST_REDIS_URL } from "@/tests/support/redis";
import { db } from "@/lib/db/client";
import { testProviders } from "@/tests/support/databases";
import { useTestDatabase } from "@/tests/support/use-database";
import type { LimitRule } from "./config";
import type { CountStore, WindowIncrement } from "./count-store";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import { postgresStore } from "./postgres-store";
import { redisStore } from "./redis-store";
import { sqliteStore } from "./sqlite-store";
import { WindowLimiter } from "./window-limiter";

// The limiter's logic on each real store: windows, flushes, and two limiters (two processes) sharing
// one store. Times are fixed, far from now, so every test decides its own windows.

const perSecond = (limit: number, scope = "test"): LimitRule => ({ scope, limit, windowSeconds: 1 });
let clock = Date.UTC(2031, 0, 1);
/** The start of a fresh one-second window, plus `offset` ms. */
const freshWindow = (offset = 100) => (clock += 10_000) + offset;

/** The start of a fresh one-minute window. */
const freshMinute = () => Math.ceil((clock += 600_000) / 60_000) * 60_000;

function admitted(limiter: WindowLimiter, rule: LimitRule, subject: string, count: number, now: number): number {
  let allowed = 0;
  for (let i = 0; i < count; i++) if (limiter.take(rule, subject, now).allowed) allowed++;
  return allowed;
}

function limiterContract(name: string, makeStore: () => CountStore) {
  describe(name, () => {
    const stores: CountStore[] = [];
    const limiterOn = (store: CountStore) => new WindowLimiter(store, 1_000);
    const sharedPair = () => {
      const store = makeStore();
      stores.push(store);
      return [limiterOn(store), limiterOn(store)] as const;
    };
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
    });

    it("admits the limit in a window, refuses with the seconds to its end, and admits again in the next", () => {
      const [limiter] = sharedPair();
      const rule = perSecond(3);
      const start = freshWindow(300);
      expect(admitted(limiter, rule, "a", 3, start)).toBe(3);
      expect(limiter.take(rule, "a", start)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 1 });
      expect(limiter.take(rule, "b", start)).toMatchObject({ allowed: true, remaining: 2 });
      expect(limiter.take(perSecond(3, "other"), "a", start).allowed).toBe(true);
      expect(limiter.take(rule, "a", start + 700)).toMatchObject({ allowed: true, remaining: 2 });
      const minute: LimitRule = { scope: "minute", limit: 1, windowSeconds: 60 };
      const minuteStart = Math.floor(start / 60_000) * 60_000;
      expect(limiter.take(minute, "a", minuteStart).allowed).toBe(true);
      expect(limiter.take(minute, "a", minuteStart + 15_000)).toMatchObject({ allowed: false, resetSeconds: 45 });
      expect(limiter.peek(minute, "a", minuteStart + 60_000)).toMatchObject({ allowed: true, remaining: 1 });
    });

    it("peek decides without counting", () => {
      const [limiter] = sharedPair();
      const rule = perSecond(2);
      const now = freshWindow();
      expect(limiter.peek(rule, "a", now)).toMatchObject({ allowed: true, remaining: 2 });
      expect(limiter.take(rule, "a", now).allowed).toBe(true);
      for (let i = 0; i < 3; i++) expect(limiter.peek(rule, "a", now)).toMatchObject({ allowed: true, remaining: 1 });
      expect(limiter.take(rule, "a", now).allowed).toBe(true);
      expect(limiter.peek(rule, "a", now).allowed).toBe(false);
      expect(limiter.peek(rule, "a", now + 1_000)).toMatchObject({ allowed: true, remaining: 2 });
      expect(limiter.take(rule, "a", now + 1_000).allowed).toBe(true);
    });

    it("shares counts through the store: a process that flushed learns what the others admitted", async () => {
      const [first, second] = sharedPair();
      const rule = perSecond(10);
      const now = freshWindow();
      expect(admitted(first, rule, "key", 7, now)).toBe(7);
      expect(admitted(second, rule, "key", 1, now)).toBe(1);
      await first.flush(now);
      await second.flush(now);
      // The second learned 8; the first learns it at its next flush, though it admitted nothing since.
      expect(admitted(second, rule, "key", 5, now)).toBe(2);
      await second.flush(now + 100);
      await first.flush(now + 100);
      expect(first.take(rule, "key", now + 100).allowed).toBe(false);
      expect(admitted(first, rule, "key", 5, now + 200) + admitted(second, rule, "key", 5, now + 200)).toBe(0);
    });

    it("two processes never admit more than the limit plus what the other admits between two flushes", async () => {
      const rule = perSecond(50);
      for (const perInterval of [1, 3, 5, 8]) {
        const [first, second] = sharedPair();
        const start = freshWindow(0);
        let total = 0;
        // Ten flush intervals of one second's window; each process gets `perInterval` requests in each.
        for (let interval = 0; interval < 10; interval++) {
          const now = start + interval * 100;
          total += admitted(first, rule, "drop", perInterval, now) + admitted(second, rule, "drop", perInterval, now);
          await Promise.all([first.flush(now + 50), second.flush(now + 50)]);
        }
        const offered = 2 * perInterval * 10;
        expect(total).toBeLessThanOrEqual(rule.limit + perInterval);
        expect(total).toBeLessThanOrEqual(offered);
        if (offered > rule.limit) expect(total).toBeGreaterThanOrEqual(rule.limit);
      }
    });

    it("exact limits: two processes together admit the limit at once, and refused requests are taken back", async () => {
      const [first, second] = sharedPair();
      const rule: LimitRule = { scope: "exact", limit: 3, windowSeconds: 60 };
      const start = freshMinute();
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).takeExact(rule, "203.0.113.7", start + 10_000)));
      expect(burst.filter((decision) => decision.allowed)).toHaveLength(3);
      // Nothing counted falls out of the window until it ends: room comes 1 ms into the next one.
      expect(await first.takeExact(rule, "203.0.113.7", start + 10_000)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 51 });
      expect((await first.takeExact(rule, "198.51.100.1", start + 10_000)).allowed).toBe(true);
      // Half-way through the next window, half of the previous window's 3 (rounded down) still counts:
      // 2 more fit. Had the 5 refused requests counted, none would.
      const halfWay = start + 90_000;
      expect((await second.takeExact(rule, "203.0.113.7", halfWay)).allowed).toBe(true);
      expect((await first.takeExact(rule, "203.0.113.7", halfWay)).allowed).toBe(true);
      // The share is 1 until 40 s into the window (3 × 20/60), then 0.
      expect(await second.takeExact(rule, "203.0.113.7", halfWay)).toMatchObject({ allowed: false, resetSeconds: 11 });
      expect((await second.takeExact(rule, "203.0.113.7", halfWay + 10_000)).allowed).toBe(false);
      expect((await first.takeExact(rule, "203.0.113.7", halfWay + 10_001)).allowed).toBe(true);
    });

    it("a burst reaching every process before any flush is admitted at most once per process (N × limit)", async () => {
      const [first, second] = sharedPair();
      const rule = perSecond(20);
      const now = freshWindow();
      expect(admitted(first, rule, "cold", 100, now) + admitted(second, rule, "cold", 100, now)).toBe(40);
      await Promise.all([first.flush(now), second.flush(now)]);
      expect(first.take(rule, "cold", now).allowed || second.take(rule, "cold", now).allowed).toBe(false);
    });
  });
}

/** A store that fails while `down` is set, to show a failed flush loses no counts. */
function flakyStore(inner: CountStore): CountStore & { down: boolean } {
  return {
    down: false,
    add(increments: WindowIncrement[]) {
      return this.down ? Promise.reject(new Error("store down")) : inner.add(increments);
    },
    deleteExpired: (now) => inner.deleteExpired(now),
    close: () => inner.close(),
  };
}

/** The store `npm start` uses for the database of DATABASE_URL. */
function databaseStore(): CountStore {
  return parseDatabaseUrl().provider === "sqlite" ? sqliteStore() : postgresStore();
}

describe.each(testProviders())("the rate limiter on the %s database", (provider) => {
  useTestDatabase(provider);
  limiterContract("shared through the database", databaseStore);

  it("keeps counts a failed flush could not send, and sends them with the next", async () => {
    const store = flakyStore(databaseStore());
    const limiter = new WindowLimiter(store, 1_000);
    const rule = perSecond(10, "flaky");
    const now = freshWindow();
    admitted(limiter, rule, "x", 4, now);
    store.down = true;
    await limiter.flush(now);
    expect(limiter.take(rule, "x", now)).toMatchObject({ allowed: true, remaining: 5 });
    store.down = false;
    await limiter.flush(now);
    const other = new WindowLimiter(store, 1_000);
    other.take(rule, "x", now);
    await other.flush(now);
    expect(other.peek(rule, "x", now).remaining).toBe(10 - 6);
  });

  it("counts what a flush sent once while the flush's sweep of expired windows is still on its way", async () => {
    const inner = databaseStore();
    let sweepDone: () => void = () => undefined;
    const slowSweep: CountStore = {
      add: (increments) => inner.add(increments),
      deleteExpired: (now) => new Promise<void>((resolve) => (sweepDone = resolve)).then(() => inner.deleteExpired(now)),
      close: () => inner.close(),
    };
    const limiter = new WindowLimiter(slowSweep, 1_000);
    const rule = perSecond(10, "sweeping");
    const now = freshWindow();
    admitted(limiter, rule, "x", 4, now);
    const flushing = limiter.flush(now);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The 4 are in the store's total now, and still counted only once.
    expect(limiter.take(rule, "x", now)).toMatchObject({ allowed: true, remaining: 5 });
    sweepDone();
    await flushing;
    expect(limiter.take(rule, "x", now)).toMatchObject({ allowed: true, remaining: 4 });
  });

  it("stores subjects only as hashes and deletes windows once they have expired", async () => {
    const limiter = new WindowLimiter(databaseStore(), 1_000);
    const now = freshWindow();
    limiter.take(perSecond(5, "sweep"), "203.0.113.9", now);
    await limiter.flush(now);
    const rows = await db().rateLimitWindow.findMany({ where: { key: { startsWith: "sweep:" } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 1 });
    expect(JSON.stringify(rows, (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value))).not.toContain("203.0.113.9");
    // A new limiter sweeps at its first flush; ten minutes on, the window is long expired.
    await new WindowLimiter(databaseStore(), 1_000).flush(now + 600_000);
    expect(await db().rateLimitWindow.count({ where: { key: { startsWith: "sweep:" } } })).toBe(0);
  });
});

describe.skipIf(!redisTestsEnabled)("the rate limiter on Redis", () => {
  const databaseUrl = `redis-test-${process.pid}-${Date.now()}`;
  let probe: CountStore;
  beforeAll(() => {
    probe = redisStore(TEST_REDIS_URL, databaseUrl);
  });
  afterAll(() => probe.close());

  limiterContract("shared through Redis", () => redisStore(TEST_REDIS_URL, databaseUrl));

  it("expires windows by itself and keeps each Foyer's counts apart", async () => {
    const key = `expiry:${Date.now()}`;
    const totals = await probe.add([{ key, delta: 2, expiresAt: Date.now() + 300 }]);
    expect(totals.get(key)).toBe(2);
    const elsewhere = redisStore(TEST_REDIS_URL, `${databaseUrl}-other`);
    expect((await elsewhere.add([{ key, delta: 0, expiresAt: Date.now() + 60_000 }])).get(key)).toBe(0);
    await elsewhere.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await probe.add([{ key, delta: 0, expiresAt: Date.now() + 300 }])).get(key)).toBe(0);
  });
});
