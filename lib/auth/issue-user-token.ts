import { AppError } from "@/lib/errors/app-error";
import { issueAccessToken } from "./access-token";
import { authConfig } from "./auth-config";
import { findStaffUser } from "@/lib/domain/staff-sign-in/staff-users";

/**
 * For `npm run cli -- user token`: an access token for a staff user, without the emailed code. It names
 * its issuer, as only a server with the same addresses (PUBLIC_URL, AUTH_URL, PORT) accepts it.
 */
export async function issueUserToken(email: string): Promise<{ accessToken: string; expiresAt: Date; issuer: string }> {
  const user = await findStaffUser({ email: email.trim().toLowerCase() });
  if (!user) throw new AppError("NOT_FOUND", `No staff user with the email ${email.trim()}.`);
  const token = await issueAccessToken(user);
  return { accessToken: token.accessToken, expiresAt: token.accessTokenExpiresAt, issuer: authConfig().authUrl };
}
