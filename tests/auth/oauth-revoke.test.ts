import { describe, expect, it } from "vitest";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { oauthEndpoints } from "../support/oauth-endpoints";

// Token revocation for the staff tool server (RFC 7009; docs/mcp.md, "Disconnecting an assistant"):
// revoking either token ends the whole authorization at once, the access token at POST / and the
// refresh family at /oauth/token; another client's, an unknown or an already revoked token answers
// 200 and changes nothing.

describe.each(testProviders())("POST /oauth/revoke on %s", (provider) => {
  const email = "rita@oauth-revoke.test";
  const foyer = useFoyer(provider, {
    museums: ["oauth-revoke"],
    staff: [{ email, museum: "oauth-revoke", role: "EDITOR" }],
    env: { TRUST_PROXY: "true", MCP_ALLOW_USER_TOKENS: "false", AUTH_OTP_EMAIL_LIMIT_MAX: "100" },
  });
  const oauth = oauthEndpoints(() => foyer, email, "198.51.102");

  it("revoking the refresh token stops the access token at POST / and the refresh family at once", async () => {
    const issued = await oauth.freshCode();
    const tokens = (await oauth.exchange(issued)).body;
    expect((await oauth.mcpCall(tokens.access_token)).status).toBe(200);
    const revoked = await oauth.revoke({ token: tokens.refresh_token, token_type_hint: "refresh_token", client_id: issued.clientId });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toBe("");
    expect(revoked.headers.get("cache-control")).toBe("no-store");
    const refused = await oauth.mcpCall(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/error="invalid_token"/);
    const refreshed = await oauth.token({ grant_type: "refresh_token", client_id: issued.clientId, refresh_token: tokens.refresh_token });
    expect([refreshed.status, refreshed.body.error]).toEqual([400, "invalid_grant"]);
    // Revoking again is no error.
    expect((await oauth.revoke({ token: tokens.refresh_token, client_id: issued.clientId })).status).toBe(200);
  });

  it("revoking the access token ends its refresh token too", async () => {
    const issued = await oauth.freshCode();
    const tokens = (await oauth.exchange(issued)).body;
    expect((await oauth.revoke({ token: tokens.access_token, client_id: issued.clientId })).status).toBe(200);
    expect((await oauth.mcpCall(tokens.access_token)).status).toBe(401);
    expect((await oauth.token({ grant_type: "refresh_token", client_id: issued.clientId, refresh_token: tokens.refresh_token })).body.error).toBe("invalid_grant");
  });

  it("answers another client's and an unknown token with 200 and revokes nothing", async () => {
    const issued = await oauth.freshCode();
    const tokens = (await oauth.exchange(issued)).body;
    const stranger = await oauth.newClient();
    expect((await oauth.revoke({ token: tokens.refresh_token, client_id: stranger })).status).toBe(200);
    expect((await oauth.revoke({ token: "not-a-token-of-ours", client_id: stranger })).status).toBe(200);
    expect((await oauth.mcpCall(tokens.access_token)).status, "another client cannot revoke it").toBe(200);
  });

  it("refuses a request without a token, an unknown client or with client authentication, and takes any type hint as a hint", async () => {
    const clientId = await oauth.newClient();
    const noToken = await oauth.revoke({ client_id: clientId });
    expect([noToken.status, noToken.body.error]).toEqual([400, "invalid_request"]);
    const unknownClient = await oauth.revoke({ token: "x", client_id: "no-such-client" });
    expect([unknownClient.status, unknownClient.body.error]).toEqual([401, "invalid_client"]);
    const withSecret = await oauth.revoke({ token: "x", client_id: clientId, client_secret: "guess" });
    expect([withSecret.status, withSecret.body.error]).toEqual([401, "invalid_client"]);
    const withHeader = await oauth.call("/oauth/revoke", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Basic Zm9vOmJhcg==" },
      body: new URLSearchParams({ token: "x", client_id: clientId }).toString(),
    });
    expect([withHeader.status, withHeader.body.error]).toEqual([401, "invalid_client"]);
    expect(withHeader.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    // A wrong hint does not hide the token: it is found by itself.
    const issued = await oauth.freshCode();
    const tokens = (await oauth.exchange(issued)).body;
    expect((await oauth.revoke({ token: tokens.access_token, client_id: issued.clientId, token_type_hint: "refresh_token" })).status).toBe(200);
    expect((await oauth.mcpCall(tokens.access_token)).status).toBe(401);
    const asJson = await oauth.call("/oauth/revoke", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: "x", client_id: clientId }) });
    expect([asJson.status, asJson.body.error]).toEqual([400, "invalid_request"]);
  });
});
