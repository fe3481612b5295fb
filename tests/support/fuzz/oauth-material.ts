import { createHash } from "node:crypto";
import { expect } from "vitest";
import { issueAccessToken } from "@/lib/auth/access-token";
import { issueTokenPair } from "@/lib/auth/tokens/issue-token-pair";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { sealCompletion } from "@/lib/oauth/completion-assertion";
import { signInToDashboard } from "../dashboard-session";
import type { RunningFoyer } from "../foyer-server";
import { CALLBACK } from "../memory-oauth-provider";
import { oauthEndpoints, pkce } from "../oauth-endpoints";

// The real values the OAuth fuzz mutates: registered clients, codes with their PKCE verifiers,
// tokens, pending tickets and sealed hand-offs of the login service. Drawn into otherwise hostile
// requests, they carry a case past the first checks into the code behind them (code exchange,
// refresh rotation, consent, completion). The test process shares the server's DATABASE_URL and
// data folder, so it seals hand-offs as the login service does (same key, same issuer); the emailed
// sign-in itself is tests/mcp/mcp-oauth-flow.test.ts's subject, and the fuzz drives its forms.

export interface RealClient {
  id: string;
  redirectUris: string[];
  refreshes: boolean;
}

export interface RealCode {
  clientId: string;
  redirectUri: string;
  code: string;
  verifier: string;
}

export interface OAuthMaterial {
  /** The tool server's port on 127.0.0.1, where every fuzz request goes. */
  mcpUrl: string;
  /** The dashboard's origin, home of the login service's steps (/auth/mcp/*). */
  appUrl: string;
  /** `localhost:<port>`: the Host header of npm start's default origin, to which the values below are bound. */
  host: string;
  origin: string;
  email: string;
  clients: RealClient[];
  /** Unused codes (valid for 60 s) and codes exchanged already (replays). */
  codes: RealCode[];
  accessTokens: string[];
  refreshTokens: { clientId: string; token: string }[];
  /** A login-service user token, accepted on POST / (MCP_ALLOW_USER_TOKENS): reaches the tools whatever the fuzz revokes. */
  userToken: string;
  /** Pending authorizations (unused `mcp_oauth` tickets). */
  tickets: string[];
  /** The login service's sealed hand-offs for those tickets: some ask for consent, some do not. */
  assertions: string[];
  /** A signed-in dashboard session ("name=value"), for /auth/mcp/session. */
  sessionCookie: string;
}

/**
 * A value of the same shape as real ones (prefix and 43 base64url characters) that names nothing.
 * Derived from the prefix rather than random, so FUZZ_SEED replays a case with the same value.
 */
export const lookalike = (prefix: string) => `${prefix}${createHash("sha256").update(`lookalike ${prefix}`).digest("base64url")}`;

/** Registers clients, authorizes them, and prepares tickets and hand-offs on a started server. */
export async function prepareOAuthMaterial(foyer: RunningFoyer, museumId: string, email: string): Promise<OAuthMaterial> {
  const oauth = oauthEndpoints(() => foyer, email, "203.0.113");
  const user = { userId: (await grantMuseumRole({ email, museumId, role: "EDITOR" })).userId, email };
  const origin = oauth.origin();

  const clients: RealClient[] = [];
  for (const [redirectUris, refreshes] of [
    [["https://app.example/callback", "https://app.example/other"], false],
    [[CALLBACK], true],
    [[CALLBACK, "http://localhost/native"], true],
  ] as const) {
    const answer = await oauth.register({ client_name: "Fuzz client", redirect_uris: redirectUris, grant_types: refreshes ? ["authorization_code", "refresh_token"] : ["authorization_code"] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    clients.push({ id: answer.body.client_id, redirectUris: [...redirectUris], refreshes });
  }

  /** A ticket for the client, and the login service's hand-off for it. */
  async function pendingAuthorization(client: RealClient, challenge: string, consented: boolean) {
    const url = oauth.authorizeUrl({ response_type: "code", client_id: client.id, redirect_uri: client.redirectUris[0]!, code_challenge: challenge, code_challenge_method: "S256", state: "fuzz" });
    const started = await oauth.call(`${url.pathname}${url.search}`);
    expect(started.status, String(started.body)).toBe(302);
    const ticket = new URL(started.location!).searchParams.get("mcp_oauth")!;
    const assertion = await sealCompletion({ ticket, userId: user.userId, email, userTokens: await issueTokenPair(user), consented }, origin);
    return { ticket, assertion };
  }

  // A code's first request with every parameter right consumes it, and refresh-token reuse revokes a
  // grant; several of each keep the checks behind the first ones reachable through the run.
  const codes: RealCode[] = [];
  const accessTokens: string[] = [];
  const refreshTokens: OAuthMaterial["refreshTokens"] = [];
  async function newCode(client: RealClient): Promise<RealCode> {
    const { verifier, challenge } = pkce();
    const { assertion } = await pendingAuthorization(client, challenge, true);
    const completed = await oauth.call("/oauth/complete", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ assertion }).toString() });
    expect(completed.status, String(completed.body)).toBe(303);
    return { clientId: client.id, redirectUri: client.redirectUris[0]!, code: new URL(completed.location!).searchParams.get("code")!, verifier };
  }
  async function exchange({ clientId, code, verifier, redirectUri }: RealCode): Promise<{ access_token: string; refresh_token?: string }> {
    const tokens = await oauth.token({ grant_type: "authorization_code", client_id: clientId, code, code_verifier: verifier, redirect_uri: redirectUri });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    return tokens.body;
  }
  for (const client of clients) {
    for (let index = 0; index < 4; index++) codes.push(await newCode(client));
    for (let index = 0; index < 2; index++) {
      const real = await newCode(client);
      const tokens = await exchange(real);
      accessTokens.push(tokens.access_token);
      // A replayed code revokes its grant: codes the fuzz may replay are of grants without refresh tokens in play.
      if (client.refreshes) refreshTokens.push({ clientId: client.id, token: tokens.refresh_token! });
      else codes.push(real);
    }
  }

  const pending = [];
  for (const [index, client] of clients.entries()) pending.push(await pendingAuthorization(client, pkce().challenge, index % 2 === 1));
  pending.push(await pendingAuthorization(clients[0]!, pkce().challenge, false));
  return {
    mcpUrl: foyer.mcpUrl,
    appUrl: foyer.baseUrl,
    host: new URL(origin).host,
    origin,
    email,
    clients,
    codes,
    accessTokens,
    refreshTokens,
    userToken: (await issueAccessToken(user)).accessToken,
    tickets: pending.map(({ ticket }) => ticket),
    assertions: pending.map(({ assertion }) => assertion),
    sessionCookie: await signInToDashboard(foyer.baseUrl, email),
  };
}
