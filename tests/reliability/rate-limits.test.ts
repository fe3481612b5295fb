import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisTestsEnabled, TEST_REDIS_URL } from "../support/redis";
import { disconnectAll } from "@/lib/db/client";
import { createTestDatabase, testProviders, type TestDatabase } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { graphqlAs, staffToken } from "../support/graphql-client";
import { seedMuseum, type TestMuseum } from "../support/seed-museum";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// The API's rate limits over real HTTP (docs/reliability.md#rate-limits): small limits set by
// environment, a burst over them, the 429s and RateLimit-* headers, service again in the next window; two processes
// sharing one store (the database, or Redis); RATE_LIMITS=off. TRUST_PROXY lets each test pick its
// client address in X-Forwarded-For, so the per-address limits of one test leave the others alone.

const LIMITS = {
  TRUST_PROXY: "true",
  PUBLIC_URL: AUTH_TEST_ORIGIN,
  RATE_LIMIT_API_KEY_PER_SECOND: "20",
  RATE_LIMIT_USER_PER_SECOND: "8",
  RATE_LIMIT_MCP_PROTOCOL_PER_SECOND: "16",
  RATE_LIMIT_IP_PER_SECOND: "30",
  RATE_LIMIT_FAILED_AUTH_PER_MINUTE: "5",
};

let addresses = 0;
/** A client address no other request of the run has used. */
const freshAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
/** The API key's headers, from a new address each time: the per-key limit is the one that binds. */
const keyHeaders = (apiKey: string) => () => ({ authorization: `Bearer ${apiKey}`, "x-forwarded-for": freshAddress() });

interface Answer {
  status: number;
  headers: Headers;
  body: { error?: { code: string; details?: { retryAfterSeconds?: number; limit?: number } } } | undefined;
}

async function get(baseUrl: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(baseUrl + path, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text.startsWith("{") ? JSON.parse(text) : undefined };
}

const burst = (count: number, send: () => Promise<Answer>) => Promise.all(Array.from({ length: count }, send));
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

/** Waits for the start of the next one-second window, so a burst fits in one. */
async function nextWindow(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 20));
  return Math.floor(Date.now() / 1_000);
}

/** Runs `scenario` until it fits in one window (a loaded machine can make it straddle two). */
async function withinOneWindow<T>(scenario: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const window = await nextWindow();
    const result = await scenario();
    if (Math.floor(Date.now() / 1_000) === window || attempt === 9) return result;
  }
}

function expectRateLimited(answer: Answer, limit: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body?.error?.code).toBe("RATE_LIMITED");
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(answer.headers.get("ratelimit-limit")).toBe(String(limit));
  expect(answer.headers.get("ratelimit-remaining")).toBe("0");
  expect(answer.headers.get("ratelimit-reset")).toBe(String(retryAfter));
}

