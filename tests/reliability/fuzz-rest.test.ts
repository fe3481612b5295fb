import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { hostileBody, hostileQueryValue, hostileSegment } from "../support/fuzz/hostile-input";
import { fuzzOperations, type FuzzOperation } from "../support/fuzz/openapi-operations";
import { describeRequest, sendRaw, type RawRequest, type RawResponse } from "../support/fuzz/raw-request";
import { createMember } from "../support/membership-fixtures";
import { conformanceSummary, expectConformingAnswer } from "../support/openapi-conformance";
import { createLocation, createTicketing } from "../support/ticketing-fixtures";

// Property-based: every documented /v1 endpoint and the login service's endpoints, driven with random
// and mutated input. Any 5xx, dropped connection or undocumented error body fails the run, and so does
// any /v1 answer the server's OpenAPI document does not describe (tests/support/openapi-conformance.ts).
// FUZZ_RUNS cases per database (default 2,500; CI runs SQLite and PostgreSQL, so 5,000 a run, each
// run from a new seed, which keeps the suite within its time, tests/README.md "Speed"); FUZZ_SEED
// replays a run (every run prints its seed).

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

const AUTH_OPERATIONS: FuzzOperation[] = [
  { method: "POST", path: "/auth/api/otp/start", pathParams: [], queryParams: [], bodyProperties: { email: { type: "string" } }, public: true },
  { method: "POST", path: "/auth/api/otp/verify", pathParams: [], queryParams: [], bodyProperties: { email: { type: "string" }, code: { type: "string" } }, public: true },
  { method: "POST", path: "/auth/api/token/refresh", pathParams: [], queryParams: [], bodyProperties: { refreshToken: { type: "string" } }, public: true },
];

interface Doors {
  realIds: string[];
  ownKey: string;
  otherKey: string;
}

function hostileRequest(operation: FuzzOperation, doors: Doors): fc.Arbitrary<{ raw: RawRequest; oversized: boolean }> {
  const segments = fc.tuple(...operation.pathParams.map(() => hostileSegment(doors.realIds)));
  const queryNames = [...operation.queryParams, "limit", "offset", "filter", "unknown"];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), hostileQueryValue()), { maxLength: 4 });
  const body = operation.bodyProperties ? hostileBody(operation.bodyProperties, doors.realIds).map((value) => value) : fc.constant(null);
  const authorization = fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${doors.ownKey}`) },
    { weight: 1, arbitrary: fc.constantFrom(`Bearer ${doors.otherKey}`, "Bearer fy_not-a-key", "Basic eDp5", "Bearer", "") },
  );
  const idempotencyKey = fc.option(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 }), { freq: 4 });
  return fc.record({ segments, query, body, authorization, idempotencyKey }).map(({ segments, query, body, authorization, idempotencyKey }) => {
    let index = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? "x");
    const search = query.map(([name, value]) => `${name}=${value}`).join("&");
    const headers: Record<string, string> = {};
    if (authorization) headers.authorization = authorization;
    if (idempotencyKey !== null && operation.method === "POST") headers["idempotency-key"] = idempotencyKey;
    if (body?.contentType) headers["content-type"] = body.contentType;
    const raw: RawRequest = { method: operation.method, path: search ? `${path}?${search}` : path, headers, body: body?.bytes };
    return { raw, oversized: body?.oversized ?? false };
  });
}

function expectDocumentedAnswer(operation: FuzzOperation, request: { raw: RawRequest; oversized: boolean }, response: RawResponse): void {
  const context = `${describeRequest(request.raw)}\n→ ${response.status} ${response.text.slice(0, 500)}`;
  expect(response.status, context).toBeGreaterThanOrEqual(200);
  expect(response.status, context).toBeLessThan(500);
  // An oversized body is never accepted. It is a 413 unless something else is wrong first (no key,
  // no such endpoint, headers over their limit); tests/api-foundation/foundation.test.ts pins the 413 itself.
  if (request.oversized) expect(response.status, context).toBeGreaterThanOrEqual(400);
  if (response.status < 400) {
    if (operation.path.startsWith("/v1/verify-membership-qr-code")) expect(typeof JSON.parse(response.text).valid, context).toBe("boolean");
    return;
  }
  let body: { error?: { code?: unknown; message?: unknown; requestId?: unknown } };
  try {
    body = JSON.parse(response.text);
  } catch {
    throw new Error(`error answer is not JSON\n${context}`);
  }
  expect(body.error, context).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
}

/** sendRaw, with the answer held against the document: a mismatch names the request that got it. */
async function sendChecked(baseUrl: string, raw: RawRequest): Promise<RawResponse> {
  const response = await sendRaw(baseUrl, raw);
  try {
    await expectConformingAnswer(baseUrl, raw.method, raw.path, response);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nrequest: ${describeRequest(raw)}`);
  }
  return response;
}

