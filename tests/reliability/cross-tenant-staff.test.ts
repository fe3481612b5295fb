import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectAll } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { pagePaths, routeOperations } from "../support/cross-tenant/app-routes";
import { dashboardAttempts, dashboardPages, dashboardReads, pagesWithoutMuseum } from "../support/cross-tenant/dashboard-door";
import { mcpAttempts, mcpReads, mcpWithoutOtherRecords } from "../support/cross-tenant/mcp-door";
import { sendAs } from "../support/cross-tenant/send-request";
import { settleAndSnapshot, snapshotMuseum, startTenantPair, type Tenant, type TenantIds } from "../support/cross-tenant/tenant";
import { signInToDashboard } from "../support/dashboard-session";
import { testProviders } from "../support/databases";
import { conformanceSummary } from "../support/openapi-conformance";
import type { RunningFoyer } from "../support/foyer-server";
import { errorCodes, postGraphql } from "../support/graphql-client";
import { browse, callTool, connectMcp, fetchFrom } from "../support/mcp-oauth";
import { MemoryOAuthProvider } from "../support/memory-oauth-provider";

// The cross-tenant suite's staff doors (REST and GraphQL are in cross-tenant.test.ts): an assistant
// connected through the tool server's OAuth flow, and the dashboard's routes and pages, each for a
// user whose only role is OWNER of museum A. As there, every attempt is made with museum B's ids and
// with ids that exist nowhere, and the answers must be the same; at the end B's rows are unchanged.

const OWNER = "owner@tenant-a.test";

/** Every value of B's that must never reach A (its ids, API key, marker, slug and name), lower-cased. */
const tracesOf = (tenant: Tenant): string[] => Object.values(tenant).map((value: string) => value.toLowerCase());

/** `text` with each of B's ids written as the ghost's, longest first (a QR code contains the membership id). */
function asGhost(text: string, theirs: TenantIds, ghost: TenantIds): string {
  const keys = (Object.keys(ghost) as (keyof TenantIds)[]).sort((x, y) => theirs[y].length - theirs[x].length);
  return keys.reduce((out, key) => out.replaceAll(theirs[key].toLowerCase(), ghost[key].toLowerCase()), text.toLowerCase());
}

