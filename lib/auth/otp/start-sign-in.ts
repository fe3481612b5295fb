import { randomInt } from "node:crypto";
import { db } from "@/lib/db/client";
import { renderSignInCodeEmail } from "@/lib/email/templates/sign-in-code";
import { describeError, logger } from "@/lib/log/logger";
import { authConfig } from "../auth-config";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { hashSignInCode } from "../secrets";
import { findStaffUser } from "../staff-user";

export type Defer = (task: () => Promise<void>) => void;

/**
 * Answers the same for every email, known or not: the lookup, the code and the email happen in
 * `defer`, after the answer is sent (the route passes Next's `after`), so the answer's timing does
 * not tell whether the address belongs to a staff member either.
 */
export async function startSignIn({ email, ip, defer }: { email: string; ip: string; defer: Defer }): Promise<{ status: "sent" }> {
  const config = authConfig();
  await enforceExactLimit("otp-start-ip", ip, config.otpPerIp);
  await enforceExactLimit("otp-start-email", email, config.otpPerEmail);
  defer(() => sendSignInCode(email).catch((error: unknown) => logger.error("sign-in code not queued", describeError(error))));
  return { status: "sent" };
}

/** Creates a code for a staff user and queues its email; a new code replaces any older one. */
export async function sendSignInCode(email: string, now = new Date()): Promise<void> {
  const user = await findStaffUser({ email });
  if (!user) return;
  const { codeTtlSeconds } = authConfig();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const rendered = await renderSignInCodeEmail(code, codeTtlSeconds / 60);
  await db().$transaction([
    db().signInCode.deleteMany({ where: { userId: user.userId, usedAt: null } }),
    db().signInCode.create({
      data: { userId: user.userId, codeHash: hashSignInCode(user.userId, code), expiresAt: new Date(now.getTime() + codeTtlSeconds * 1000), createdAt: now },
    }),
    db().emailOutbox.create({ data: { kind: "SIGN_IN_CODE", to: user.email, language: "en", ...rendered } }),
  ]);
}
