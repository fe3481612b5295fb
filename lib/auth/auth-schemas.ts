import { z } from "zod";

const email = z.string().trim().toLowerCase().email().max(254);

export const startSignInBody = z.strictObject({ email });
export const verifySignInBody = z.strictObject({ email, code: z.string().trim().regex(/^\d{6}$/, "The code is six digits.") });
export const refreshTokenBody = z.strictObject({ refreshToken: z.string().min(1).max(200) });

/** What a sign-in and a refresh answer. */
export interface TokenPair {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  tokenType: "Bearer";
}