describe.each(testProviders())("museum A's staff against museum B's data, through the tool server and the dashboard, on %s", (provider) => {
  let foyer: RunningFoyer;
  let a: Tenant;
  let b: Tenant;
  let ghost: TenantIds;
  let cookie: string;
  let before: string;

  const expectNoTraceOfB = (text: string, context: string) => {
    for (const trace of tracesOf(b)) expect(text.toLowerCase(), `${context}: shows ${trace}`).not.toContain(trace);
  };

  beforeAll(async () => {
    const pair = await startTenantPair(provider);
    ({ foyer, a, b, ghost } = pair);
    await grantMuseumRole({ email: OWNER, museumId: a.museumId, role: "OWNER" });
    cookie = await signInToDashboard(foyer.baseUrl, OWNER);
    before = await settleAndSnapshot(pair);
  });

  afterAll(async () => {
    console.log(`${conformanceSummary()} so far in this file, after ${provider}`);
    await disconnectAll();
    await foyer?.stop();
  });

  describe("the staff tool server, as an assistant connected through OAuth", () => {
    let client: Client;
    let tools: Tool[];

    beforeAll(async () => {
      // The tool server's default origin, as an assistant on this machine reaches it.
      const origin = `http://localhost:${new URL(foyer.mcpUrl).port}`;
      const oauth = new MemoryOAuthProvider();
      const fetchFn = fetchFrom("203.0.113.20");
      await expect(connectMcp(origin, oauth, fetchFn)).rejects.toBeInstanceOf(UnauthorizedError);
      const { callback } = await browse(oauth.authorizationUrl!, { foyer, ip: "203.0.113.20", email: OWNER, sessionCookie: cookie });
      await new StreamableHTTPClientTransport(new URL(origin), { authProvider: oauth, fetch: fetchFn }).finishAuth(callback.searchParams.get("code")!);
      client = await connectMcp(origin, oauth, fetchFn);
      tools = (await client.listTools()).tools;
    });

    afterAll(async () => {
      await client?.close();
    });

    it("has attempts for every tool that takes arguments, and for no tool the server lacks", () => {
      const names = tools.map((tool) => tool.name);
      const named = new Set([...Object.keys(mcpAttempts), ...mcpWithoutOtherRecords]);
      expect(names.filter((name) => !named.has(name)), "tools the suite does not try").toEqual([]);
      expect([...named, ...Object.keys(mcpReads)].filter((name) => !names.includes(name)), "attempts for tools that do not exist").toEqual([]);
      const withArguments = tools.filter((tool) => Object.keys(tool.inputSchema.properties ?? {}).length > 0).map((tool) => tool.name);
      expect(withArguments.filter((name) => !mcpAttempts[name]?.length), "tools with arguments but no attempt").toEqual([]);
    });

    it("answers every tool called with B's museum or records as one called with ids that exist nowhere", async () => {
      for (const [name, attempts] of Object.entries(mcpAttempts)) {
        const changes = tools.find((tool) => tool.name === name)?.annotations?.readOnlyHint === false;
        for (const attempt of attempts) {
          const args = attempt.args(b, a);
          const real = await callTool(client, name, args);
          const control = await callTool(client, name, attempt.args(ghost, a));
          const context = `${name} ${JSON.stringify(args)}\n${real.text.slice(0, 400)}\nghost: ${control.text.slice(0, 400)}`;
          expect(real.text.toLowerCase(), context).not.toContain(b.marker);
          expect(real.data?.error?.code, context).not.toBe("INTERNAL_ERROR");
          expect(asGhost(JSON.stringify({ isError: real.isError, text: real.text, data: real.data }), b, ghost), context).toBe(
            JSON.stringify({ isError: control.isError, text: control.text, data: control.data }).toLowerCase(),
          );
          // A changing tool changed nothing: an error, or an admission refused as the answer.
          // A refusal at the door (check-in or exit) is an answer, not an error: it must refuse all the same.
          if (changes) expect(real.isError || real.data?.admitted === false || real.data?.checkedOut === false, context).toBe(true);
          if (name === "verify_membership_qr" && !real.isError) expect(real.data.verification, context).toMatchObject({ valid: false, customerName: null });
        }
      }
    });

    it("shows A's own records and none of B's in what A's museum reads", async () => {
      for (const [name, read] of Object.entries(mcpReads)) {
        const answer = await callTool(client, name, read.args(a));
        const context = `${name}: ${answer.text.slice(0, 600)}`;
        expect(answer.isError, context).toBe(false);
        // The text is a summary and structuredContent the data (docs/mcp.md, "Tools"): both are the answer.
        const shown = `${answer.text}\n${JSON.stringify(answer.data)}`;
        for (const record of read.records(a)) expect(shown.toLowerCase(), context).toContain(record.toLowerCase());
        expectNoTraceOfB(shown, name);
      }
    });
  });

  describe("the dashboard, signed in with a role in A only", () => {
    const request = (method: string, path: string, body?: unknown) => sendAs(foyer.baseUrl, { cookie }, method, path, body);

    it("has attempts for every method of every dashboard route and for every page, and for nothing that does not exist", () => {
      const operations = routeOperations("api/dashboard");
      const tried = new Set([...Object.keys(dashboardAttempts), ...Object.keys(dashboardReads)]);
      expect(operations.filter((operation) => !dashboardAttempts[operation]?.length), "dashboard routes the suite does not try").toEqual([]);
      expect([...tried].filter((operation) => !operations.includes(operation)), "attempts for routes that do not exist").toEqual([]);
      const reads = operations.filter((operation) => operation.startsWith("GET "));
      expect(reads.filter((operation) => !dashboardReads[operation]), "dashboard reads not checked on A's own museum").toEqual([]);
      const pages = pagePaths();
      expect(pages.filter((page) => !dashboardPages[page]?.length && !pagesWithoutMuseum.has(page)), "pages the suite does not try").toEqual([]);
      expect([...Object.keys(dashboardPages), ...pagesWithoutMuseum].filter((page) => !pages.includes(page)), "attempts for pages that do not exist").toEqual([]);
    });

    it("answers every dashboard route called with B's ids as one called with ids that exist nowhere", async () => {
      for (const [operation, attempts] of Object.entries(dashboardAttempts)) {
        for (const attempt of attempts) {
          const path = attempt.path(b, a);
          const real = await request(attempt.method, path, attempt.body?.(b, a));
          const control = await request(attempt.method, attempt.path(ghost, a), attempt.body?.(ghost, a));
          const context = `${operation} → ${path}\n${real.status} ${real.text.slice(0, 300)}\nghost: ${control.status} ${control.text.slice(0, 300)}`;
          expect(real.text.toLowerCase(), context).not.toContain(b.marker);
          expect(real.text.toLowerCase(), context).not.toContain(b.museumName.toLowerCase());
          expect(real.status, context).toBeGreaterThanOrEqual(400);
          expect(real.status, context).toBeLessThan(500);
          expect([real.status, real.code], context).toEqual([control.status, control.code]);
        }
      }
    });

    it("shows A's own records and none of B's in the dashboard routes' reads of A", async () => {
      for (const [operation, read] of Object.entries(dashboardReads)) {
        const answer = await request("GET", read.path(a));
        expect(answer.status, `${operation}: ${answer.text.slice(0, 300)}`).toBe(200);
        for (const record of read.records(a)) expect(answer.text.toLowerCase(), operation).toContain(record.toLowerCase());
        expectNoTraceOfB(answer.text, operation);
        const path = read.path(a).split("?")[0];
        for (const query of read.lookups?.(b) ?? []) {
          const found = await request("GET", `${path}?${query}`);
          expect([found.status, JSON.parse(found.text).total], `${operation}?${query} with B's ids: ${found.text.slice(0, 300)}`).toEqual([200, 0]);
        }
        for (const query of read.lookups?.(a) ?? []) {
          const found = await request("GET", `${path}?${query}`);
          expect(JSON.parse(found.text).total, `${operation}?${query} with A's own ids: ${found.text.slice(0, 300)}`).toBeGreaterThan(0);
        }
      }
    });

    it("renders no page of B's and none of B's data in A's pages, as for ids that exist nowhere", async () => {
      const own = await request("GET", `/museums/${a.museumId}/today`);
      expect(own.status, "A's own page renders, naming A").toBe(200);
      expect(own.text).toContain(a.museumName);
      for (const [page, paths] of Object.entries(dashboardPages)) {
        for (const path of paths) {
          const real = await request("GET", path(b, a));
          const control = await request("GET", path(ghost, a));
          const context = `${page} → ${path(b, a)}: ${real.status} ${real.location ?? ""} / ghost ${control.status} ${control.location ?? ""}`;
          expect(real.status, context).toBeLessThan(500);
          expect([real.status, real.location && asGhost(real.location, b, ghost)], context).toEqual([control.status, control.location?.toLowerCase() ?? null]);
          expect(real.text.toLowerCase(), context).not.toContain(b.marker);
          expect(real.text.toLowerCase(), context).not.toContain(b.museumName.toLowerCase());
        }
      }
    });

    it("answers GraphQL sent with the session cookie about museum B as about a museum that does not exist", async () => {
      const query = `query($m: ID!) { museum(id: $m) { id name } }`;
      const real = await postGraphql(foyer.baseUrl, { query, variables: { m: b.museumId } }, { cookie });
      const control = await postGraphql(foyer.baseUrl, { query, variables: { m: ghost.museumId } }, { cookie });
      expect(errorCodes(real)).toEqual(["NOT_FOUND"]);
      expect([real.body.data, errorCodes(real)]).toEqual([control.body.data, errorCodes(control)]);
      const mine = await postGraphql(foyer.baseUrl, { query: "{ museums { id } }" }, { cookie });
      expect(mine.body.data.museums).toEqual([{ id: a.museumId }]);
    });
  });

  // Last: nothing above changed any of B's rows.
  it("leaves every row of museum B exactly as it was", async () => {
    expect(await snapshotMuseum(b.museumId)).toBe(before);
  });
});
