import { createHash } from "node:crypto";
import { claimAuthorizationCode, findGrantByCode } from "@/lib/domain/assistants/authorization-grants";
import { endGrant } from "@/lib/domain/assistants/end-grant";
import { issueGrantTokens } from "@/lib/domain/assistants/grant-tokens";
import type { OAuthClientRecord } from "@/lib/domain/assistants/oauth-clients";
import { namesThisResource, resourceFor } from "./mcp-origin";
import { mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
import { required } from "./oauth-route";
import { tokenResponse, type TokenResponse } from "./token-response";

const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** BASE64URL(SHA-256(verifier)), the S256 code challenge (RFC 7636). */
function s256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

function invalidGrant(description: string): OAuthError {
  return new OAuthError("invalid_grant", description);
}

/**
 * The authorization_code grant. Every check (client, code, redirect URI, PKCE verifier, resource)
 * runs before the code is consumed with one conditional update, so a failed check leaves the code
 * alone while two concurrent exchanges cannot both win. A code presented after it was used means it
 * leaked: the grant and every token it issued are revoked (RFC 9700 4.2.4 / RFC 6749 4.1.2).
 */
export async function exchangeCode({ form, client, origin }: { form: URLSearchParams; client: OAuthClientRecord; origin: string }, now = new Date()): Promise<TokenResponse> {
  const code = required(form, "code");
  const verifier = required(form, "code_verifier");
  const grant = await findGrantByCode(code);
  if (!grant) throw invalidGrant("The authorization code is not valid.");
  if (grant.codeUsedAt) {
    await endGrant(grant.id, now);
    throw invalidGrant("The authorization code was already used; the tokens issued for it are revoked.");
  }
  if (grant.revokedAt || grant.codeExpiresAt <= now) throw invalidGrant("The authorization code has expired.");
  if (grant.clientId !== client.id) throw invalidGrant("The authorization code was issued to another client.");
  if (grant.issuer !== origin) throw invalidGrant("The authorization code was issued by this server under another origin.");
  const redirectUri = form.get("redirect_uri");
  if (redirectUri !== null && redirectUri !== grant.redirectUri) throw invalidGrant("redirect_uri differs from the one in the authorization request.");
  if (!PKCE_VERIFIER.test(verifier)) throw new OAuthError("invalid_request", "code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, -, ., _ and ~.");
  if (s256Challenge(verifier) !== grant.codeChallenge) throw invalidGrant("The code_verifier does not match the code_challenge.");
  const resource = form.get("resource");
  if (resource !== null && !(namesThisResource(resource, origin) && grant.resource === resourceFor(origin))) {
    throw new OAuthError("invalid_target", `resource must be ${resourceFor(origin)}.`);
  }
  if (!(await claimAuthorizationCode(grant.id, now))) {
    await endGrant(grant.id, now);
    throw invalidGrant("The authorization code was already used; the tokens issued for it are revoked.");
  }
  const withRefresh = client.grantTypes.includes("refresh_token");
  return tokenResponse(await issueGrantTokens({ grant, withRefresh, issuedById: null, accessTokenLifetimeSeconds: mcpConfig().accessTokenTtlSeconds }, now), now);
}
