import { issueRefreshToken, type IssuedRefreshToken } from "@/lib/domain/staff-sign-in/refresh-tokens";
import { issueAccessToken, type UserIdentity } from "../access-token";
import { authConfig } from "../auth-config";
import type { TokenPair } from "../auth-schemas";

/** Starts a sign-in: a new refresh token family, and an access token beside it. */
export async function issueTokenPair(user: UserIdentity, now = new Date()): Promise<TokenPair> {
  return withAccessToken(user, await issueRefreshToken({ user, lifetimeSeconds: authConfig().refreshTokenTtlSeconds }, now), now);
}

/** A token pair: the refresh token the login service stored, and an access token signed for the same user. */
export async function withAccessToken(user: UserIdentity, refresh: IssuedRefreshToken, now = new Date()): Promise<TokenPair> {
  const access = await issueAccessToken(user, now);
  return { ...access, ...refresh, tokenType: "Bearer" };
}
