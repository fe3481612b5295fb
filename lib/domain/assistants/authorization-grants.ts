import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { AuthorizationRequest } from "./authorization-tickets";
import { encryptUserToken, hashSecretValue, newSecretValue } from "./oauth-secret";

// An authorization (a grant, docs/mcp.md "OAuth"): a person allowed an assistant's client to act as
// them. It holds the login-service tokens it stands for, encrypted, and starts with a single-use
// authorization code, stored only as its hash. Its tokens are in ./grant-tokens.ts; ./end-grant.ts ends it.

/** The login-service token pair a grant stands for. */
export interface UserTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

/** What the token endpoint checks an authorization code against, and issues tokens from. */
export interface AuthorizationGrant {
  id: string;
  clientId: string;
  userId: string;
  issuer: string;
  resource: string;
  scope: string;
  redirectUri: string;
  codeChallenge: string;
  codeExpiresAt: Date;
  codeUsedAt: Date | null;
  revokedAt: Date | null;
  userAccessTokenExpiresAt: Date;
  userRefreshTokenExpiresAt: Date;
}

export const authorizationGrantSelect = {
  id: true,
  clientId: true,
  userId: true,
  issuer: true,
  resource: true,
  scope: true,
  redirectUri: true,
  codeChallenge: true,
  codeExpiresAt: true,
  codeUsedAt: true,
  revokedAt: true,
  userAccessTokenExpiresAt: true,
  userRefreshTokenExpiresAt: true,
} as const;

const CODE_PREFIX = "foyer_mcp_code_";

/**
 * Records the person's consent to the client and a new grant for the claimed request, holding
 * `userTokens`; answers the authorization code, valid `codeLifetimeSeconds`.
 */
export async function grantAuthorization(
  { request, userId, userTokens, codeLifetimeSeconds }: { request: AuthorizationRequest; userId: string; userTokens: UserTokens; codeLifetimeSeconds: number },
  now = new Date(),
): Promise<string> {
  const code = newSecretValue(CODE_PREFIX);
  const grantId = randomUUID();
  await db().$transaction([
    db().oAuthConsent.upsert({
      where: { userId_clientId: { userId, clientId: request.clientId } },
      create: { userId, clientId: request.clientId, scope: request.scope, createdAt: now },
      update: {},
    }),
    db().oAuthGrant.create({
      data: {
        id: grantId,
        clientId: request.clientId,
        userId,
        issuer: request.issuer,
        resource: request.resource,
        scope: request.scope,
        redirectUri: request.redirectUri,
        codeHash: hashSecretValue(code),
        codeChallenge: request.codeChallenge,
        codeExpiresAt: new Date(now.getTime() + codeLifetimeSeconds * 1000),
        ...sealedUserTokens(userTokens, grantId),
        createdAt: now,
      },
    }),
  ]);
  return code;
}

/** Whether the user has already allowed this client (consent is asked once per client). */
export async function hasConsented(userId: string, clientId: string): Promise<boolean> {
  return (await db().oAuthConsent.count({ where: { userId, clientId } })) > 0;
}

/** The grant an authorization code was issued for, used or not, or null. */
export async function findGrantByCode(code: string): Promise<AuthorizationGrant | null> {
  return db().oAuthGrant.findUnique({ where: { codeHash: hashSecretValue(code) }, select: authorizationGrantSelect });
}

/** Uses up a grant's authorization code with one conditional update; false when it was used (or the grant ended) meanwhile. */
export async function claimAuthorizationCode(grantId: string, now = new Date()): Promise<boolean> {
  const consumed = await db().oAuthGrant.updateMany({ where: { id: grantId, codeUsedAt: null, revokedAt: null }, data: { codeUsedAt: now } });
  return consumed.count === 1;
}

/** Keeps the rotated login-service tokens a grant now stands for, and answers the grant. */
export async function replaceGrantUserTokens(grantId: string, userTokens: UserTokens): Promise<AuthorizationGrant> {
  return db().oAuthGrant.update({ where: { id: grantId }, data: sealedUserTokens(userTokens, grantId), select: authorizationGrantSelect });
}

function sealedUserTokens(userTokens: UserTokens, grantId: string) {
  return {
    userAccessToken: encryptUserToken(userTokens.accessToken, grantId),
    userAccessTokenExpiresAt: userTokens.accessTokenExpiresAt,
    userRefreshToken: encryptUserToken(userTokens.refreshToken, grantId),
    userRefreshTokenExpiresAt: userTokens.refreshTokenExpiresAt,
  };
}
