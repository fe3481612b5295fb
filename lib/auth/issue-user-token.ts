import { AppError } from "@/lib/errors/app-error";
import { issueAccessToken } from "./access-token";
import { findStaffUser } from "@/lib/domain/staff-sign-in/staff-users";

/** For `npm run cli -- user token`: an access token for a staff user, without the emailed code. */
export async function issueUserToken(email: string): Promise<{ accessToken: string; expiresAt: Date }> {
  const user = await findStaffUser({ email: email.trim().toLowerCase() });
  if (!user) throw new AppError("NOT_FOUND", `No staff user with the email ${email.trim()}.`);
  const token = await issueAccessToken(user);
  return { accessToken: token.accessToken, expiresAt: token.accessTokenExpiresAt };
}
