import { z } from "zod";
import { dashboardLanguages } from "@/lib/i18n/languages";

const email = z.string().trim().toLowerCase().email().max(254);

/** `language`: the sign-in page's, for the code's email; without it the request's (its language cookie, else Accept-Language). */
export const startSignInBody = z.strictObject({ email, language: z.enum(dashboardLanguages).optional() });
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
