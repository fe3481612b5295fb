import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { savedChecks, startConformance } from "../support/conformance-cli";
import { testProviders } from "../support/databases";
import { freePort } from "../support/free-port";
import { useFoyer } from "../support/foyer-fixture";
import { browse } from "../support/mcp-oauth";
import { oauthEndpoints } from "../support/oauth-endpoints";
import { authClient, emailedCode } from "../support/sign-in";

// The staff tool server against @modelcontextprotocol/conformance, run as its own CLI so the verdict
// and the report are the tool's: its authorization-server scenarios (metadata, at both loopback
// origins, and the authorization code grant with PKCE, the person signing in with an emailed code),
// and its whole active server suite in one run against the app with its default rate limits, where
// the scenarios that apply to a stateless server of tools must pass (initialize, ping, tools-list, the
// tool error result, DNS-rebinding protection, session lifecycle as not applicable) and the others,
// which exercise the tools, resources and prompts of the tool's own reference server, fail exactly as
// its baseline (conformance-expected-failures.yml) says.

interface Hop {
  url: string;
  /** How many answers were 429 Too Many Requests. */
  rateLimited(): number;
  close(): Promise<void>;
}

/**
 * A local hop in front of POST / that adds a user token to every request and leaves everything else,
 * Host and Origin included, as the client sent it. The server scenarios send no credentials (they are
 * written for servers without authentication); with a valid token on every request, a refusal they
 * see can only come from the server's own checks (the DNS-rebinding scenario's Host/Origin check).
 */
