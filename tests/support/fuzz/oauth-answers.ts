import { expect } from "vitest";
import { authConfig } from "@/lib/auth/auth-config";
import type { OAuthMaterial } from "./oauth-material";
import { METADATA_PATHS, type OAuthCase } from "./oauth-case";
import { describeRequest, type RawResponse } from "./raw-request";

// What each OAuth endpoint may answer to anything at all. The JSON endpoints answer RFC 6749's error
// body (5.2) with a code registered for that endpoint; the browser endpoints answer an HTML page
// without a redirect, or redirect only to an address the client registered; POST / answers 401 with
// a challenge to anyone without a real token.

const TOKEN_ERRORS = ["invalid_request", "invalid_client", "invalid_grant", "unauthorized_client", "unsupported_grant_type", "invalid_scope", "invalid_target"];
// RFC 7591 3.2.2.
const REGISTER_ERRORS = ["invalid_redirect_uri", "invalid_client_metadata", "invalid_software_statement", "unapproved_software_statement"];
// RFC 6749 4.1.2.1, and RFC 8707's invalid_target.
const AUTHORIZE_ERRORS = ["invalid_request", "unauthorized_client", "access_denied", "unsupported_response_type", "invalid_scope", "server_error", "temporarily_unavailable", "invalid_target"];
/** RFC 6749 5.2 and 4.1.2.1: error_description is printable ASCII without '"' and '\'. */
export const RFC6749_DESCRIPTION = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

type Check = (kase: OAuthCase, response: RawResponse, material: OAuthMaterial, context: string) => void;

function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function json(response: RawResponse, context: string): Record<string, unknown> {
  expect(header(response, "content-type"), context).toMatch(/^application\/json/);
  try {
    return JSON.parse(response.text) as Record<string, unknown>;
  } catch {
    throw new Error(`answer is not JSON\n${context}`);
  }
}

/** `{ "error": <one of codes>, "error_description"?: <RFC 6749 characters> }`, nothing else. */
function expectErrorBody(response: RawResponse, codes: readonly string[], context: string): string {
  const body = json(response, context);
  expect(Object.keys(body).every((key) => ["error", "error_description", "error_uri"].includes(key)), context).toBe(true);
  // Past a rate limit, every OAuth endpoint says temporarily_unavailable (docs/mcp.md).
  expect(response.status === 429 ? ["temporarily_unavailable"] : codes, context).toContain(body.error);
  if (body.error_description !== undefined) expect(body.error_description, context).toMatch(RFC6749_DESCRIPTION);
  return body.error as string;
}

function expectPage(response: RawResponse, context: string): void {
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(header(response, "content-type"), context).toMatch(/^text\/html/);
  expect(header(response, "location"), `an error page must not redirect\n${context}`).toBeUndefined();
}

const isMethod = (kase: OAuthCase, ...methods: string[]) => methods.includes(kase.raw.method);

/** The one error status RFC 6749 allows: 401 for invalid_client, 400 otherwise; 413 and 429 before the parameters are read. */
function expectErrorStatus(kase: OAuthCase, response: RawResponse, error: string, context: string): void {
  if (response.status === 413) expect(kase.oversized, context).toBe(true);
  else if (response.status !== 429) expect(response.status, context).toBe(error === "invalid_client" ? 401 : 400);
}

const checkMetadata: Check = (kase, response, _material, context) => {
  const path = kase.raw.path.split("?")[0]!;
  if (!METADATA_PATHS.includes(path) || !isMethod(kase, "GET")) return;
  expect(response.status, context).toBe(200);
  const body = json(response, context);
  expect(typeof (body.issuer ?? body.resource), context).toBe("string");
};

const checkRegister: Check = (kase, response, _material, context) => {
  if (!isMethod(kase, "POST")) return;
  if (response.status === 201) {
    const body = json(response, context);
    expect(body.client_id, context).toMatch(/^foyer_mcp_client_/);
    expect(body.token_endpoint_auth_method, context).toBe("none");
    expect(body, context).not.toHaveProperty("client_secret");
    return;
  }
  expectErrorBody(response, REGISTER_ERRORS, context);
  expect([400, 429], context).toContain(response.status);
};

const checkToken: Check = (kase, response, _material, context) => {
  if (!isMethod(kase, "POST")) return;
  expect(header(response, "cache-control"), context).toBe("no-store");
  if (response.status === 200) {
    const body = json(response, context);
    expect(body, context).toMatchObject({ access_token: expect.stringMatching(/^foyer_mcp_at_/), token_type: "Bearer", expires_in: expect.any(Number) });
    return;
  }
  const error = expectErrorBody(response, TOKEN_ERRORS, context);
  expectErrorStatus(kase, response, error, context);
  // RFC 6749 5.2: a client that tried the Authorization header gets 401 and a challenge in its scheme.
  if (kase.raw.headers.authorization !== undefined && response.status === 401) {
    const scheme = kase.raw.headers.authorization.split(" ")[0]!.toLowerCase();
    expect(header(response, "www-authenticate")?.toLowerCase(), context).toMatch(new RegExp(`^${scheme.replace(/[^a-z]/g, "")}`));
  }
};

