import { cookies } from "next/headers";
import type { UserIdentity } from "./access-token";
import { readCookie, sessionCookieName, userFromSessionCookie } from "./dashboard/session-cookie";

/** The user signed in to the dashboard that sent `request`, or null. */
export async function dashboardSessionUser(request: Request): Promise<UserIdentity | null> {
  return userFromSessionCookie(readCookie(request.headers.get("cookie"), sessionCookieName()));
}

/** The same, for server components and server actions, which read the request's cookies from Next. */
export async function currentDashboardUser(): Promise<UserIdentity | null> {
  return userFromSessionCookie((await cookies()).get(sessionCookieName())?.value);
}
