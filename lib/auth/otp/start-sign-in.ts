import { sendSignInCode } from "@/lib/domain/staff-sign-in/sign-in-codes";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import { describeError, logger } from "@/lib/log/logger";
import { authConfig } from "../auth-config";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";

export type Defer = (task: () => Promise<void>) => void;

/**
 * Answers the same for every email, known or not: the lookup, the code and the email happen in
 * `defer`, after the answer is sent (the route passes Next's `after`), so the answer's timing does
 * not tell whether the address belongs to a staff member either. The email is in `language`, the page's.
 */
export async function startSignIn({ email, ip, defer, language }: { email: string; ip: string; defer: Defer; language: DashboardLanguage }): Promise<{ status: "sent" }> {
  const config = authConfig();
  await enforceExactLimit("otp-start-ip", ip, config.otpPerIp);
  await enforceExactLimit("otp-start-email", email, config.otpPerEmail);
  defer(() => sendSignInCode({ email, lifetimeSeconds: config.codeTtlSeconds, language }).catch((error: unknown) => logger.error("sign-in code not queued", describeError(error))));
  return { status: "sent" };
}
