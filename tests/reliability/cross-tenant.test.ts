import { buildSchema, type GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectAll } from "@/lib/db/client";
import { typeDefs } from "@/lib/graphql/type-defs";
import { graphqlMutations, graphqlReads, type GraphqlAttempt } from "../support/cross-tenant/graphql-door";
import { restAttempts, restWithoutOtherRecords, restReads, type RestAttempt } from "../support/cross-tenant/rest-door";
import { sendAs } from "../support/cross-tenant/send-request";
import { settleAndSnapshot, snapshotMuseum, startTenantPair, type Tenant, type TenantIds } from "../support/cross-tenant/tenant";
import { testProviders } from "../support/databases";
import { conformanceSummary } from "../support/openapi-conformance";
import type { RunningFoyer } from "../support/foyer-server";
import { errorCodes, graphqlAs, staffToken } from "../support/graphql-client";

// Museum A's credentials against museum B's data, door by door. Every attempt is made twice: with
// B's ids, and with ids that exist nowhere ("ghosts"). The two answers must be the same refusal, so
// A can neither read nor change B's records, nor learn that they exist. At the end B's rows are
// exactly as they were. A door is one `describe` below; the staff tool server (MCP) and the
// dashboard's routes and pages are in cross-tenant-staff.test.ts.

