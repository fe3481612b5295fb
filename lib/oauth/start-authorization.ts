import { openAuthorizationTicket } from "@/lib/domain/assistants/authorization-tickets";
import { findOAuthClient } from "@/lib/domain/assistants/oauth-clients";
import { authConfig } from "@/lib/auth/auth-config";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { namesThisResource, resourceFor } from "./mcp-origin";
import { MCP_SCOPE, mcpConfig } from "./oauth-config";
import { OAuthError, rfc6749Description, type OAuthErrorCode } from "./oauth-error";
import { rejectRepeated } from "./oauth-route";
import { matchesRegisteredRedirect } from "./redirect-uris";

// GET /oauth/authorize (RFC 6749 4.1.1 with PKCE, RFC 7636; resource, RFC 8707). Until the client and
// its redirect URI are known to be good, errors are thrown and shown as a page; after that, they go
// back to the client as a redirect carrying `error`, `state` and `iss` (RFC 9207).

const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;
const MAX_STATE_LENGTH = 2000;

export function withQuery(uri: string, values: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(values)) if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}

class RedirectableError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
}

function checkRequest(params: URLSearchParams, origin: string, grantTypes: string[]): { codeChallenge: string; scope: string; resource: string } {
  try {
    rejectRepeated(params);
  } catch (error) {
    throw new RedirectableError("invalid_request", (error as Error).message);
  }
  const responseType = params.get("response_type");
  if (!responseType) throw new RedirectableError("invalid_request", "response_type is required.");
  if (responseType !== "code") throw new RedirectableError("unsupported_response_type", 'The only response_type is "code".');
  if (!grantTypes.includes("authorization_code")) throw new RedirectableError("unauthorized_client", "This client did not register the authorization_code grant.");
  const codeChallenge = params.get("code_challenge");
  if (!codeChallenge) throw new RedirectableError("invalid_request", "PKCE is required: send code_challenge with code_challenge_method=S256.");
  if (params.get("code_challenge_method") !== "S256") throw new RedirectableError("invalid_request", "code_challenge_method must be S256; plain is not accepted.");
  if (!PKCE_VALUE.test(codeChallenge)) throw new RedirectableError("invalid_request", "code_challenge must be 43 to 128 characters of A-Z, a-z, 0-9, -, ., _ and ~.");
  const requestedScopes = (params.get("scope") ?? MCP_SCOPE).split(" ").filter(Boolean);
  if (requestedScopes.length === 0 || requestedScopes.some((scope) => scope !== MCP_SCOPE)) {
    throw new RedirectableError("invalid_scope", `The only scope is "${MCP_SCOPE}".`);
  }
  const resource = params.get("resource");
  if (resource !== null && !namesThisResource(resource, origin)) throw new RedirectableError("invalid_target", `resource must be ${resourceFor(origin)}.`);
  const state = params.get("state") ?? "";
  if (state.length > MAX_STATE_LENGTH) throw new RedirectableError("invalid_request", `state may be at most ${MAX_STATE_LENGTH} characters.`);
  // PostgreSQL cannot store it; refused on every database alike (docs/reliability.md).
  if (state.includes("\u0000")) throw new RedirectableError("invalid_request", "state may not contain the NUL character.");
  return { codeChallenge, scope: MCP_SCOPE, resource: resourceFor(origin) };
}

/** Checks an authorization request and answers where the browser goes next: the login service, or back with an error. */
export async function startAuthorization({ params, origin, ip }: { params: URLSearchParams; origin: string; ip: string }, now = new Date()): Promise<string> {
  const config = mcpConfig();
  await enforceExactLimit("oauth-authorize-ip", ip, config.authorizePerIp);
  rejectRepeated(params, ["client_id", "redirect_uri"]);
  const client = await findOAuthClient(params.get("client_id"));
  if (!client) throw new OAuthError("invalid_client", "This application is not registered with Foyer (unknown client_id).");
  const given = params.get("redirect_uri");
  if (!given && client.redirectUris.length !== 1) throw new OAuthError("invalid_request", "redirect_uri is required for this application.");
  const redirectUri = given ?? client.redirectUris[0]!;
  if (!matchesRegisteredRedirect(redirectUri, client.redirectUris)) {
    throw new OAuthError("invalid_request", "The redirect_uri does not match any address this application registered, so Foyer will not send you there.");
  }
  const state = params.get("state") ?? undefined;
  try {
    const checked = checkRequest(params, origin, client.grantTypes);
    const ticket = await openAuthorizationTicket(
      { clientId: client.id, issuer: origin, redirectUri, ...checked, state: state ?? null, lifetimeSeconds: config.ticketTtlSeconds },
      now,
    );
    return withQuery(`${authConfig().authUrl}/mcp`, { mcp_oauth: ticket });
  } catch (error) {
    if (!(error instanceof RedirectableError)) throw error;
    return withQuery(redirectUri, { error: error.error, error_description: rfc6749Description(error.description), state, iss: origin });
  }
}