function authenticatingHop(target: string, token: string): Promise<Hop> {
  const { hostname, port } = new URL(target);
  let rateLimited = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request({ host: hostname, port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, authorization: `Bearer ${token}` } }, (answer) => {
      if (answer.statusCode === 429) rateLimited += 1;
      outgoing.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.once("error", (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://localhost:${(server.address() as AddressInfo).port}/`,
        rateLimited: () => rateLimited,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/**
 * The tool's server scenarios that say something about Foyer's stateless server of tools, with the
 * checks each must report (wire-schema-valid: every JSON-RPC message the server sent is valid per the
 * specification's schema). The others are in the baseline, or pass without saying anything about
 * Foyer (tools-call-simple-text calls the reference server's test_simple_text and passes on the "not
 * found" error text, since it never looks at isError).
 */
const APPLICABLE: Record<string, string[]> = {
  "server-initialize": ["server-initialize: SUCCESS", "server-session-id-visible-ascii: INFO", "wire-schema-valid: SUCCESS"],
  ping: ["ping: SUCCESS", "wire-schema-valid: SUCCESS"],
  "tools-list": ["tools-list: SUCCESS", "tools-name-format: SUCCESS", "wire-schema-valid: SUCCESS"],
  // It calls test_error_handling, which Foyer does not have: Foyer answers a call of an unknown tool
  // with a tool error result naming it, and that is what the scenario asks for (isError and a message).
  "tools-call-error": ["tools-call-error: SUCCESS", "wire-schema-valid: SUCCESS"],
  "dns-rebinding-protection": ["localhost-host-rebinding-rejected: SUCCESS", "localhost-host-valid-accepted: SUCCESS"],
  // Each request is answered by a fresh server in any process: no MCP-Session-Id, so the tool finds the
  // lifecycle checks do not apply, and the streams scenario stops at its warning (the baseline's one check).
  "server-session-lifecycle": ["server-session-lifecycle-skipped: INFO"],
  "server-sse-multiple-streams": ["server-sse-multiple-streams-session: WARNING"],
};

/** The suite's scenarios that test its own reference server, each with why it does not apply to Foyer. */
const EXPECTED_FAILURES = join("tests", "mcp", "conformance-expected-failures.yml");

describe.each(testProviders())("the MCP conformance suite against the staff tool server on %s", (provider) => {
  // The app's default rate limits, not the raised ones other API tests use (tests/support/foyer-server.ts).
  const foyer = useFoyer(provider, {
    museums: ["mcp-conformance"],
    env: { TRUST_PROXY: "true", RATE_LIMIT_USER_PER_SECOND: "", RATE_LIMIT_FAILED_AUTH_PER_MINUTE: "" },
  });
  let outputDir: string;
  const email = "connie@conformance.test";
  const oauth = oauthEndpoints(() => foyer, email, "198.51.103");

  beforeAll(async () => {
    const { museumId } = foyer.museum("mcp-conformance");
    await grantMuseumRole({ email, museumId, role: "EDITOR" });
    outputDir = mkdtempSync(join(tmpdir(), "foyer-conformance-"));
  });

  afterAll(async () => {
    if (outputDir) rmSync(outputDir, { recursive: true, force: true });
  });

  it("passes the authorization-server scenarios: metadata, and the authorization code grant with PKCE", async () => {
    const origin = oauth.origin();
    const callbackPort = await freePort();
    const clientId = await oauth.newClient(`http://127.0.0.1:${callbackPort}/callback`);
    const results = join(outputDir, "authorization");
    const run = startConformance(["authorization", "--url", origin, "--client-id", clientId, "--resource", `${origin}/`, "--port", String(callbackPort), "--output-dir", results]);
    try {
      // The grant scenario prints the authorization URL for a person to open, then waits for the callback.
      const authorizationUrl = new URL(await run.line(/^http:\/\/\S+\/oauth\/authorize\?/));
      expect(authorizationUrl.origin).toBe(origin);
      const { callback } = await browse(authorizationUrl, { foyer, ip: oauth.nextIp(), email });
      expect(callback.origin).toBe(`http://127.0.0.1:${callbackPort}`);
      // The browser lands on the client's redirect URI: the tool's own callback server.
      await run.line(/^Callback server started/);
      expect((await fetch(callback)).status).toBe(200);
      const { code, report } = await run.finished;
      const checks = savedChecks(results);
      const details = `${report}\n${JSON.stringify(checks, null, 2)}`;
      expect(code, details).toBe(0);
      const statuses = Object.fromEntries(Object.entries(checks).map(([scenario, saved]) => [scenario, saved.map((check) => `${check.id}: ${check.status}`)]));
      expect(statuses, details).toEqual({
        "authorization-server-metadata-endpoint": [
          "authorization-server-metadata: SUCCESS",
          // client_id_metadata_document_supported is false: clients register dynamically (docs/mcp.md, Conformance).
          "authorization-server-metadata-cimd: WARNING",
        ],
        "authorization-code-grant": ["authorization-code-grant: SUCCESS"],
      });
    } finally {
      run.stop();
    }
  });

  it("passes the metadata scenario at the other loopback origin too, whose issuer it is", async () => {
    const results = join(outputDir, "metadata-127");
    const { code, report } = await startConformance(["authorization", "--url", foyer.mcpUrl, "--scenario", "authorization-server-metadata-endpoint", "--output-dir", results]).finished;
    expect(code, report).toBe(0);
    expect(savedChecks(results)["authorization-server-metadata-endpoint"]![0], report).toMatchObject({ id: "authorization-server-metadata", status: "SUCCESS" });
  });

  it("passes the server suite in one run at protocol speed: every scenario that applies, no 429, the rest as the baseline expects", async () => {
    const login = authClient(foyer.baseUrl);
    const ip = oauth.nextIp();
    const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
    expect((await login.start(email, ip)).status).toBe(202);
    const { body } = await login.verify(email, (await emailedCode(email, before?.id)).code, ip);
    const hop = await authenticatingHop(foyer.mcpUrl, body.accessToken);
    try {
      // The whole active suite, as the tool runs it when asked for no scenario: about a hundred
      // requests in a few seconds, one after another.
      const results = join(outputDir, "server");
      const { code, report } = await startConformance(["server", "--url", hop.url, "--expected-failures", EXPECTED_FAILURES, "--output-dir", results]).finished;
      expect(code, report).toBe(0);
      expect(report, report).toMatch(/Baseline check passed/);
      const checks = savedChecks(results);
      const statuses = Object.fromEntries(Object.keys(APPLICABLE).map((scenario) => [scenario, (checks[scenario] ?? []).map((check) => `${check.id}: ${check.status}`)]));
      expect(statuses, report).toEqual(APPLICABLE);
      expect((checks["tools-call-error"]![0]!.details as { result: unknown }).result, report).toMatchObject({
        isError: true,
        content: [{ type: "text", text: "MCP error -32602: Tool test_error_handling not found" }],
      });
      expect(hop.rateLimited(), report).toBe(0);
    } finally {
      await hop.close();
    }
  });
});
