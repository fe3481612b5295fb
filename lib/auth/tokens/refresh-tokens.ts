import { rotateRefreshToken } from "@/lib/domain/staff-sign-in/refresh-tokens";
import { authConfig } from "../auth-config";
import type { TokenPair } from "../auth-schemas";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { withAccessToken } from "./issue-token-pair";

/**
 * Trades a refresh token for a new access token and a new refresh token, consuming the old one
 * (rotation and reuse detection: lib/domain/staff-sign-in/refresh-tokens.ts).
 */
export async function refreshTokens({ refreshToken, ip }: { refreshToken: string; ip: string }, now = new Date()): Promise<TokenPair> {
  const config = authConfig();
  await enforceExactLimit("token-refresh-ip", ip, config.refreshPerIp);
  const { user, ...successor } = await rotateRefreshToken({ refreshToken, lifetimeSeconds: config.refreshTokenTtlSeconds }, now);
  return withAccessToken(user, successor, now);
}
