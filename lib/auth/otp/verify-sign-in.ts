import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { authConfig } from "../auth-config";
import type { UserIdentity } from "../access-token";
import type { TokenPair } from "../auth-schemas";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { hashesEqual, hashSignInCode } from "../secrets";
import { findStaffUser } from "../staff-user";
import { issueTokenPair } from "../tokens/issue-token-pair";

/** Trades an emailed code for user tokens (the login service's API and the staff tool server). */
export async function verifySignIn(input: { email: string; code: string; ip: string }, now = new Date()): Promise<TokenPair> {
  return issueTokenPair(await verifySignInCode(input, now), undefined, now);
}

/**
 * Checks an emailed code and answers whose it is; the dashboard session starts from this. Every
 * failure (unknown email, no code, wrong, expired, used, out of attempts) is the same INVALID_SIGN_IN_CODE. An attempt is claimed with a conditional UPDATE before the
 * code is compared, so parallel guesses cannot exceed the attempt limit.
 */
export async function verifySignInCode({ email, code, ip }: { email: string; code: string; ip: string }, now = new Date()): Promise<UserIdentity> {
  const config = authConfig();
  await enforceExactLimit("otp-verify-ip", ip, config.verifyPerIp);
  const user = await findStaffUser({ email });
  if (!user) throw new AppError("INVALID_SIGN_IN_CODE");
  const row = await db().signInCode.findFirst({ where: { userId: user.userId, usedAt: null }, orderBy: { createdAt: "desc" } });
  if (!row || row.expiresAt <= now) throw new AppError("INVALID_SIGN_IN_CODE");
  const attempt = await db().signInCode.updateMany({
    where: { id: row.id, usedAt: null, attempts: { lt: config.codeMaxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (attempt.count === 0 || !hashesEqual(row.codeHash, hashSignInCode(user.userId, code))) throw new AppError("INVALID_SIGN_IN_CODE");
  const used = await db().signInCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (used.count === 0) throw new AppError("INVALID_SIGN_IN_CODE");
  return user;
}
