import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hashRefreshToken, newRefreshToken } from "./login-secret";
import { findStaffUser, type StaffUser } from "./staff-users";

// The login service's refresh tokens (docs/auth.md, "Refresh tokens"): opaque, stored only as their
// SHA-256, in families. Each sign-in starts a family; each refresh consumes one token and adds its
// successor to the family; a consumed token presented again revokes the whole family.

export interface IssuedRefreshToken {
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

/**
 * Stores a new refresh token for `user`, valid `lifetimeSeconds`. Without `parent` it starts a new
 * family (a sign-in); with it, the token continues the parent's family (a refresh).
 */
export async function issueRefreshToken(
  { user, lifetimeSeconds, parent }: { user: StaffUser; lifetimeSeconds: number; parent?: { id: string; familyId: string } },
  now = new Date(),
): Promise<IssuedRefreshToken> {
  const refreshToken = newRefreshToken();
  const refreshTokenExpiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
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
  return { refreshToken, refreshTokenExpiresAt };
}

/**
 * Consumes a refresh token and issues its successor, answering whose it is; any refusal is
 * INVALID_REFRESH_TOKEN. A token presented after it was consumed means two parties hold it (a leak),
 * so the whole family is revoked. The steps are single statements, ordered so that a reuse racing a
 * rotation still revokes the rotation's new token: the family is checked after that token is written.
 */
export async function rotateRefreshToken(
  { refreshToken, lifetimeSeconds }: { refreshToken: string; lifetimeSeconds: number },
  now = new Date(),
): Promise<IssuedRefreshToken & { user: StaffUser }> {
  const row = await db().refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(refreshToken) } });
  if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError("INVALID_REFRESH_TOKEN");
  const claimed = await db().refreshToken.updateMany({ where: { id: row.id, consumedAt: null, revokedAt: null }, data: { consumedAt: now } });
  if (claimed.count === 0) {
    await revokeFamily(row.familyId, now);
    throw new AppError("INVALID_REFRESH_TOKEN", "This refresh token was already used; every token of its sign-in is now revoked. Sign in again.");
  }
  const user = await findStaffUser({ id: row.userId });
  if (!user) throw new AppError("INVALID_REFRESH_TOKEN");
  const successor = await issueRefreshToken({ user, lifetimeSeconds, parent: row }, now);
  if ((await db().refreshToken.count({ where: { familyId: row.familyId, revokedAt: { not: null } } })) > 0) {
    await revokeFamily(row.familyId, now);
    throw new AppError("INVALID_REFRESH_TOKEN");
  }
  return { ...successor, user };
}

async function revokeFamily(familyId: string, now: Date): Promise<void> {
  await db().refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } });
}
