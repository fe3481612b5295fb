import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { AppError } from "@/lib/errors/app-error";
import { verifySignInBody } from "../auth-schemas";
import { clientIpFromForwarded } from "@/lib/http/client-ip";
import { verifySignInCode } from "../otp/verify-sign-in";
import { cookieName, SESSION_MAX_AGE_SECONDS, servedOverHttps, sessionCookieName, sessionSecret } from "./session-cookie";

export const EMAIL_CODE_PROVIDER = "email-code";

/**
 * next-auth's settings for the dashboard: one credentials provider that checks an emailed sign-in code
 * with the login service (same attempt and rate limits as its API), and a JWT session cookie.
 * A wrong code answers next-auth's "CredentialsSignin"; too many attempts answer "RATE_LIMITED".
 */
export function dashboardAuthOptions(): NextAuthOptions {
  const secure = servedOverHttps();
  const cookie = (base: string, httpOnly = true) => ({
    name: cookieName(base),
    options: { httpOnly, sameSite: "lax" as const, path: "/", secure },
  });
  return {
    secret: sessionSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // The token inside the cookie ends with it: next-auth signs a fresh sign-in's token for 30 days
    // unless told, and the pages' "Your session ends at …" warning reads the token's end.
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { ...cookie("foyer.session"), name: sessionCookieName() },
      csrfToken: cookie("foyer.csrf"),
      callbackUrl: cookie("foyer.callback-url"),
    },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [
      CredentialsProvider({
        id: EMAIL_CODE_PROVIDER,
        name: "Emailed code",
        credentials: { email: { label: "Email", type: "email" }, code: { label: "Code", type: "text" } },
        async authorize(credentials, request) {
          const parsed = verifySignInBody.safeParse({ email: credentials?.email, code: credentials?.code });
          if (!parsed.success) return null;
          const forwarded = request.headers?.["x-forwarded-for"];
          try {
            const user = await verifySignInCode({ ...parsed.data, ip: clientIpFromForwarded(typeof forwarded === "string" ? forwarded : null) });
            return { id: user.userId, email: user.email };
          } catch (error) {
            if (error instanceof AppError && error.code === "INVALID_SIGN_IN_CODE") return null;
            if (error instanceof AppError && error.code === "RATE_LIMITED") throw new Error("RATE_LIMITED");
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      session({ session, token }) {
        return { ...session, user: { id: token.sub, email: token.email } };
      },
    },
  };
}
