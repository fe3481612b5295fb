import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { apiClient } from "../support/api-client";
import { createTestDatabase, testProviders, type TestDatabase } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { seedMuseum, type TestMuseum } from "../support/seed-museum";
import { lockSqliteFile } from "../support/sqlite-locker";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// The database goes away under a running server and comes back. Every request answers: 503
// SERVICE_UNAVAILABLE with Retry-After while it is gone (never a 500, never a hang), /healthz says
// so, and the same process serves again once it is back. PostgreSQL is taken away by cutting a proxy
// in front of it (the server itself is shared); SQLite by another process holding the file's lock.

/** DATABASE_POOL_TIMEOUT_MS's default, plus room for a slow machine. */
const POSTGRES_BOUND_MS = 5_000 + 3_000;
/** Holds are stored in batches: a hold may wait for the batch before its own, each waiting for a connection. */
const POSTGRES_HOLD_BOUND_MS = 2 * 5_000 + 3_000;
/** The SQLite busy timeout (lib/db/client.ts), plus room for a slow machine. */
const SQLITE_BOUND_MS = 10_000 + 4_000;

interface Outcome {
  phase: string;
  label: string;
  status: number;
  ms: number;
  endedAt: number;
  retryAfter: string | null;
  code?: string;
  id?: string;
}

/** One request, timed; a request that gets no answer within 30 s is recorded with status 0. */
async function timed(phase: string, baseUrl: string, apiKey: string | null, method: string, path: string, body?: unknown): Promise<Outcome> {
  const label = `${method} ${path}`;
  const started = Date.now();
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await response.json().catch(() => null)) as { id?: string; error?: { code?: string } } | null;
    return { phase, label, status: response.status, ms: Date.now() - started, endedAt: Date.now(), retryAfter: response.headers.get("retry-after"), code: answer?.error?.code, id: answer?.id };
  } catch (error) {
    return { phase, label, status: 0, ms: Date.now() - started, endedAt: Date.now(), retryAfter: null, code: (error as Error).message };
  }
}

const healthz = (baseUrl: string, phase: string) => timed(phase, baseUrl, null, "GET", "/healthz");

function expectUnavailable(outcome: Outcome, boundMs: number): void {
  const context = JSON.stringify(outcome);
  expect(outcome.status, context).toBe(503);
  expect(Number(outcome.retryAfter), context).toBeGreaterThanOrEqual(1);
  expect(outcome.ms, context).toBeLessThan(boundMs);
}

