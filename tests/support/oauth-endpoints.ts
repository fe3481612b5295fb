import { createHash, randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { RunningFoyer } from "./foyer-server";
import { browse } from "./mcp-oauth";
import { CALLBACK } from "./memory-oauth-provider";

// Raw HTTP helpers for the OAuth endpoint tests: no SDK in between, so each request and answer is
// exactly what the test says. Every call comes from its own client address (the server runs with
// TRUST_PROXY), so the per-address rate limits only bite where a test wants them to.

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  location: string | null;
}

export interface IssuedCode {
  clientId: string;
  verifier: string;
  code: string;
}

/** Helpers bound to a server that a beforeAll starts later, and to the staff member who signs in. */
export function oauthEndpoints(server: () => RunningFoyer, email: string, ipPrefix: string) {
  let ipCounter = 0;
  const nextIp = () => `${ipPrefix}.${++ipCounter}`;
  /** npm start's default origin, http://localhost:$MCP_PORT. */
  const origin = () => `http://localhost:${new URL(server().mcpUrl).port}`;

  async function call(path: string, init: RequestInit & { ip?: string; base?: string } = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", init.ip ?? nextIp());
    const response = await fetch(`${init.base ?? origin()}${path}`, { ...init, headers, redirect: "manual" });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML pages stay text.
    }
    return { status: response.status, headers: response.headers, body, location: response.headers.get("location") };
  }

  const register = (metadata: unknown, ip = nextIp()) =>
    call("/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(metadata), ip });

  const token = (fields: Record<string, string>, ip = nextIp()) =>
    call("/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), ip });

  const revoke = (fields: Record<string, string>, ip = nextIp()) =>
    call("/oauth/revoke", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), ip });

  async function newClient(redirectUri = CALLBACK): Promise<string> {
    const answer = await register({ client_name: "Endpoint tests", redirect_uris: [redirectUri], grant_types: ["authorization_code", "refresh_token"] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.client_id;
  }

  const authorizeUrl = (params: Record<string, string>) => new URL(`${origin()}/oauth/authorize?${new URLSearchParams(params)}`);

  /** A code for a new client, through the real sign-in with an emailed code. */
  async function freshCode(): Promise<IssuedCode> {
    const clientId = await newClient();
    const { verifier, challenge } = pkce();
    const url = authorizeUrl({ response_type: "code", client_id: clientId, redirect_uri: CALLBACK, code_challenge: challenge, code_challenge_method: "S256", state: "s1", resource: `${origin()}/` });
    const { callback } = await browse(url, { foyer: server(), ip: nextIp(), email });
    return { clientId, verifier, code: callback.searchParams.get("code")! };
  }

  const exchange = (issued: IssuedCode, extra: Record<string, string> = {}) =>
    token({ grant_type: "authorization_code", client_id: issued.clientId, code: issued.code, code_verifier: issued.verifier, redirect_uri: CALLBACK, ...extra });

  /** tools/list on POST / with this bearer token. */
  const mcpCall = (accessToken: string, base = origin()) =>
    call("/", {
      method: "POST",
      base,
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });

  return { nextIp, origin, call, register, token, revoke, newClient, authorizeUrl, freshCode, exchange, mcpCall };
}
