import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { abusiveDocument, schemaDocument } from "../support/fuzz/graphql-documents";
import { anyJson } from "../support/fuzz/hostile-input";
import { describeRequest, sendRaw, type RawRequest, type RawResponse } from "../support/fuzz/raw-request";
import { staffToken } from "../support/graphql-client";
import { createMember } from "../support/membership-fixtures";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createLocation, createTicketing } from "../support/ticketing-fixtures";

// Property-based: POST /api/graphql with documents walked from the schema (hostile arguments, every
// field and mutation), documents that attack the parser and validator, and broken request bodies,
// as users of every role and as no one. Fails on any 5xx, any INTERNAL_ERROR, or an error without a code.
// FUZZ_RUNS (default 1,250 per database, each run from a new seed: each document runs many resolvers) and FUZZ_SEED as in
// fuzz-rest.test.ts.

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_250);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

function bodyCases(ids: string[]): fc.Arbitrary<unknown> {
  const document = fc.oneof(
    { weight: 6, arbitrary: fc.integer().map((seed) => schemaDocument(seed, ids)) },
    { weight: 2, arbitrary: fc.integer().map((seed) => abusiveDocument(seed)) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: document.map((query) => ({ query })) },
    { weight: 1, arbitrary: fc.tuple(document, anyJson, fc.option(fc.string({ maxLength: 20 }))).map(([query, variables, operationName]) => ({ query, variables, operationName })) },
    { weight: 1, arbitrary: fc.oneof(anyJson, document.map((query) => [{ query }, { query }])) },
  );
}

function expectCodedAnswer(raw: RawRequest, response: RawResponse): void {
  const context = `${describeRequest(raw)}\n→ ${response.status} ${response.text.slice(0, 600)}`;
  expect(response.status, context).toBeGreaterThanOrEqual(200);
  expect(response.status, context).toBeLessThan(500);
  let body: { error?: { code?: unknown }; errors?: { extensions?: { code?: unknown } }[]; data?: unknown };
  try {
    body = JSON.parse(response.text);
  } catch {
    throw new Error(`answer is not JSON\n${context}`);
  }
  if (body.error) {
    expect(response.status, context).toBeGreaterThanOrEqual(400);
    expect(body.error.code, context).toEqual(expect.any(String));
    return;
  }
  expect(body.errors !== undefined || body.data !== undefined, context).toBe(true);
  for (const error of body.errors ?? []) {
    expect(error.extensions?.code, context).toEqual(expect.any(String));
    expect(error.extensions?.code, context).not.toBe("INTERNAL_ERROR");
  }
}

describe.each(testProviders())("hostile GraphQL on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["gql-fuzz-own", "gql-fuzz-other"], env: { EXPIRY_SWEEP_SECONDS: "0" }, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  let ids: string[];
  let authorizations: string[];

  beforeAll(async () => {
    const own = foyer.museum("gql-fuzz-own");
    const other = foyer.museum("gql-fuzz-other");
    ids = [own.museumId, other.museumId];
    for (const museum of [own, other]) {
      const locationId = await createLocation(museum.museumId, "Main hall");
      const ticketing = await createTicketing(museum.museumId, { locationId, capacity: 5 });
      const member = await createMember(museum.museumId, { email: `member@${museum.slug}.test` });
      ids.push(locationId, ...Object.values(ticketing), member.customerId, member.membershipId);
    }
    const tokens = await Promise.all(
      (["OWNER", "EDITOR", "VIEWER", "DOOR"] as const).map((role) => staffToken(`${role.toLowerCase()}@gql-fuzz.test`, own.museumId, role)),
    );
    authorizations = [...tokens.map(({ token }) => `Bearer ${token}`), `Bearer ${own.apiKey}`, "Bearer not.a.jwt", ""];
  });

  it(`answers ${RUNS} hostile operations with data or coded errors, never a 5xx`, async () => {
    console.log(`GraphQL fuzz on ${provider}: seed ${SEED}, ${RUNS} cases (FUZZ_SEED=${SEED} replays)`);
    const owner = authorizations[0]!;
    const cases = fc.record({
      body: bodyCases(ids),
      authorization: fc.oneof({ weight: 6, arbitrary: fc.constant(owner) }, { weight: 3, arbitrary: fc.constantFrom(...authorizations) }),
    });
    const run = await fc.check(
      fc.asyncProperty(cases, async ({ body, authorization }) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (authorization) headers.authorization = authorization;
        const raw: RawRequest = { method: "POST", path: "/api/graphql", headers, body: Buffer.from(JSON.stringify(body) ?? "null") };
        expectCodedAnswer(raw, await sendRaw(foyer.baseUrl, raw));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (run.failed) throw new Error(`case ${run.numRuns} of seed ${SEED} (FUZZ_SEED=${SEED} replays) failed:\n${String((run.errorInstance as Error)?.message ?? run.errorInstance)}`);
    expect((await fetch(`${foyer.baseUrl}/healthz`)).status).toBe(200);
  }, 900_000);

  it("answers a GraphQL string holding a NUL character as a coded error, not a fault", async () => {
    const query = 'query { museum(id: "\\u0000") { id } }';
    const answer = await sendRaw(foyer.baseUrl, { method: "POST", path: "/api/graphql", headers: { authorization: authorizations[0]!, "content-type": "application/json" }, body: Buffer.from(JSON.stringify({ query })) });
    expect(answer.status).toBe(200);
    const codes = JSON.parse(answer.text).errors.map((error: { extensions: { code: string } }) => error.extensions.code);
    expect(codes).toEqual([provider === "postgresql" ? "VALIDATION_ERROR" : "NOT_FOUND"]);
  });
});