/** The address a redirect goes to, if it is one the client registered (a loopback one on any port). */
function registeredTarget(location: string, redirectUris: string[]): boolean {
  const target = new URL(location);
  return redirectUris.some((uri) => {
    const registered = new URL(uri);
    const samePort = target.port === registered.port || ["localhost", "127.0.0.1", "[::1]"].includes(registered.hostname);
    return samePort && target.protocol === registered.protocol && target.hostname === registered.hostname && target.pathname === registered.pathname;
  });
}

const checkAuthorize: Check = (kase, response, material, context) => {
  if (!isMethod(kase, "GET", "HEAD")) return;
  if (response.status !== 302) return expectPage(response, context);
  const clientIds = new URLSearchParams(kase.raw.path.split("?")[1] ?? "").getAll("client_id");
  const client = material.clients.find((known) => clientIds.length === 1 && known.id === clientIds[0]);
  expect(client, `only a registered client is redirected anywhere\n${context}`).toBeDefined();
  const location = header(response, "location")!;
  const target = new URL(location);
  if (location.startsWith(`${authConfig().authUrl}/mcp?`)) {
    expect(target.searchParams.get("mcp_oauth"), context).toMatch(/^mcp_oauth_/);
    return;
  }
  expect(registeredTarget(location, client!.redirectUris), `redirected to an address the client did not register\n${context}`).toBe(true);
  expect(AUTHORIZE_ERRORS, context).toContain(target.searchParams.get("error"));
  expect(target.searchParams.get("error_description") ?? "", context).toMatch(RFC6749_DESCRIPTION);
  expect(target.searchParams.get("iss"), context).toMatch(/^http:\/\//);
};

const checkComplete: Check = (kase, response, material, context) => {
  if (!isMethod(kase, "POST")) return;
  if (response.status !== 303) return expectPage(response, context);
  const location = header(response, "location")!;
  expect(registeredTarget(location, material.clients.flatMap((client) => client.redirectUris)), context).toBe(true);
  const target = new URL(location);
  expect(target.searchParams.get("code") ?? target.searchParams.get("error"), context).toBeTruthy();
  expect(target.searchParams.get("iss"), context).toBe(material.origin);
};

const checkLoginStep: Check = (_kase, response, _material, context) => {
  if (response.status !== 303) return expectPage(response, context);
  expect(header(response, "location"), context).toMatch(/^\/auth\/mcp\?mcp_oauth=/);
};

const checkLoginPage: Check = (_kase, response, _material, context) => {
  expect(header(response, "content-type"), context).toMatch(/^text\/html/);
};

const checkMcp: Check = (kase, response, _material, context) => {
  if (kase.realCredential || !isMethod(kase, "POST", "GET", "DELETE")) return;
  const origin = kase.raw.headers.origin;
  if (response.status === 403 && origin !== undefined) {
    expect(json(response, context), context).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000, data: { code: "FORBIDDEN" } } });
    return;
  }
  expect(response.status, `POST / without a real token\n${context}`).toBe(401);
  expect(header(response, "www-authenticate"), context).toMatch(/^Bearer (error="invalid_token", error_description="[^"\\]*", )?resource_metadata="http[^"]+\/\.well-known\/oauth-protected-resource", scope="foyer:staff"$/);
  expect(json(response, context), context).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
};

const checks: Record<OAuthCase["endpoint"], Check> = {
  metadata: checkMetadata,
  register: checkRegister,
  authorize: checkAuthorize,
  token: checkToken,
  complete: checkComplete,
  "login-step": checkLoginStep,
  "login-page": checkLoginPage,
  mcp: checkMcp,
};

/** Fails unless the answer is one the endpoint documents: never a 5xx, never an undocumented body or redirect. */
export function expectOAuthAnswer(kase: OAuthCase, response: RawResponse, material: OAuthMaterial): void {
  const shown = Object.fromEntries(["content-type", "location", "www-authenticate", "cache-control"].map((name) => [name, header(response, name)]));
  const context = `${kase.endpoint}: ${describeRequest(kase.raw)}\n→ ${response.status} ${JSON.stringify(shown).slice(0, 600)} ${response.text.slice(0, 400)}`;
  expect(response.status, context).toBeGreaterThanOrEqual(200);
  expect(response.status, context).toBeLessThan(500);
  // A body over the limit is never accepted by an endpoint that reads it (a preflight does not).
  if (kase.oversized && kase.raw.method === "POST") expect(response.status, context).toBeGreaterThanOrEqual(400);
  checks[kase.endpoint](kase, response, material, context);
}
