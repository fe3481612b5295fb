import { decode } from "next-auth/jwt";
import { dashboardOrigin } from "@/lib/config/public-addresses";
import { derivedSecret } from "@/lib/domain/staff-sign-in/login-secret";
import type { UserIdentity } from "../access-token";
import { VerifiedCredentials } from "../verified-credentials";
import { environment, type SettingsSource } from "@/lib/config/settings";

// The dashboard session is a next-auth JWT (encrypted with a key derived from the auth secret) in an
// HttpOnly, SameSite=Lax cookie. Served over https it is `__Host-` prefixed and Secure, so no other
// origin or path can set or read it.

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export function servedOverHttps(env: SettingsSource = environment()): boolean {
  return dashboardOrigin(env).startsWith("https:");
}

/** Cookie names with the `__Host-` prefix where browsers accept it (Secure cookies only). */
export function cookieName(base: string, env: SettingsSource = environment()): string {
  return servedOverHttps(env) ? `__Host-${base}` : base;
}

export function sessionCookieName(env: SettingsSource = environment()): string {
  return cookieName("foyer.session", env);
}

export function sessionSecret(): string {
  return derivedSecret("dashboard-session");
}

/** A dashboard session: who is signed in, and until when (the cookie's JWT `exp`). */
export interface DashboardSession {
  user: UserIdentity;
  expiresAt: Date;
}

/** The session a cookie value stands for, or null when it is absent, forged or expired. */
export async function sessionFromCookie(value: string | undefined): Promise<DashboardSession | null> {
  if (!value) return null;
  const secret = sessionSecret();
  return verifiedSessions.verified(value, secret, async () => {
    try {
      const token = await decode({ token: value, secret });
      if (typeof token?.sub !== "string" || typeof token.email !== "string" || typeof token.exp !== "number") return null;
      const session = { user: { userId: token.sub, email: token.email }, expiresAt: new Date(token.exp * 1000) };
      return { value: session, expiresAt: session.expiresAt };
    } catch {
      return null;
    }
  });
}

const verifiedSessions = new VerifiedCredentials<DashboardSession>();

/** The signed-in user a session cookie value stands for, or null when it is absent, forged or expired. */
export async function userFromSessionCookie(value: string | undefined): Promise<UserIdentity | null> {
  return (await sessionFromCookie(value))?.user ?? null;
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The user signed in to the dashboard that sent `request`, or null. Kept beside the cookie rather than
 * with the server components' readers (dashboard-session.ts), which need Next's request scope: the
 * server's fast path serves GraphQL outside it (docs/performance.md, "Today under watch").
 */
export async function dashboardSessionUser(request: Request): Promise<UserIdentity | null> {
  return userFromSessionCookie(readCookie(request.headers.get("cookie"), sessionCookieName()));
}
