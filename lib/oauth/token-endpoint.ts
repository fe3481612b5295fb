import { findOAuthClient } from "@/lib/domain/assistants/oauth-clients";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { exchangeCode } from "./exchange-code";
import { mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
import { required } from "./oauth-route";
import { refreshGrant } from "./refresh-grant";
import type { TokenResponse } from "./token-response";

/**
 * RFC 6749 5.2: a client that tried to authenticate with the Authorization header is answered 401
 * with a challenge in the scheme it used (there is no scheme it could succeed with).
 */
export function challengeFor(authorization: string | null, origin: string): string | undefined {
  if (authorization === null) return undefined;
  const scheme = /^\s*([A-Za-z][A-Za-z0-9-]*)/.exec(authorization)?.[1] ?? "Basic";
  return `${scheme} realm="${origin}"`;
}

/**
 * POST /oauth/token for public clients: `client_id` identifies the client and nothing authenticates
 * it (token_endpoint_auth_method "none"); PKCE and refresh-token rotation stand in for a secret.
 */
export async function tokenRequest({ form, authorization, origin, ip }: { form: URLSearchParams; authorization: string | null; origin: string; ip: string }): Promise<TokenResponse> {
  await enforceExactLimit("oauth-token-ip", ip, mcpConfig().tokenPerIp);
  if (authorization !== null || form.has("client_secret") || form.has("client_assertion")) {
    throw new OAuthError("invalid_client", 'Clients of this server are public: send client_id alone (token_endpoint_auth_method "none").', 401, undefined, challengeFor(authorization, origin));
  }
  const grantType = required(form, "grant_type");
  const client = await findOAuthClient(required(form, "client_id"));
  if (!client) throw new OAuthError("invalid_client", "Unknown client_id.", 401);
  if (grantType === "authorization_code") return exchangeCode({ form, client, origin });
  if (grantType === "refresh_token") return refreshGrant({ form, client, origin, ip });
  throw new OAuthError("unsupported_grant_type", "Supported grant types: authorization_code, refresh_token.");
}
