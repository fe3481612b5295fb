import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { browse, formAction, hiddenField } from "../support/mcp-oauth";
import { CALLBACK } from "../support/memory-oauth-provider";
import { oauthEndpoints, pkce } from "../support/oauth-endpoints";

// The authorization server's endpoints one by one: metadata, POST / without a good token,
// registration, the authorization endpoint's error handling and /oauth/complete's authentication.
// The token endpoint is tests/auth/oauth-token.test.ts.

describe.each(testProviders())("the OAuth endpoints on %s", (provider) => {
  const email = "olga@oauth.test";
  const foyer = useFoyer(provider, {
    museums: ["oauth-endpoints"],
    staff: [{ email, museum: "oauth-endpoints", role: "EDITOR" }],
    env: { TRUST_PROXY: "true", MCP_ALLOW_USER_TOKENS: "false", AUTH_OTP_EMAIL_LIMIT_MAX: "100" },
  });
  const oauth = oauthEndpoints(() => foyer, email, "198.51.100");

  describe("metadata", () => {
    it("names the issuer exactly as the origin the client used", async () => {
      for (const base of [oauth.origin(), foyer.mcpUrl]) {
        const answer = await oauth.call("/.well-known/oauth-authorization-server", { base });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          issuer: base,
          authorization_endpoint: `${base}/oauth/authorize`,
          token_endpoint: `${base}/oauth/token`,
          registration_endpoint: `${base}/oauth/register`,
          revocation_endpoint: `${base}/oauth/revoke`,
          revocation_endpoint_auth_methods_supported: ["none"],
          scopes_supported: ["foyer:staff"],
          response_types_supported: ["code"],
          response_modes_supported: ["query"],
          grant_types_supported: ["authorization_code", "refresh_token"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["none"],
          authorization_response_iss_parameter_supported: true,
          client_id_metadata_document_supported: false,
        });
        expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      }
    });

    it("publishes the protected resource and its authorization server", async () => {
      const answer = await oauth.call("/.well-known/oauth-protected-resource");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ resource: `${oauth.origin()}/`, authorization_servers: [oauth.origin()], scopes_supported: ["foyer:staff"], bearer_methods_supported: ["header"] });
    });

    it("serves the tool server's paths on its own port only", async () => {
      expect((await oauth.call("/.well-known/oauth-authorization-server", { base: foyer.baseUrl })).status).toBe(404);
      expect((await oauth.call("/mcp-origin/oauth/register", { base: foyer.baseUrl, method: "POST" })).status).toBe(404);
    });
  });

  describe("POST /", () => {
    it("refuses a missing, unknown or foreign token with 401 and a challenge", async () => {
      const missing = await oauth.call("/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(missing.status).toBe(401);
      expect(missing.headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${oauth.origin()}/.well-known/oauth-protected-resource", scope="foyer:staff"`);
      const unknown = await oauth.mcpCall("foyer_mcp_at_made-up");
      expect(unknown.status).toBe(401);
      expect(unknown.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token", error_description="[^"]+", resource_metadata="[^"]+", scope="foyer:staff"$/);
      const userToken = await oauth.mcpCall("eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln");
      expect(userToken.status, "user tokens are refused when MCP_ALLOW_USER_TOKENS is off").toBe(401);
      expect(userToken.body.error_description).toContain("connect with OAuth");
    });
  });

  describe("/oauth/register", () => {
    it("registers a public client and issues no secret", async () => {
      const answer = await oauth.register({ client_name: "Claude", redirect_uris: ["https://claude.example/callback", "http://localhost/cb"], software_id: "x", unknown_field: 1 });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        client_id: expect.stringMatching(/^foyer_mcp_client_/),
        client_name: "Claude",
        redirect_uris: ["https://claude.example/callback", "http://localhost/cb"],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
        scope: "foyer:staff",
      });
      expect(answer.body).not.toHaveProperty("client_secret");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    });

    it("refuses bad metadata with RFC 7591 errors", async () => {
      const cases: [unknown, string][] = [
        [{ client_name: "no redirects" }, "invalid_redirect_uri"],
        [{ redirect_uris: ["http://evil.example/cb"] }, "invalid_redirect_uri"],
        [{ redirect_uris: ["javascript:alert(1)"] }, "invalid_redirect_uri"],
        [{ redirect_uris: ["https://app.example/cb#frag"] }, "invalid_redirect_uri"],
        [{ redirect_uris: "https://app.example/cb" }, "invalid_redirect_uri"],
        [{ redirect_uris: [CALLBACK], grant_types: ["implicit"] }, "invalid_client_metadata"],
        [{ redirect_uris: [CALLBACK], response_types: ["token"] }, "invalid_client_metadata"],
        [[1, 2], "invalid_client_metadata"],
      ];
      for (const [metadata, error] of cases) {
        const answer = await oauth.register(metadata);
        expect(answer.status, JSON.stringify(metadata)).toBe(400);
        expect(answer.body.error, JSON.stringify(metadata)).toBe(error);
        expect(answer.body.error_description).toEqual(expect.any(String));
      }
      const notJson = await oauth.call("/oauth/register", { method: "POST", headers: { "content-type": "text/plain" }, body: "redirect_uris=x", ip: oauth.nextIp() });
      expect(notJson.body.error).toBe("invalid_client_metadata");
    });

    it("registers a client that asks for a confidential method as the public client it can be (RFC 7591 3.2.1)", async () => {
      for (const method of ["client_secret_post", "client_secret_basic"]) {
        const answer = await oauth.register({ redirect_uris: [CALLBACK], token_endpoint_auth_method: method });
        expect(answer.status, method).toBe(201);
        expect(answer.body.token_endpoint_auth_method, method).toBe("none");
        expect(answer.body, method).not.toHaveProperty("client_secret");
      }
    });

    it("limits registrations per client address, with room for a person reconnecting many times", async () => {
      // The limit reads the last 15 minutes as a sliding estimate from two fixed windows (window-limiter.ts),
      // which rounds one request away when a burst straddles a window's edge: the burst starts clear of one.
      const windowMs = 15 * 60_000;
      const toEdge = windowMs - (Date.now() % windowMs);
      if (toEdge < 20_000) await new Promise((resolve) => setTimeout(resolve, toEdge + 100));
      const ip = oauth.nextIp();
      for (let i = 0; i < 120; i++) expect((await oauth.register({ redirect_uris: [CALLBACK] }, ip)).status).toBe(201);
      const refused = await oauth.register({ redirect_uris: [CALLBACK] }, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe("temporarily_unavailable");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("/oauth/authorize", () => {
    it("shows an error page, never a redirect, for an unknown client or a redirect URI that does not match", async () => {
      const clientId = await oauth.newClient("https://app.example/callback");
      const { challenge } = pkce();
      const base = { response_type: "code", code_challenge: challenge, code_challenge_method: "S256" };
      for (const params of [
        { ...base, client_id: "foyer_mcp_client_unknownunknown1", redirect_uri: "https://app.example/callback" },
        { ...base, client_id: clientId, redirect_uri: "https://evil.example/callback" },
        { ...base, client_id: clientId, redirect_uri: "https://app.example/callback/extra" },
      ]) {
        const answer = await oauth.call(`/oauth/authorize?${new URLSearchParams(params)}`, { ip: oauth.nextIp() });
        expect(answer.status, JSON.stringify(params)).toBe(400);
        expect(answer.location).toBeNull();
        expect(answer.headers.get("content-type")).toContain("text/html");
      }
    });

    it("accepts any port on a loopback redirect URI, and nothing else loosely", async () => {
      const clientId = await oauth.newClient("http://127.0.0.1/callback");
      const { challenge } = pkce();
      const params = { response_type: "code", client_id: clientId, code_challenge: challenge, code_challenge_method: "S256" };
      const anyPort = await oauth.call(`/oauth/authorize?${new URLSearchParams({ ...params, redirect_uri: "http://127.0.0.1:53682/callback" })}`, { ip: oauth.nextIp() });
      expect(anyPort.status).toBe(302);
      expect(new URL(anyPort.location!).pathname).toBe("/auth/mcp");
      const otherHost = await oauth.call(`/oauth/authorize?${new URLSearchParams({ ...params, redirect_uri: "http://localhost:53682/callback" })}`, { ip: oauth.nextIp() });
      expect(otherHost.status).toBe(400);
    });

    it("sends PKCE, scope, resource and response type errors back to the client with state and iss", async () => {
      const clientId = await oauth.newClient();
      const { challenge } = pkce();
      const good = { response_type: "code", client_id: clientId, redirect_uri: CALLBACK, code_challenge: challenge, code_challenge_method: "S256", state: "st" };
      const cases: [Record<string, string | null>, string][] = [
        [{ code_challenge_method: "plain" }, "invalid_request"],
        [{ code_challenge_method: null }, "invalid_request"],
        [{ code_challenge: null }, "invalid_request"],
        [{ code_challenge: "short" }, "invalid_request"],
        [{ scope: "admin" }, "invalid_scope"],
        [{ resource: "https://elsewhere.example/" }, "invalid_target"],
        [{ response_type: "token" }, "unsupported_response_type"],
      ];
      for (const [change, error] of cases) {
        const params = new URLSearchParams(good);
        for (const [name, value] of Object.entries(change)) {
          if (value === null) params.delete(name);
          else params.set(name, value);
        }
        const answer = await oauth.call(`/oauth/authorize?${params}`, { ip: oauth.nextIp() });
        expect(answer.status, JSON.stringify(change)).toBe(302);
        const back = new URL(answer.location!);
        expect(back.origin + back.pathname).toBe(CALLBACK);
        expect(back.searchParams.get("error"), JSON.stringify(change)).toBe(error);
        expect(back.searchParams.get("state")).toBe("st");
        expect(back.searchParams.get("iss")).toBe(oauth.origin());
      }
      const ok = await oauth.call(`/oauth/authorize?${new URLSearchParams({ ...good, resource: oauth.origin(), scope: "foyer:staff" })}`, { ip: oauth.nextIp() });
      expect(new URL(ok.location!).searchParams.get("mcp_oauth"), "resource without the trailing slash is this server too").toMatch(/^mcp_oauth_/);
    });
  });

  describe("/oauth/complete", () => {
    it("refuses a post that the login service did not seal, and keeps the ticket", async () => {
      const clientId = await oauth.newClient();
      const { challenge } = pkce();
      const started = await oauth.call(
        `/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: CALLBACK, code_challenge: challenge, code_challenge_method: "S256" })}`,
        { ip: oauth.nextIp() },
      );
      const ticket = new URL(started.location!).searchParams.get("mcp_oauth")!;
      const forged: Record<string, string>[] = [
        {},
        { assertion: "not-a-jwe", decision: "allow" },
        { assertion: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA", decision: "allow" },
        { mcp_oauth: ticket, user_token: "eyJ.x.y", decision: "allow" },
      ];
      for (const fields of forged) {
        const answer = await oauth.call("/oauth/complete", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
          ip: oauth.nextIp(),
        });
        expect(answer.status, JSON.stringify(fields)).toBe(401);
        expect(answer.location).toBeNull();
      }
      const ticketRow = await db().oAuthAuthorizationTicket.findUniqueOrThrow({ where: { ticketHash: createHash("sha256").update(ticket).digest("hex") } });
      expect(ticketRow.usedAt).toBeNull();
      expect(await db().oAuthGrant.count({ where: { clientId } })).toBe(0);
    });

    it("uses a ticket once", async () => {
      const clientId = await oauth.newClient();
      const { challenge } = pkce();
      const url = oauth.authorizeUrl({ response_type: "code", client_id: clientId, redirect_uri: CALLBACK, code_challenge: challenge, code_challenge_method: "S256" });
      // The same sealed hand-off posted twice (a replayed form): the second finds the ticket used.
      let replay: { action: string; assertion: string } | undefined;
      const { callback } = await browse(url, { foyer, ip: oauth.nextIp(), email, onCompletePage: (html) => (replay = { action: formAction(html), assertion: hiddenField(html, "assertion") }) });
      expect(callback.searchParams.get("code")).toBeTruthy();
      const again = await oauth.call(new URL(replay!.action).pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ assertion: replay!.assertion, decision: "allow" }).toString(),
        ip: oauth.nextIp(),
      });
      expect(again.status).toBe(400);
      expect(again.location).toBeNull();
      const usedTicket = new URL((await oauth.call(`/oauth/authorize?${url.searchParams}`, { ip: oauth.nextIp() })).location!).searchParams.get("mcp_oauth");
      expect(usedTicket, "a new authorization gets a new ticket").toMatch(/^mcp_oauth_/);
      const expiredPage = await oauth.call(`/auth/mcp?mcp_oauth=mcp_oauth_${"x".repeat(43)}`, { base: foyer.baseUrl });
      expect(expiredPage.body).toContain("This link has expired");
    });

    it("takes the sign-in forms only from the login service's own pages", async () => {
      const clientId = await oauth.newClient();
      const started = await oauth.call(`/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: CALLBACK, code_challenge: pkce().challenge, code_challenge_method: "S256" })}`, { ip: oauth.nextIp() });
      const ticket = new URL(started.location!).searchParams.get("mcp_oauth")!;
      const form = (from: string) =>
        oauth.call("/auth/mcp/start", {
          base: foyer.baseUrl,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: from },
          body: new URLSearchParams({ mcp_oauth: ticket, email }).toString(),
          ip: oauth.nextIp(),
        });
      expect((await form("https://evil.example")).status).toBe(403);
      const own = await form(foyer.baseUrl);
      expect(own.status).toBe(303);
      expect(own.location).toBe(`/auth/mcp?${new URLSearchParams({ mcp_oauth: ticket, email })}`);
    });
  });

});
