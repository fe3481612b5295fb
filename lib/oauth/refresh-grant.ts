import { replaceGrantUserTokens } from "@/lib/domain/assistants/authorization-grants";
import { endGrant } from "@/lib/domain/assistants/end-grant";
import {
  consumeRefreshToken,
  findGrantRefreshToken,
  issueGrantTokens,
  restoreRefreshToken,
  successorRefreshTokenUsed,
  type GrantRefreshToken,
} from "@/lib/domain/assistants/grant-tokens";
import type { OAuthClientRecord } from "@/lib/domain/assistants/oauth-clients";
import { refreshTokens } from "@/lib/auth/tokens/refresh-tokens";
import { AppError } from "@/lib/errors/app-error";
import { namesThisResource, resourceFor } from "./mcp-origin";
import { mcpConfig } from "./oauth-config";
import { OAuthError } from "./oauth-error";
import { required } from "./oauth-route";
import { tokenResponse, type TokenResponse } from "./token-response";

function invalidGrant(description: string): OAuthError {
  return new OAuthError("invalid_grant", description);
}

/**
 * The refresh_token grant. The presented token is consumed with one conditional update, the user's
 * login-service refresh token is rotated through the login service (which has its own reuse
 * detection), and a new pair is issued. A consumed token presented again is refused (replayOrReuse).
 */
export async function refreshGrant(
  { form, client, origin, ip }: { form: URLSearchParams; client: OAuthClientRecord; origin: string; ip: string },
  now = new Date(),
): Promise<TokenResponse> {
  const row = await findGrantRefreshToken(required(form, "refresh_token"));
  if (!row || row.grant.clientId !== client.id) throw invalidGrant("The refresh token is not valid.");
  if (!client.grantTypes.includes("refresh_token")) throw new OAuthError("unauthorized_client", "This client did not register the refresh_token grant.");
  const { grant } = row;
  if (grant.revokedAt || row.revokedAt || row.expiresAt <= now || grant.issuer !== origin) throw invalidGrant("The refresh token is not valid.");
  const resource = form.get("resource");
  if (resource !== null && !namesThisResource(resource, origin)) throw new OAuthError("invalid_target", `resource must be ${resourceFor(origin)}.`);
  const scope = form.get("scope");
  if (scope !== null && scope.split(" ").some((value) => value !== "" && !grant.scope.split(" ").includes(value))) {
    throw new OAuthError("invalid_scope", `The scope may not exceed "${grant.scope}".`);
  }
  if (await consumeRefreshToken(row.id, now)) return rotate(row, ip, now);
  return replayOrReuse(row, now);
}

async function rotate(row: GrantRefreshToken, ip: string, now: Date): Promise<TokenResponse> {
  const { grant } = row;
  const { userRefreshToken } = grant;
  if (!userRefreshToken) {
    await endGrant(grant.id, now);
    throw invalidGrant("The refresh token is not valid.");
  }
  let pair;
  try {
    pair = await refreshTokens({ refreshToken: userRefreshToken, ip }, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "INVALID_REFRESH_TOKEN") {
      await endGrant(grant.id, now);
      throw invalidGrant("The sign-in behind this authorization has ended; authorize again.");
    }
    // Nothing was rotated (a rate limit, the database): the presented token stays usable for a retry.
    await restoreRefreshToken(row.id, now);
    throw error;
  }
  const updated = await replaceGrantUserTokens(grant.id, pair);
  return tokenResponse(await issueGrantTokens({ grant: updated, withRefresh: true, issuedById: row.id, accessTokenLifetimeSeconds: mcpConfig().accessTokenTtlSeconds }, now), now);
}

/**
 * A consumed refresh token presented again (docs/mcp.md, "Codes and tokens"). Within the grace period,
 * while its successor is unused, it may be the client retrying a refresh whose answer it lost, or a
 * thief racing it: the pair already issued stays the only live one, so the replay is refused and
 * nothing is revoked, and whoever holds that pair carries on. Once the successor was used, or after
 * the grace period, it is reuse: the whole grant is revoked.
 */
async function replayOrReuse(row: GrantRefreshToken, now: Date): Promise<never> {
  const graceEnds = (row.consumedAt?.getTime() ?? 0) + mcpConfig().refreshGraceSeconds * 1000;
  if (row.consumedAt && now.getTime() <= graceEnds && !(await successorRefreshTokenUsed(row.id))) {
    throw invalidGrant("This refresh token was just used; use the tokens issued for it.");
  }
  await endGrant(row.grant.id, now);
  throw invalidGrant("This refresh token was already used; every token of this authorization is now revoked. Authorize again.");
}
