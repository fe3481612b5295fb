import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { browse } from "../support/mcp-oauth";
import { CALLBACK } from "../support/memory-oauth-provider";
import { oauthEndpoints } from "../support/oauth-endpoints";

// The tool server's OAuth server through oauth4webapi, a strict, certified client library: RFC 8414
// discovery with its exact issuer comparison, the authorization response checked for `iss` (RFC 9207)
// and `state`, the code exchange with PKCE and the refresh with its response checks. Registration is
// plain fetch: oauth4webapi 3.8 has no helper for RFC 7591. The test server speaks http on loopback,
// which oauth4webapi refuses unless told otherwise (allowInsecureRequests).

describe.each(testProviders())("oauth4webapi against the staff tool server on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["oauth4webapi"], env: { TRUST_PROXY: "true", AUTH_OTP_EMAIL_LIMIT_MAX: "100" } });
  const email = "wanda@oauth4webapi.test";
  const endpoints = oauthEndpoints(() => foyer, email, "198.51.104");

  /** oauth4webapi's request options: plain http allowed, each request from this client address. */
  const options = (ip: string) => ({
    [oauth.allowInsecureRequests]: true,
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
      fetch(url, { ...init, body: init.body as BodyInit | undefined, headers: { ...init.headers, "x-forwarded-for": ip } }),
  });

  async function discover(issuer: string, ip: string): Promise<oauth.AuthorizationServer> {
    const url = new URL(issuer);
    return oauth.processDiscoveryResponse(url, await oauth.discoveryRequest(url, { algorithm: "oauth2", ...options(ip) }));
  }

  async function register(as: oauth.AuthorizationServer): Promise<oauth.Client> {
    const answer = await fetch(as.registration_endpoint!, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": endpoints.nextIp() },
      body: JSON.stringify({ client_name: "oauth4webapi", redirect_uris: [CALLBACK], grant_types: ["authorization_code", "refresh_token"], token_endpoint_auth_method: "none" }),
    });
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(201);
    return { client_id: body.client_id, token_endpoint_auth_method: "none" };
  }

  /** An authorization request with PKCE and state, and the person signing in: the redirect back to the client. */
  async function authorize(as: oauth.AuthorizationServer, client: oauth.Client, extra: Record<string, string> = {}) {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: client.client_id,
      redirect_uri: CALLBACK,
      scope: "foyer:staff",
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      resource: `${as.issuer}/`,
      ...extra,
    }).toString();
    return { url, verifier, state };
  }

  beforeAll(async () => {
    const { museumId } = foyer.museum("oauth4webapi");
    await grantMuseumRole({ email, museumId, role: "EDITOR" });
  });

  it("discovers the server strictly, authorizes with PKCE, exchanges the code, calls a tool and refreshes", async () => {
    const ip = endpoints.nextIp();
    const issuer = endpoints.origin();
    const as = await discover(issuer, ip);
    expect(as.issuer).toBe(issuer);
    expect(as.authorization_response_iss_parameter_supported).toBe(true);
    const client = await register(as);

    const { url, verifier, state } = await authorize(as, client);
    const { callback } = await browse(url, { foyer, ip, email });
    const params = oauth.validateAuthResponse(as, client, callback, state);
    expect(params.get("iss")).toBe(issuer);

    const resource = { additionalParameters: { resource: `${issuer}/` } };
    const grant = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, CALLBACK, verifier, { ...resource, ...options(ip) });
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, grant);
    expect(tokens).toMatchObject({ token_type: "bearer", scope: "foyer:staff", access_token: expect.stringMatching(/^foyer_mcp_at_/), refresh_token: expect.stringMatching(/^foyer_mcp_rt_/) });
    expect(tokens.expires_in).toBeGreaterThan(0);

    const toolsList = async (accessToken: string) => {
      const headers = new Headers({ "content-type": "application/json", accept: "application/json, text/event-stream" });
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
      return oauth.protectedResourceRequest(accessToken, "POST", new URL(`${issuer}/`), headers, body, options(ip));
    };
    const listed = await toolsList(tokens.access_token);
    expect(listed.status).toBe(200);
    expect((await listed.json()).result.tools.length).toBeGreaterThan(0);

    const refresh = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, options(ip));
    const refreshed = await oauth.processRefreshTokenResponse(as, client, refresh);
    expect(refreshed.access_token).toMatch(/^foyer_mcp_at_/);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toMatch(/^foyer_mcp_rt_/);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await toolsList(refreshed.access_token)).status).toBe(200);
  });

  it("rejects an authorization response whose iss is altered or missing", async () => {
    const ip = endpoints.nextIp();
    const as = await discover(endpoints.origin(), ip);
    const client = await register(as);
    const { url, state } = await authorize(as, client);
    const { callback } = await browse(url, { foyer, ip, email });
    expect(() => oauth.validateAuthResponse(as, client, callback, state), "the untouched response passes").not.toThrow();

    const altered = new URL(callback);
    altered.searchParams.set("iss", foyer.mcpUrl);
    expect(() => oauth.validateAuthResponse(as, client, altered, state)).toThrow(/unexpected "iss" \(issuer\) response parameter value/);
    const missing = new URL(callback);
    missing.searchParams.delete("iss");
    expect(() => oauth.validateAuthResponse(as, client, missing, state)).toThrow(/"iss" \(issuer\) missing/);
  });

  it("carries iss on error redirects, so they pass the issuer check and are read as errors", async () => {
    const ip = endpoints.nextIp();
    const as = await discover(endpoints.origin(), ip);
    const client = await register(as);
    const { url, state } = await authorize(as, client, { code_challenge_method: "plain" });
    const answer = await fetch(url, { redirect: "manual", headers: { "x-forwarded-for": ip } });
    expect(answer.status).toBe(302);
    const redirect = new URL(answer.headers.get("location")!);
    expect(redirect.origin + redirect.pathname).toBe(CALLBACK);
    let refused: unknown;
    try {
      oauth.validateAuthResponse(as, client, redirect, state);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(oauth.AuthorizationResponseError);
    expect((refused as oauth.AuthorizationResponseError).error).toBe("invalid_request");
  });

  it("names each local origin as its own issuer, so discovery at one does not accept the other's", async () => {
    const ip = endpoints.nextIp();
    expect((await discover(foyer.mcpUrl, ip)).issuer).toBe(foyer.mcpUrl);
    const atLocalhost = await oauth.discoveryRequest(new URL(endpoints.origin()), { algorithm: "oauth2", ...options(ip) });
    await expect(oauth.processDiscoveryResponse(new URL(foyer.mcpUrl), atLocalhost)).rejects.toThrow(/"issuer" property does not match the expected value/);
  });
});
