import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { sessionSecret } from "@/lib/auth/dashboard/session-cookie";
import { db } from "@/lib/db/client";

// Signing staff in without the form (the sign-in test drives the form itself): the emailed code is
// read from the dev outbox, as a developer would, and posted to next-auth's credentials callback.

/** The six digits of the newest sign-in email to `email` that is not `previousId`, once it is queued. */
export async function emailedCode(email: string, previousId: string | undefined, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
    const code = row && row.id !== previousId ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-in email to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function latestSignInEmailId(email: string): Promise<string | undefined> {
  return (await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" }, select: { id: true } }))?.id;
}

function cookiesOf(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return cookies;
}

const sessions = new Map<string, string>();

/** The session cookie's value for `email`, signed in once per worker. */
export async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const known = sessions.get(email);
  if (known) return known;
  const previous = await latestSignInEmailId(email);
  const start = await fetch(`${baseUrl}/auth/api/otp/start`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  if (start.status !== 202) throw new Error(`otp/start answered ${start.status}`);
  const code = await emailedCode(email, previous);
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = [...cookiesOf(csrf)].map(([name, value]) => `${name}=${value}`).join("; ");
  const callback = await fetch(`${baseUrl}/api/auth/callback/email-code`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies },
    body: new URLSearchParams({ csrfToken, email, code, json: "true" }),
  });
  const session = cookiesOf(callback).get("foyer.session");
  if (!session) throw new Error(`no session cookie for ${email} (status ${callback.status})`);
  sessions.set(email, session);
  return session;
}

export async function signInContext(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  await context.addCookies([{ name: "foyer.session", value: await sessionCookie(baseUrl, email), url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * A session cookie for `email` that ends `seconds` from now, made as next-auth makes one (the same
 * secret, read from the app's data folder): the sessions test watches a session end without waiting
 * twelve hours. The browser drops the cookie when it ends, as it would drop a real one.
 */
export async function endingSessionCookie(context: BrowserContext, baseUrl: string, email: string, seconds: number): Promise<void> {
  const user = await db().user.findFirstOrThrow({ where: { email }, select: { id: true } });
  const value = await encode({ token: { sub: user.id, email }, secret: sessionSecret(), maxAge: seconds });
  await context.addCookies([{ name: "foyer.session", value, url: baseUrl, httpOnly: true, sameSite: "Lax", expires: Math.floor(Date.now() / 1000) + seconds }]);
}
