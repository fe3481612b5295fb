import { redeemSignInCode } from "@/lib/domain/staff-sign-in/sign-in-codes";
import { authConfig } from "../auth-config";
import type { UserIdentity } from "../access-token";
import type { TokenPair } from "../auth-schemas";
import { enforceExactLimit } from "@/lib/rate-limit/rate-limits";
import { issueTokenPair } from "../tokens/issue-token-pair";

/** Trades an emailed code for user tokens (the login service's API and the staff tool server). */
export async function verifySignIn(input: { email: string; code: string; ip: string }, now = new Date()): Promise<TokenPair> {
  return issueTokenPair(await verifySignInCode(input, now), now);
}

/**
 * Checks an emailed code and answers whose it is; the dashboard session starts from this. The
 * per-address limit comes first; every refusal of the code itself is the same INVALID_SIGN_IN_CODE
 * (lib/domain/staff-sign-in/sign-in-codes.ts).
 */
export async function verifySignInCode({ email, code, ip }: { email: string; code: string; ip: string }, now = new Date()): Promise<UserIdentity> {
  const config = authConfig();
  await enforceExactLimit("otp-verify-ip", ip, config.verifyPerIp);
  return redeemSignInCode({ email, code, maxAttempts: config.codeMaxAttempts }, now);
}