async function waitForHealthy(baseUrl: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const outcome = await healthz(baseUrl, "recovering");
    if (outcome.status === 200) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`/healthz still answers ${outcome.status} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testProviders().filter((provider) => provider === "postgresql"))("%s going away behind a running server", (provider) => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let foyer: RunningFoyer;
  let museum: TestMuseum;
  let ticketing: Ticketing;

  beforeAll(async () => {
    database = await createTestDatabase(provider);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    foyer = await startFoyer(provider, { DATABASE_URL: throughProxy.toString(), EXPIRY_SWEEP_SECONDS: "0" });
    museum = await seedMuseum(database.url, "outage");
    chooseDatabaseUrl(database.url);
    ticketing = await createTicketing(museum.museumId, { capacity: 100_000 });
  });

  afterAll(async () => {
    await disconnectAll();
    await foyer?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it("answers 503 with Retry-After under load while PostgreSQL refuses or drops connections, and resumes by itself", async () => {
    let phase = "before";
    let running = true;
    const outcomes: Outcome[] = [];
    const call = (method: string, path: string, body?: unknown) => timed(phase, foyer.baseUrl, museum.apiKey, method, path, body);
    const requests = [
      () => call("POST", "/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId }),
      () => call("GET", "/v1/locations?limit=5"),
      () => call("POST", "/v1/locations", { name: `Wing ${outcomes.length}` }),
    ];
    const worker = async (offset: number) => {
      for (let turn = offset; running; turn += 1) {
        outcomes.push(await requests[turn % requests.length]!());
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)));

    await sleep(1_500);
    phase = "refused";
    const cutAt = Date.now();
    await proxy.refuse();
    await sleep(2_000);
    const healthWhileRefused = await healthz(foyer.baseUrl, phase);
    await sleep(1_000);
    await proxy.restore();
    phase = "recovering";
    const firstRecovery = await waitForHealthy(foyer.baseUrl, 15_000);
    phase = "between";
    await sleep(1_500);

    phase = "silent";
    await proxy.silence();
    // Longer than the pool timeout, so requests that wait for a connection run into it.
    await sleep(7_000);
    const healthWhileSilent = await healthz(foyer.baseUrl, phase);
    await proxy.restore();
    phase = "recovering";
    const secondRecovery = await waitForHealthy(foyer.baseUrl, 15_000);
    phase = "after";
    await sleep(2_000);
    running = false;
    await load;

    expectUnavailable(healthWhileRefused, POSTGRES_BOUND_MS);
    expectUnavailable(healthWhileSilent, POSTGRES_BOUND_MS);
    expect(firstRecovery).toBeLessThan(15_000);
    expect(secondRecovery).toBeLessThan(15_000);

    // An error the server could not classify is logged as "unhandled error" and answered 500: name it.
    expect(foyer.output().split("\n").filter((line) => line.includes('"unhandled error"'))).toEqual([]);
    for (const outcome of outcomes) {
      const context = JSON.stringify(outcome);
      const bound = outcome.label.endsWith("/v1/ticket-reservations") ? POSTGRES_HOLD_BOUND_MS : POSTGRES_BOUND_MS;
      expect([200, 201, 503], context).toContain(outcome.status);
      expect(outcome.ms, context).toBeLessThan(bound);
      if (outcome.status === 503) expect(outcome.code, context).toBe("SERVICE_UNAVAILABLE");
      if (outcome.status === 503) expectUnavailable(outcome, bound);
    }
    const inPhase = (name: string) => outcomes.filter((outcome) => outcome.phase === name);
    const beforeCut = outcomes.filter((outcome) => outcome.endedAt < cutAt);
    expect(beforeCut.length).toBeGreaterThan(0);
    expect(beforeCut.filter((outcome) => outcome.status >= 300)).toEqual([]);
    expect(inPhase("refused").filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    expect(inPhase("silent").filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    const after = inPhase("after");
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((outcome) => outcome.status >= 300), JSON.stringify(after.filter((outcome) => outcome.status >= 300))).toEqual([]);

    // The same process served throughout: no restart was needed.
    expect(() => process.kill(foyer.pid, 0)).not.toThrow();
    // Every hold a client was told about exists.
    const held = outcomes.filter((outcome) => outcome.label.endsWith("/v1/ticket-reservations") && outcome.status === 201).map((outcome) => outcome.id!);
    expect(await db().ticketReservation.count({ where: { id: { in: held } } })).toBe(held.length);
  }, 120_000);
});

describe.each(testProviders().filter((provider) => provider === "sqlite"))("%s file locked by another process", (provider) => {
  const foyer = useFoyer(provider, { museums: ["locked"], env: { EXPIRY_SWEEP_SECONDS: "0" } });
  const museum = foyer.museum("locked");

  it("answers writes and /healthz with 503 and Retry-After after the busy timeout, keeps serving reads, and resumes when the lock goes", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const created = await api.post("/v1/locations", { name: "Before the lock" });
    expect(created.status).toBe(201);

    const lock = await lockSqliteFile(foyer.database.url.replace(/^file:/, ""));
    try {
      const read = await timed("locked", foyer.baseUrl, museum.apiKey, "GET", `/v1/locations/${created.body.id}`);
      expect(read.status, JSON.stringify(read)).toBe(200);
      expect(read.ms).toBeLessThan(2_000);

      const write = await timed("locked", foyer.baseUrl, museum.apiKey, "POST", "/v1/locations", { name: "During the lock" });
      expectUnavailable(write, SQLITE_BOUND_MS);
      expect(write.code).toBe("SERVICE_UNAVAILABLE");
      expectUnavailable(await healthz(foyer.baseUrl, "locked"), SQLITE_BOUND_MS);
    } finally {
      await lock.release();
    }

    expect(await waitForHealthy(foyer.baseUrl, 5_000)).toBeLessThan(5_000);
    const after = await api.post("/v1/locations", { name: "After the lock" });
    expect(after.status).toBe(201);
    const names = (await api.get("/v1/locations")).body.list.map((location: { name: string }) => location.name).sort();
    expect(names).toEqual(["After the lock", "Before the lock"]);
    expect(() => process.kill(foyer.pid, 0)).not.toThrow();
  }, 120_000);
});