/** A request with an API key. */
const send = (baseUrl: string, apiKey: string, method: string, path: string, body?: unknown) => sendAs(baseUrl, { authorization: `Bearer ${apiKey}` }, method, path, body);

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe.each(testProviders())("museum A's credentials against museum B's data on %s", (provider) => {
  let foyer: RunningFoyer;
  let a: Tenant;
  let b: Tenant;
  let ghost: TenantIds;
  let before: string;

  beforeAll(async () => {
    const pair = await startTenantPair(provider);
    ({ foyer, a, b, ghost } = pair);
    // An answer B keeps for its Idempotency-Key; A sending the same key must not be given it.
    const kept = await send(foyer.baseUrl, b.apiKey, "POST", "/v1/locations", { name: `${b.marker} annex` });
    expect(kept.status).toBe(201);
    await sendAs(foyer.baseUrl, { authorization: `Bearer ${b.apiKey}`, "idempotency-key": "shared-key-1" }, "POST", "/v1/locations", { name: "Same body" });
    before = await settleAndSnapshot(pair);
  });

  afterAll(async () => {
    console.log(`${conformanceSummary()} so far in this file, after ${provider}`);
    await disconnectAll();
    await foyer?.stop();
  });

  describe("REST, with A's API key", () => {
    let operations: string[];

    beforeAll(async () => {
      const document = (await (await fetch(`${foyer.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
      operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => operationKey(method, path)));
    });

    it("has attempts for every operation of the OpenAPI document, and for no operation it lacks", () => {
      const named = new Set([...Object.keys(restAttempts), ...Object.keys(restReads), ...restWithoutOtherRecords]);
      expect(operations.filter((operation) => !named.has(operation)), "operations the suite does not try").toEqual([]);
      expect([...named].filter((operation) => !operations.includes(operation)), "attempts for operations that do not exist").toEqual([]);
      const withParameters = operations.filter((operation) => operation.includes("{"));
      expect(withParameters.filter((operation) => !restAttempts[operation]?.length)).toEqual([]);
    });

    it("answers every request naming B's records as one naming records that do not exist", async () => {
      const attempts = Object.entries(restAttempts).flatMap(([operation, list]) => list.map((attempt) => [operation, attempt] as [string, RestAttempt]));
      for (const [operation, attempt] of attempts) {
        const path = attempt.path(b, a);
        const real = await send(foyer.baseUrl, a.apiKey, attempt.method, path, attempt.body?.(b, a));
        const control = await send(foyer.baseUrl, a.apiKey, attempt.method, attempt.path(ghost, a), attempt.body?.(ghost, a));
        const context = `${operation} → ${path}\n${real.status} ${real.text.slice(0, 300)}\nghost: ${control.status} ${control.text.slice(0, 300)}`;
        expect(real.text.toLowerCase(), context).not.toContain(b.marker);
        expect(real.status, context).toBeLessThan(500);
        expect([real.status, real.code], context).toEqual([control.status, control.code]);
        if (operation.startsWith("GET /v1/verify-membership-qr-code")) expect(JSON.parse(real.text), context).toEqual({ valid: false });
        else if (operation === "POST /v1/offline-scans") {
          // A batch answers 200 with a verdict per scan: B's code is refused as a code of nothing.
          const verdicts = (text: string) =>
            (JSON.parse(text) as { scans: { outcome: string; reason: string; ticketId: string | null }[] }).scans.map(({ outcome, reason, ticketId }) => ({ outcome, reason, ticketId }));
          expect(verdicts(real.text), context).toEqual([{ outcome: "REFUSED", reason: "INVALID_CODE", ticketId: null }]);
          expect(verdicts(real.text), context).toEqual(verdicts(control.text));
        } else expect(real.status, context).toBeGreaterThanOrEqual(400);
      }
    });

    it("shows none of B's records in A's lists, filters, lookups and schema", async () => {
      for (const [operation, read] of Object.entries(restReads)) {
        const listed = await send(foyer.baseUrl, a.apiKey, "GET", read.path);
        expect(listed.status, operation).toBe(200);
        expect(listed.text.toLowerCase(), operation).not.toContain(b.marker);
        for (const id of read.theirs(b)) expect(listed.text.toLowerCase(), operation).not.toContain(id.toLowerCase());
        // A's own record of the same kind is there: the read does show records like B's.
        for (const id of read.theirs(a)) expect(listed.text.toLowerCase(), operation).toContain(id.toLowerCase());
        const queries = [
          ...(read.idField ? read.theirs(b).map((id) => `filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: read.idField, value: id }))}`) : []),
          ...(read.lookups?.(b) ?? []),
        ];
        for (const query of queries) {
          const found = await send(foyer.baseUrl, a.apiKey, "GET", `${read.path}?${query}`);
          expect(found.status, `${operation}?${query}: ${found.text}`).toBe(200);
          expect(JSON.parse(found.text), `${operation}?${query}`).toEqual({ total: 0, list: [] });
        }
        // The same filters and lookups find A's own record, so an empty answer above means something.
        const ownQueries = [
          ...(read.idField ? read.theirs(a).map((id) => `filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: read.idField, value: id }))}`) : []),
          ...(read.lookups?.(a) ?? []),
        ];
        for (const query of ownQueries) {
          const found = await send(foyer.baseUrl, a.apiKey, "GET", `${read.path}?${query}`);
          expect(JSON.parse(found.text).total, `${operation}?${query} on A's own record: ${found.text}`).toBe(1);
        }
      }
    });

    it("does not give A the answer B keeps for the same Idempotency-Key", async () => {
      const response = await sendAs(foyer.baseUrl, { authorization: `Bearer ${a.apiKey}`, "idempotency-key": "shared-key-1" }, "POST", "/v1/locations", { name: "Same body" });
      expect(response.status).toBe(201);
      expect(response.headers.get("idempotent-replayed")).toBeNull();
      const made = JSON.parse(response.text) as { id: string };
      expect((await send(foyer.baseUrl, a.apiKey, "GET", `/v1/locations/${made.id}`)).status).toBe(200);
      expect((await send(foyer.baseUrl, b.apiKey, "GET", `/v1/locations/${made.id}`)).status).toBe(404);
    });
  });

  describe("GraphQL, as a user with a role in A only", () => {
    let call: ReturnType<typeof graphqlAs>;

    beforeAll(async () => {
      call = graphqlAs(foyer.baseUrl, (await staffToken("owner@tenant-a.test", a.museumId, "OWNER")).token);
    });

    it("has attempts for every mutation and every museum field that takes arguments", () => {
      const schema = buildSchema(typeDefs);
      const mutations = Object.keys(schema.getMutationType()!.getFields());
      expect(mutations.filter((name) => !graphqlMutations[name]?.length), "mutations the suite does not try").toEqual([]);
      const museum = schema.getType("Museum") as GraphQLObjectType;
      const withArguments = Object.values(museum.getFields()).filter((field) => field.args.length > 0).map((field) => field.name);
      expect(withArguments.filter((name) => !graphqlReads[name]?.length), "museum fields the suite does not try").toEqual([]);
      expect(Object.keys(schema.getQueryType()!.getFields()).sort()).toEqual(["me", "museum", "museums"]);
    });

    it("answers museum(id: B) as for a museum that does not exist, and lists A alone", async () => {
      const query = `query($m: ID!) { museum(id: $m) { id name } }`;
      const real = await call(query, { m: b.museumId });
      const control = await call(query, { m: ghost.museumId });
      expect(errorCodes(real)).toEqual(["NOT_FOUND"]);
      expect([real.body.data, errorCodes(real)]).toEqual([control.body.data, errorCodes(control)]);
      const mine = await call(`{ museums { id } }`);
      expect(mine.body.data.museums).toEqual([{ id: a.museumId }]);
    });

    async function expectLikeGhost(name: string, attempt: GraphqlAttempt, isMutation: boolean) {
      const real = await call(attempt.query, attempt.variables(b, a));
      const control = await call(attempt.query, attempt.variables(ghost, a));
      const context = `${name} ${JSON.stringify(attempt.variables(b, a))}\n${JSON.stringify(real.body).slice(0, 500)}\nghost: ${JSON.stringify(control.body).slice(0, 500)}`;
      expect(real.status, context).toBe(200);
      expect(JSON.stringify(real.body).toLowerCase(), context).not.toContain(b.marker);
      expect([real.body.data, errorCodes(real)], context).toEqual([control.body.data, errorCodes(control)]);
      if (name === "verifyMembershipQrCode") {
        expect(real.body.data?.verifyMembershipQrCode ?? null, context).toEqual(errorCodes(real).length ? null : { valid: false, customerName: null });
      } else if (name === "checkIn" && !errorCodes(real).length) {
        expect(real.body.data.checkIn, context).toEqual({
          admitted: false,
          checkIn: null,
          refusal: { code: "INVALID_CODE", message: "This is not a valid ticket or membership code of this museum.", firstCheckedInAt: null, entrance: null, timeZone: null },
        });
      } else if (name === "checkOut" && !errorCodes(real).length) {
        expect(real.body.data.checkOut, context).toEqual({
          checkedOut: false,
          checkOut: null,
          refusal: { code: "INVALID_CODE", message: "This is not a valid ticket or membership code of this museum." },
        });
      } else if (isMutation) {
        expect(errorCodes(real).length, context).toBeGreaterThan(0);
      }
    }

    it("answers every museum field read with B's ids as one with ids that do not exist", async () => {
      for (const [name, attempts] of Object.entries(graphqlReads)) for (const attempt of attempts) await expectLikeGhost(name, attempt, false);
    });

    it("refuses every mutation with B's ids as one with ids that do not exist", async () => {
      for (const [name, attempts] of Object.entries(graphqlMutations)) for (const attempt of attempts) await expectLikeGhost(name, attempt, true);
    });
  });

  // Last: nothing above changed any of B's rows.
  it("leaves every row of museum B exactly as it was", async () => {
    expect(await snapshotMuseum(b.museumId)).toBe(before);
  });
});
