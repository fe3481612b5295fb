import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectAll } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { savedChecks, startConformance } from "../support/conformance-cli";
import { testProviders } from "../support/databases";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { browse } from "../support/mcp-oauth";
import { oauthEndpoints } from "../support/oauth-endpoints";
import { seedMuseum } from "../support/seed-museum";
import { authClient, emailedCode } from "../support/sign-in";

// The staff tool server against @modelcontextprotocol/conformance, run as its own CLI so the verdict
// and the report are the tool's: its authorization-server scenarios (metadata, at both loopback
// origins, and the authorization code grant with PKCE, the person signing in with an emailed code),
// and its one server scenario about the HTTP transport's protection (DNS rebinding). The tool's other server scenarios exercise the tools,
// resources and prompts of its own reference server and do not apply to Foyer.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

/**
 * A local hop in front of POST / that adds a user token to every request and leaves everything else,
 * Host and Origin included, as the client sent it. The DNS-rebinding scenario sends no credentials
 * (it is written for servers without authentication); with a valid token on every request, a refusal
 * it sees can only come from the Host/Origin check, and a local request must then be served.
 */
function authenticatingHop(target: string, token: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request({ host: hostname, port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, authorization: `Bearer ${token}` } }, (answer) => {
      outgoing.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.once("error", (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

describe.each(testProviders())("the MCP conformance suite against the staff tool server on %s", (provider) => {
  let foyer: RunningFoyer;
  let outputDir: string;
  const email = "connie@conformance.test";
  const oauth = oauthEndpoints(() => foyer, email, "198.51.103");

  beforeAll(async () => {
    foyer = await startFoyer(provider, { TRUST_PROXY: "true", AUTH_OTP_EMAIL_LIMIT_MAX: "100" });
    const { museumId } = await seedMuseum(foyer.database.url, "mcp-conformance");
    process.env.DATABASE_URL = foyer.database.url;
    await grantMuseumRole({ email, museumId, role: "EDITOR" });
    outputDir = mkdtempSync(join(tmpdir(), "foyer-conformance-"));
  });

  afterAll(async () => {
    await disconnectAll();
    await foyer?.stop();
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

  it("passes the DNS-rebinding scenario: a foreign Host and Origin are refused, local ones served", async () => {
    const login = authClient(foyer.baseUrl);
    const ip = oauth.nextIp();
    const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
    expect((await login.start(email, ip)).status).toBe(202);
    const { body } = await login.verify(email, (await emailedCode(email, before?.id)).code, ip);
    const hop = await authenticatingHop(foyer.mcpUrl, body.accessToken);
    const results = join(outputDir, "dns-rebinding");
    try {
      const { code, report } = await startConformance(["server", "--url", hop.url, "--scenario", "dns-rebinding-protection", "--output-dir", results, "--verbose"]).finished;
      expect(code, report).toBe(0);
      const checks = savedChecks(results)["dns-rebinding-protection"]!;
      expect(checks.map((check) => `${check.id}: ${check.status}`), report).toEqual(["localhost-host-rebinding-rejected: SUCCESS", "localhost-host-valid-accepted: SUCCESS"]);
    } finally {
      await hop.close();
    }
  });
});
