import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { authConfig } from "../auth-config";
import type { TokenPair } from "../auth-schemas";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { hashRefreshToken } from "../secrets";
import { findStaffUser } from "../staff-user";
import { issueTokenPair } from "./issue-token-pair";

/**
 * Trades a refresh token for a new access token and a new refresh token, consuming the old one.
 * A token presented after it was consumed means two parties hold it (a leak), so the whole family
 * is revoked. The steps are single statements, ordered so that a reuse racing a rotation still
 * revokes the rotation's new token: the new token is checked against the family after it is written.
 */
export async function refreshTokens({ refreshToken, ip }: { refreshToken: string; ip: string }, now = new Date()): Promise<TokenPair> {
  await enforceExactLimit("token-refresh-ip", ip, authConfig().refreshPerIp);
  const row = await db().refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(refreshToken) } });
  if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError("INVALID_REFRESH_TOKEN");
  const claimed = await db().refreshToken.updateMany({ where: { id: row.id, consumedAt: null, revokedAt: null }, data: { consumedAt: now } });
  if (claimed.count === 0) {
    await revokeFamily(row.familyId, now);
    throw new AppError("INVALID_REFRESH_TOKEN", "This refresh token was already used; every token of its sign-in is now revoked. Sign in again.");
  }
  const user = await findStaffUser({ id: row.userId });
  if (!user) throw new AppError("INVALID_REFRESH_TOKEN");
  const pair = await issueTokenPair(user, row, now);
  if ((await db().refreshToken.count({ where: { familyId: row.familyId, revokedAt: { not: null } } })) > 0) {
    await revokeFamily(row.familyId, now);
    throw new AppError("INVALID_REFRESH_TOKEN");
  }
  return pair;
}

async function revokeFamily(familyId: string, now: Date): Promise<void> {
  await db().refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } });
}
