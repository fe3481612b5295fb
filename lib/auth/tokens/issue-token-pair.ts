import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { issueAccessToken, type UserIdentity } from "../access-token";
import { authConfig } from "../auth-config";
import type { TokenPair } from "../auth-schemas";
import { hashRefreshToken, newRefreshToken } from "../secrets";

/**
 * Mints an access token and a refresh token. Without `parent` the refresh token starts a new family
 * (a sign-in); with it, the new token continues the parent's family (a refresh).
 */
export async function issueTokenPair(user: UserIdentity, parent?: { id: string; familyId: string }, now = new Date()): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const refreshTokenExpiresAt = new Date(now.getTime() + authConfig().refreshTokenTtlSeconds * 1000);
  await db().refreshToken.create({
    data: {
      userId: user.userId,
      familyId: parent?.familyId ?? randomUUID(),
      parentId: parent?.id ?? null,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshTokenExpiresAt,
      createdAt: now,
    },
  });
  const access = await issueAccessToken(user, now);
  return { ...access, refreshToken, refreshTokenExpiresAt, tokenType: "Bearer" };
}
