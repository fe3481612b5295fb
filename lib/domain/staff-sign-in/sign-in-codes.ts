import { randomInt } from "node:crypto";
import { db } from "@/lib/db/client";
import { renderSignInCodeEmail } from "@/lib/email/templates/sign-in-code";
import { AppError } from "@/lib/errors/app-error";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import { hashesEqual, hashSignInCode } from "./login-secret";
import { findStaffUser, type StaffUser } from "./staff-users";

// One-time sign-in codes (docs/auth.md, "Sign-in codes"): six digits, stored only as an HMAC, valid
// `lifetimeSeconds`, single use, dead after `maxAttempts` wrong tries. The login service passes its
// settings and enforces its rate limits before it calls these.

/**
 * Creates a code for a staff user and queues its email, in `language` (the page's); a new code
 * replaces any older one. Any other address gets nothing.
 */
export async function sendSignInCode({ email, lifetimeSeconds, language = "en" }: { email: string; lifetimeSeconds: number; language?: DashboardLanguage }, now = new Date()): Promise<void> {
  const user = await findStaffUser({ email });
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const rendered = await renderSignInCodeEmail(code, lifetimeSeconds / 60, language);
  await db().$transaction([
    db().signInCode.deleteMany({ where: { userId: user.userId, usedAt: null } }),
    db().signInCode.create({
      data: { userId: user.userId, codeHash: hashSignInCode(user.userId, code), expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000), createdAt: now },
    }),
    db().emailOutbox.create({ data: { kind: "SIGN_IN_CODE", to: user.email, language, ...rendered } }),
  ]);
}

/**
 * Uses up an emailed code and answers whose it is. Every failure (unknown email, no code, wrong,
 * expired, used, out of attempts) is the same INVALID_SIGN_IN_CODE. An attempt is claimed with a
 * conditional UPDATE before the code is compared, so parallel guesses cannot exceed the attempt limit.
 */
export async function redeemSignInCode({ email, code, maxAttempts }: { email: string; code: string; maxAttempts: number }, now = new Date()): Promise<StaffUser> {
  const user = await findStaffUser({ email });
  if (!user) throw new AppError("INVALID_SIGN_IN_CODE");
  const row = await db().signInCode.findFirst({ where: { userId: user.userId, usedAt: null }, orderBy: { createdAt: "desc" } });
  if (!row || row.expiresAt <= now) throw new AppError("INVALID_SIGN_IN_CODE");
  const attempt = await db().signInCode.updateMany({
    where: { id: row.id, usedAt: null, attempts: { lt: maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (attempt.count === 0 || !hashesEqual(row.codeHash, hashSignInCode(user.userId, code))) throw new AppError("INVALID_SIGN_IN_CODE");
  const used = await db().signInCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (used.count === 0) throw new AppError("INVALID_SIGN_IN_CODE");
  return user;
}
