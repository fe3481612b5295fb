import { db } from "@/lib/db/client";
import { authorizationGrantSelect, type AuthorizationGrant } from "./authorization-grants";
import { endGrant } from "./end-grant";
import { decryptUserToken, hashSecretValue, newSecretValue } from "./oauth-secret";

// The access and refresh tokens an authorization issues to its client (docs/mcp.md, "OAuth"),
// stored only as their hashes. Each refresh consumes its token; the successor names it (issuedById).

export const ACCESS_TOKEN_PREFIX = "foyer_mcp_at_";
const REFRESH_TOKEN_PREFIX = "foyer_mcp_rt_";
const DAY_MS = 24 * 3600 * 1000;

export interface IssuedGrantTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken?: string;
  scope: string;
}

/**
 * Issues an access token (and a refresh token with `withRefresh`) for a grant. The access token
 * lives at most `accessTokenLifetimeSeconds` and never outlives the user token it is exchanged for on
 * each call; the refresh token never outlives the user's refresh token. `issuedById` is the refresh
 * token being rotated.
 */
export async function issueGrantTokens(
  { grant, withRefresh, issuedById, accessTokenLifetimeSeconds }: { grant: AuthorizationGrant; withRefresh: boolean; issuedById: string | null; accessTokenLifetimeSeconds: number },
  now = new Date(),
): Promise<IssuedGrantTokens> {
  const accessToken = newSecretValue(ACCESS_TOKEN_PREFIX);
  const accessTokenExpiresAt = new Date(Math.min(now.getTime() + accessTokenLifetimeSeconds * 1000, grant.userAccessTokenExpiresAt.getTime()));
  const refreshToken = withRefresh ? newSecretValue(REFRESH_TOKEN_PREFIX) : undefined;
  await db().oAuthToken.createMany({
    data: [
      { grantId: grant.id, kind: "ACCESS", tokenHash: hashSecretValue(accessToken), issuedById, expiresAt: accessTokenExpiresAt, createdAt: now },
      ...(refreshToken
        ? [{ grantId: grant.id, kind: "REFRESH", tokenHash: hashSecretValue(refreshToken), issuedById, expiresAt: grant.userRefreshTokenExpiresAt, createdAt: now }]
        : []),
    ],
  });
  // Expired tokens of this grant are of no further use; dropping them here keeps the table small.
  await db().oAuthToken.deleteMany({ where: { grantId: grant.id, expiresAt: { lt: new Date(now.getTime() - DAY_MS) } } });
  return { accessToken, accessTokenExpiresAt, ...(refreshToken ? { refreshToken } : {}), scope: grant.scope };
}

/** A live access token: its grant, and the login-service access token it stands for (null when that no longer decrypts). */
export interface LiveAccessToken {
  expiresAt: Date;
  grant: { id: string; userId: string; clientId: string; resource: string; scope: string; lastUsedAt: Date | null };
  userAccessToken: string | null;
}

/** The access token's grant, or null when it is unknown, not an access token, revoked, of an ended grant or expired. */
export async function findLiveAccessToken(token: string, now = new Date()): Promise<LiveAccessToken | null> {
  const row = await db().oAuthToken.findUnique({ where: { tokenHash: hashSecretValue(token) }, include: { grant: true } });
  if (!row || row.kind !== "ACCESS" || row.revokedAt || row.grant.revokedAt || row.expiresAt <= now) return null;
  const { grant } = row;
  return {
    expiresAt: row.expiresAt,
    grant: { id: grant.id, userId: grant.userId, clientId: grant.clientId, resource: grant.resource, scope: grant.scope, lastUsedAt: grant.lastUsedAt },
    userAccessToken: decryptUserToken(grant.userAccessToken, grant.id),
  };
}

/** A refresh token as stored, with its grant and the login-service refresh token the grant holds (null when it no longer decrypts). */
export interface GrantRefreshToken {
  id: string;
  expiresAt: Date;
  consumedAt: Date | null;
  revokedAt: Date | null;
  grant: AuthorizationGrant & { userRefreshToken: string | null };
}

/** The refresh token, live or not, or null when it is unknown or not a refresh token. */
export async function findGrantRefreshToken(token: string): Promise<GrantRefreshToken | null> {
  const row = await db().oAuthToken.findUnique({
    where: { tokenHash: hashSecretValue(token) },
    select: { id: true, kind: true, expiresAt: true, consumedAt: true, revokedAt: true, grant: { select: { ...authorizationGrantSelect, userRefreshToken: true } } },
  });
  if (!row || row.kind !== "REFRESH") return null;
  const { userRefreshToken, ...grant } = row.grant;
  return { id: row.id, expiresAt: row.expiresAt, consumedAt: row.consumedAt, revokedAt: row.revokedAt, grant: { ...grant, userRefreshToken: decryptUserToken(userRefreshToken, grant.id) } };
}

/** Consumes a refresh token with one conditional update; false when it was consumed or revoked already. */
export async function consumeRefreshToken(tokenId: string, now = new Date()): Promise<boolean> {
  const claimed = await db().oAuthToken.updateMany({ where: { id: tokenId, consumedAt: null, revokedAt: null }, data: { consumedAt: now } });
  return claimed.count === 1;
}

/** Undoes consumeRefreshToken(tokenId, consumedAt) when nothing was rotated, so the client may retry with the same token. */
export async function restoreRefreshToken(tokenId: string, consumedAt: Date): Promise<void> {
  await db().oAuthToken.updateMany({ where: { id: tokenId, consumedAt }, data: { consumedAt: null } });
}

/** Whether the refresh token issued in exchange for this one has been used in turn. */
export async function successorRefreshTokenUsed(tokenId: string): Promise<boolean> {
  return (await db().oAuthToken.count({ where: { issuedById: tokenId, kind: "REFRESH", consumedAt: { not: null } } })) > 0;
}

/**
 * RFC 7009 revocation: either token of an authorization ends the whole authorization, but only for
 * the client it was issued to. Another client's token, or an unknown one, ends nothing.
 */
export async function endGrantOfToken({ token, clientId }: { token: string; clientId: string }, now = new Date()): Promise<void> {
  const row = await db().oAuthToken.findUnique({ where: { tokenHash: hashSecretValue(token) }, select: { grant: { select: { id: true, clientId: true } } } });
  if (row && row.grant.clientId === clientId) await endGrant(row.grant.id, now);
}
