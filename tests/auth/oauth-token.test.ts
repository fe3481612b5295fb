import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { oauthEndpoints, pkce } from "../support/oauth-endpoints";

// The token endpoint: codes, PKCE, redirect URI, resource and client checks before a code is
// consumed, code replay, refresh rotation with its grace and reuse detection, and audience binding.

describe.each(testProviders())("POST /oauth/token on %s", (provider) => {
  const email = "tom@oauth.test";
  const foyer = useFoyer(provider, {
    museums: ["oauth-token"],
    staff: [{ email, museum: "oauth-token", role: "EDITOR" }],
    env: { TRUST_PROXY: "true", MCP_ALLOW_USER_TOKENS: "false", AUTH_OTP_EMAIL_LIMIT_MAX: "100" },
  });
  const oauth = oauthEndpoints(() => foyer, email, "198.51.101");

  describe("audience and scope", () => {
    it("binds access tokens to the origin they were issued for, and answers a token without the scope 403", async () => {
      const tokens = (await oauth.exchange(await oauth.freshCode())).body;
      expect((await oauth.mcpCall(tokens.access_token)).status).toBe(200);
      const elsewhere = await oauth.mcpCall(tokens.access_token, foyer.mcpUrl);
      expect(elsewhere.status, "issued for localhost, used at 127.0.0.1").toBe(401);
      const row = await db().oAuthToken.findUniqueOrThrow({ where: { tokenHash: createHash("sha256").update(tokens.access_token).digest("hex") } });
      await db().oAuthGrant.update({ where: { id: row.grantId }, data: { scope: "" } });
      const noScope = await oauth.mcpCall(tokens.access_token);
      expect(noScope.status).toBe(403);
      expect(noScope.headers.get("www-authenticate")).toMatch(/^Bearer error="insufficient_scope", .*scope="foyer:staff"$/);
    });
  });

  describe("/oauth/token", () => {
    it("exchanges a code once; a replayed code fails and revokes what it issued", async () => {
      const grant = await oauth.freshCode();
      const first = await oauth.exchange(grant);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(first.headers.get("pragma")).toBe("no-cache");
      expect(first.body).toMatchObject({ token_type: "Bearer", scope: "foyer:staff", expires_in: expect.any(Number) });
      expect((await oauth.mcpCall(first.body.access_token)).status).toBe(200);
      const replay = await oauth.exchange(grant);
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe("invalid_grant");
      expect(replay.headers.get("cache-control")).toBe("no-store");
      expect((await oauth.mcpCall(first.body.access_token)).status, "the replay revoked the access token").toBe(401);
      const refresh = await oauth.token({ grant_type: "refresh_token", client_id: grant.clientId, refresh_token: first.body.refresh_token });
      expect(refresh.body.error, "and the refresh token").toBe("invalid_grant");
    });

    it("checks the verifier, redirect URI, client and resource before consuming the code", async () => {
      const grant = await oauth.freshCode();
      const wrongVerifier = await oauth.exchange(grant, { code_verifier: pkce().verifier });
      expect([wrongVerifier.status, wrongVerifier.body.error]).toEqual([400, "invalid_grant"]);
      const wrongRedirect = await oauth.exchange(grant, { redirect_uri: "http://127.0.0.1:4123/other" });
      expect([wrongRedirect.status, wrongRedirect.body.error]).toEqual([400, "invalid_grant"]);
      const foreignResource = await oauth.exchange(grant, { resource: "https://elsewhere.example/" });
      expect([foreignResource.status, foreignResource.body.error]).toEqual([400, "invalid_target"]);
      const otherClient = await oauth.exchange({ ...grant, clientId: await oauth.newClient() });
      expect([otherClient.status, otherClient.body.error]).toEqual([400, "invalid_grant"]);
      const unknownClient = await oauth.exchange({ ...grant, clientId: "foyer_mcp_client_unknownunknown1" });
      expect([unknownClient.status, unknownClient.body.error]).toEqual([401, "invalid_client"]);
      const withSecret = await oauth.exchange(grant, { client_secret: "s" });
      expect([withSecret.status, withSecret.body.error]).toEqual([401, "invalid_client"]);
      const ok = await oauth.exchange(grant, { resource: oauth.origin() });
      expect(ok.status, "the failed attempts did not consume the code").toBe(200);
    });

    it("accepts the resource with a trailing slash, or none at all", async () => {
      expect((await oauth.exchange(await oauth.freshCode(), { resource: `${oauth.origin()}/` })).status).toBe(200);
      const withoutResource = await oauth.freshCode();
      expect((await oauth.exchange(withoutResource)).status).toBe(200);
    });

    it("refuses an expired code, an unknown grant type and a missing parameter", async () => {
      const grant = await oauth.freshCode();
      await db().oAuthGrant.updateMany({ where: { clientId: grant.clientId }, data: { codeExpiresAt: new Date(Date.now() - 1000) } });
      expect((await oauth.exchange(grant)).body.error).toBe("invalid_grant");
      expect((await oauth.token({ grant_type: "password", client_id: grant.clientId })).body.error).toBe("unsupported_grant_type");
      expect((await oauth.token({ grant_type: "authorization_code", client_id: grant.clientId, code: grant.code })).body.error).toBe("invalid_request");
      const repeated = await oauth.call("/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `grant_type=authorization_code&client_id=${grant.clientId}&code=a&code=b&code_verifier=${grant.verifier}`,
        ip: oauth.nextIp(),
      });
      expect(repeated.body.error).toBe("invalid_request");
    });

    it("rotates refresh tokens; a replay within the grace is refused without cutting off the new pair, and reuse after it revokes all", async () => {
      const grant = await oauth.freshCode();
      const issued = (await oauth.exchange(grant)).body;
      const refresh = (refreshToken: string) => oauth.token({ grant_type: "refresh_token", client_id: grant.clientId, refresh_token: refreshToken, resource: `${oauth.origin()}/` });
      const second = await refresh(issued.refresh_token);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(second.headers.get("cache-control")).toBe("no-store");
      const replay = await refresh(issued.refresh_token);
      expect([replay.status, replay.body.error], "a replay within the grace gets no pair").toEqual([400, "invalid_grant"]);
      expect(replay.body).not.toHaveProperty("access_token");
      expect((await oauth.mcpCall(second.body.access_token)).status, "the pair already issued still works").toBe(200);
      const third = await refresh(second.body.refresh_token);
      expect(third.status, "and its refresh token still rotates").toBe(200);
      expect((await oauth.mcpCall(third.body.access_token)).status).toBe(200);

      const reuse = await refresh(issued.refresh_token);
      expect([reuse.status, reuse.body.error], "the successor was used, so this is reuse").toEqual([400, "invalid_grant"]);
      expect((await refresh(third.body.refresh_token)).body.error, "reuse revoked the whole grant").toBe("invalid_grant");
      expect((await oauth.mcpCall(third.body.access_token)).status).toBe(401);
    });
  });
});
