import { db } from "@/lib/db/client";
import { mcpConfig } from "./oauth-config";
import { hashSecretValue, newSecretValue } from "./oauth-secrets";

export const ACCESS_TOKEN_PREFIX = "foyer_mcp_at_";
export const REFRESH_TOKEN_PREFIX = "foyer_mcp_rt_";

/** The token endpoint's success body (RFC 6749 5.1). */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

export interface GrantForIssue {
  id: string;
  scope: string;
  userAccessTokenExpiresAt: Date;
  userRefreshTokenExpiresAt: Date;
}

/**
 * Issues an access token (and a refresh token when the client registered that grant) for a grant.
 * The access token never outlives the user token it is exchanged for on each call; the refresh
 * token never outlives the user's refresh token. `issuedById` is the refresh token being rotated.
 */
export async function issueGrantTokens(grant: GrantForIssue, withRefresh: boolean, issuedById: string | null, now = new Date()): Promise<TokenResponse> {
  const accessToken = newSecretValue(ACCESS_TOKEN_PREFIX);
  const accessExpiresAt = new Date(Math.min(now.getTime() + mcpConfig().accessTokenTtlSeconds * 1000, grant.userAccessTokenExpiresAt.getTime()));
  const refreshToken = withRefresh ? newSecretValue(REFRESH_TOKEN_PREFIX) : undefined;
  await db().oAuthToken.createMany({
    data: [
      { grantId: grant.id, kind: "ACCESS", tokenHash: hashSecretValue(accessToken), issuedById, expiresAt: accessExpiresAt, createdAt: now },
      ...(refreshToken
        ? [{ grantId: grant.id, kind: "REFRESH", tokenHash: hashSecretValue(refreshToken), issuedById, expiresAt: grant.userRefreshTokenExpiresAt, createdAt: now }]
        : []),
    ],
  });
  // Expired tokens of this grant are of no further use; dropping them here keeps the table small.
  await db().oAuthToken.deleteMany({ where: { grantId: grant.id, expiresAt: { lt: new Date(now.getTime() - 24 * 3600 * 1000) } } });
  return {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: Math.max(0, Math.floor((accessExpiresAt.getTime() - now.getTime()) / 1000)),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    scope: grant.scope,
  };
}