describe.each(testProviders())("hostile input on %s", (provider) => {
  // The fuzz sends refused keys on purpose, far more than the strict per-address limit on them
  // allows; that limit has its own test (tests/reliability/rate-limits.test.ts).
  const foyer = useFoyer(provider, { museums: ["fuzz-own", "fuzz-other"], env: { EXPIRY_SWEEP_SECONDS: "0" } });
  let doors: Doors;
  afterAll(() => console.log(`${conformanceSummary()} so far in this file, after ${provider}`));

  beforeAll(async () => {
    const own = foyer.museum("fuzz-own");
    const other = foyer.museum("fuzz-other");
    const ids: string[] = [own.museumId, other.museumId];
    for (const museum of [own, other]) {
      const locationId = await createLocation(museum.museumId, "Main hall");
      const ticketing = await createTicketing(museum.museumId, { locationId, capacity: 5 });
      const member = await createMember(museum.museumId, { email: `member@${museum.slug}.test` });
      ids.push(locationId, ...Object.values(ticketing), member.customerId, member.membershipId);
    }
    doors = { realIds: ids, ownKey: own.apiKey, otherKey: other.apiKey };
  });

  it(`answers ${RUNS} random and mutated requests with 2xx or a documented 4xx, never a 5xx`, async () => {
    const operations = [...(await fuzzOperations(foyer.baseUrl)), ...AUTH_OPERATIONS];
    expect(operations.length).toBeGreaterThan(30);
    console.log(`fuzz on ${provider}: seed ${SEED}, ${RUNS} cases over ${operations.length} operations (FUZZ_SEED=${SEED} replays)`);
    const cases = fc.constantFrom(...operations).chain((operation) => hostileRequest(operation, doors).map((request) => ({ operation, request })));
    const run = await fc.check(
      fc.asyncProperty(cases, async ({ operation, request }) => {
        expectDocumentedAnswer(operation, request, await sendChecked(foyer.baseUrl, request.raw));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The failing request is in the error's message; fast-check's own report would print it unabridged.
    if (run.failed) throw new Error(`case ${run.numRuns} of seed ${SEED} (FUZZ_SEED=${SEED} replays) failed:\n${String((run.errorInstance as Error)?.message ?? run.errorInstance)}`);
    expect((await fetch(`${foyer.baseUrl}/healthz`)).status).toBe(200);
  }, 900_000);

  it("refuses text holding a NUL character with 400 on every database (PostgreSQL cannot store it)", async () => {
    const body = Buffer.from('{"name":"Main\\u0000hall"}');
    const answer = await sendChecked(foyer.baseUrl, { method: "POST", path: "/v1/locations", headers: { authorization: `Bearer ${doors.ownKey}`, "content-type": "application/json" }, body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringContaining("NUL") });
    const escapedBackslash = Buffer.from('{"name":"Main\\\\u0000hall"}');
    const kept = await sendChecked(foyer.baseUrl, { method: "POST", path: "/v1/locations", headers: { authorization: `Bearer ${doors.ownKey}`, "content-type": "application/json" }, body: escapedBackslash });
    expect(kept.status).toBe(201);
    expect(JSON.parse(kept.text).name).toBe("Main\\u0000hall");
  });
});