describe.each(testProviders())("rate limits on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["rate-limits"], env: LIMITS, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("rate-limits");

  it("answers a burst over the per-key limit with 429s and their headers, and serves again next window", async () => {
    const headers = keyHeaders(museum.apiKey);
    const answers = await withinOneWindow(() => burst(35, () => get(foyer.baseUrl, "/v1/locations", headers())));
    expect(count(answers, 200), String(statuses(answers))).toBe(20);
    expect(count(answers, 429)).toBe(15);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expectRateLimited(answer, 20);
      expect(answer.headers.get("retry-after")).toBe("1");
    }
    const remaining = answers.filter((each) => each.status === 200).map((each) => Number(each.headers.get("ratelimit-remaining")));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    await nextWindow();
    const again = await get(foyer.baseUrl, "/v1/locations", headers());
    expect(again.status).toBe(200);
    expect(again.headers.get("ratelimit-limit")).toBe("20");
  });

  it("limits each client address on every request, whatever the path", async () => {
    const address = freshAddress();
    const answers = await withinOneWindow(() => burst(40, () => get(foyer.baseUrl, "/healthz", { "x-forwarded-for": address })));
    expect(count(answers, 200)).toBe(30);
    for (const answer of answers.filter((each) => each.status === 429)) expectRateLimited(answer, 30);
    expect((await get(foyer.baseUrl, "/healthz", { "x-forwarded-for": freshAddress() })).status).toBe(200);
  });

  it("refuses an address for the rest of the minute once it has sent too many wrong keys, valid ones included", async () => {
    const address = freshAddress();
    const wrong = { authorization: "Bearer fy_wrong-key", "x-forwarded-for": address };
    expect(statuses(await burst(5, () => get(foyer.baseUrl, "/v1/locations", wrong)))).toEqual([401, 401, 401, 401, 401]);
    const refused = await get(foyer.baseUrl, "/v1/locations", wrong);
    expectRateLimited(refused, 5);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expectRateLimited(await get(foyer.baseUrl, "/v1/locations", { authorization: `Bearer ${museum.apiKey}`, "x-forwarded-for": address }), 5);
    // Requests without any key are not guesses; other addresses are not affected.
    expect((await get(foyer.baseUrl, "/v1/locations", { "x-forwarded-for": freshAddress() })).status).toBe(401);
    expect((await get(foyer.baseUrl, "/v1/locations", { authorization: `Bearer ${museum.apiKey}`, "x-forwarded-for": freshAddress() })).status).toBe(200);
  });

  it("limits each user on GraphQL", async () => {
    const staff = await staffToken("limited@rate-limits.test", museum.museumId, "VIEWER");
    await disconnectAll();
    const call = graphqlAs(foyer.baseUrl, staff.token);
    const answers = await withinOneWindow(() => Promise.all(Array.from({ length: 12 }, () => call("{ me { email } }"))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    expect(refused.headers.get("ratelimit-limit")).toBe("8");
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(answers.find((answer) => answer.status === 200)!.headers.get("ratelimit-limit")).toBe("8");
  });

  it("limits each user on the tool server, refusing with a JSON-RPC error that MCP clients read", async () => {
    const staff = await staffToken("assistant@rate-limits.test", museum.museumId, "VIEWER");
    await disconnectAll();
    const send = (message: object | { batch: object[] }) => async (): Promise<Answer> => {
      const response = await fetch(`${foyer.mcpUrl}/`, {
        method: "POST",
        headers: { authorization: `Bearer ${staff.token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify("batch" in message ? message.batch : { jsonrpc: "2.0", id: 1, ...message }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    // Tool calls count against the user's limit (8 here).
    const calls = await withinOneWindow(() => Promise.all(Array.from({ length: 12 }, send({ method: "tools/call", params: { name: "list_museums", arguments: {} } }))));
    expect(count(calls, 200)).toBe(8);
    // Each is counted once: the tool's own work as the user is not counted again.
    for (const answer of calls.filter((call) => call.status === 200)) {
      const { result } = answer.body as { result?: { isError?: boolean; structuredContent?: unknown } };
      expect(result?.isError ?? false, JSON.stringify(result)).toBe(false);
      expect(result?.structuredContent).toBeDefined();
    }
    const refused = calls.find((answer) => answer.status === 429)!;
    expect(refused.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000, data: { code: "RATE_LIMITED" } } });
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("ratelimit-limit")).toBe("8");
    // A batch counts each of its messages: twenty tool calls in one request are over the limit of 8.
    const batch = await withinOneWindow(() =>
      send({ batch: Array.from({ length: 20 }, (_, index) => ({ jsonrpc: "2.0", id: index + 1, method: "tools/call", params: { name: "list_museums", arguments: {} } })) })(),
    );
    expect(batch.status).toBe(429);
    expect(batch.body).toMatchObject({ error: { data: { code: "RATE_LIMITED" } } });
    // Setting up and keeping a connection counts against its own limit (16 here), so a client talks at
    // protocol speed past the user's limit, and a flood of them is still stopped.
    const pings = await withinOneWindow(() => Promise.all(Array.from({ length: 20 }, send({ method: "ping" }))));
    expect(count(pings, 200)).toBe(16);
    const refusedPing = pings.find((answer) => answer.status === 429)!;
    expect(refusedPing.body).toMatchObject({ error: { data: { code: "RATE_LIMITED" } } });
    expect(refusedPing.headers.get("ratelimit-limit")).toBe("16");
  });
});

describe("RATE_LIMITS=off", () => {
  const foyer = useFoyer("sqlite", { museums: ["unlimited"], env: { ...LIMITS, RATE_LIMITS: "off" } });
  const museum = foyer.museum("unlimited");

  it("lets every request through and sends no RateLimit headers", async () => {
    const address = freshAddress();
    const answers = await burst(60, () => get(foyer.baseUrl, "/v1/locations", { authorization: `Bearer ${museum.apiKey}`, "x-forwarded-for": address }));
    expect(count(answers, 200)).toBe(60);
    expect(answers[0]!.headers.get("ratelimit-limit")).toBeNull();
    const wrong = await burst(10, () => get(foyer.baseUrl, "/v1/locations", { authorization: "Bearer fy_wrong", "x-forwarded-for": address }));
    expect(count(wrong, 401)).toBe(10);
  });
});

/** Two Foyer processes on one database, sharing their counts through `store`. */
function twoProcesses(name: string, provider: "sqlite" | "postgresql", extraEnv: Record<string, string>) {
  describe(`two processes sharing ${name}`, () => {
    let database: TestDatabase;
    let first: RunningFoyer;
    let second: RunningFoyer;
    let museum: TestMuseum;

    beforeAll(async () => {
      database = await createTestDatabase(provider);
      first = await startFoyer(provider, { ...LIMITS, ...extraEnv, DATABASE_URL: database.url });
      second = await startFoyer(provider, { ...LIMITS, ...extraEnv, DATABASE_URL: database.url });
      museum = await seedMuseum(database.url, "shared-limits");
    });
    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await database?.drop();
    });

    it("admit no more than the limit in a window together once each has flushed", async () => {
      const headers = keyHeaders(museum.apiKey);
      const { early, firstBurst, secondBurst } = await withinOneWindow(async () => {
        // The second process meets the key first, so it follows the window from then on.
        const early = await get(second.baseUrl, "/v1/locations", headers());
        const firstBurst = await burst(30, () => get(first.baseUrl, "/v1/locations", headers()));
        // Both flush (every 100 ms): the first adds its 20, the second reads the total back.
        await new Promise((resolve) => setTimeout(resolve, 350));
        const secondBurst = await burst(10, () => get(second.baseUrl, "/v1/locations", headers()));
        return { early, firstBurst, secondBurst };
      });
      expect(early.status).toBe(200);
      const admittedByFirst = count(firstBurst, 200);
      // The first may or may not have seen the second's one request before its burst.
      expect(admittedByFirst).toBeGreaterThanOrEqual(19);
      expect(admittedByFirst).toBeLessThanOrEqual(20);
      expect(statuses(secondBurst)).toEqual(Array.from({ length: 10 }, () => 429));
      expectRateLimited(secondBurst[0]!, 20);
      // Next window: service again on both.
      await nextWindow();
      expect((await get(second.baseUrl, "/v1/locations", headers())).status).toBe(200);
      expect((await get(first.baseUrl, "/v1/locations", headers())).status).toBe(200);
    });

    it("never admit more than N × limit in a window, even to a burst that reaches both before a flush", async () => {
      const headers = keyHeaders(museum.apiKey);
      const answers = await withinOneWindow(() =>
        Promise.all([burst(30, () => get(first.baseUrl, "/v1/locations", headers())), burst(30, () => get(second.baseUrl, "/v1/locations", headers()))]),
      );
      const admitted = count(answers.flat(), 200);
      expect(admitted).toBeGreaterThanOrEqual(20);
      expect(admitted).toBeLessThanOrEqual(40);
    });
  });
}

if (process.env.TEST_DATABASE_URL) twoProcesses("PostgreSQL", "postgresql", {});
if (redisTestsEnabled) twoProcesses("Redis", "sqlite", { REDIS_URL: TEST_REDIS_URL });
