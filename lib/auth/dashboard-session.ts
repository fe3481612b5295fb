import { cookies } from "next/headers";
import type { UserIdentity } from "./access-token";
import { readCookie, sessionCookieName, sessionFromCookie, userFromSessionCookie, type DashboardSession } from "./dashboard/session-cookie";

/** The dashboard session of `request` with its expiry, or null; reading it does not renew it. */
export async function dashboardSession(request: Request): Promise<DashboardSession | null> {
  return sessionFromCookie(readCookie(request.headers.get("cookie"), sessionCookieName()));
}

/** The same, for server components and server actions, which read the request's cookies from Next. */
export async function currentDashboardUser(): Promise<UserIdentity | null> {
  return userFromSessionCookie((await cookies()).get(sessionCookieName())?.value);
}

/** How long a session has left, on this server's clock (a browser's clock may be off). */
export function sessionTimeLeftMs(session: DashboardSession | null, now = new Date()): number {
  return session ? session.expiresAt.getTime() - now.getTime() : 0;
}

/** The current request's session with its expiry (the dashboard warns before it ends), or null. */
export async function currentDashboardSession(): Promise<DashboardSession | null> {
  return sessionFromCookie((await cookies()).get(sessionCookieName())?.value);
}
