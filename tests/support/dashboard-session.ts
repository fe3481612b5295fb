import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { authClient, emailedCode } from "./sign-in";

// Signs in to the dashboard the way its sign-in page does: an emailed code, then next-auth's
// credentials callback. The test process must share the server's DATABASE_URL (to read the outbox).

export interface CallbackAnswer {
  status: number;
  /** `name=value` of every cookie the answer set. */
  cookies: Map<string, string>;
  setCookieHeaders: string[];
  /** Where next-auth sends the browser next: the Location header, or `url` of its JSON answer. */
  next: string;
}

function cookiesOf(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const separator = pair.indexOf("=");
    cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return cookies;
}

export function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Posts an email and code to next-auth's credentials callback, with a fresh CSRF token. */
export async function postSignInCode(baseUrl: string, email: string, code: string): Promise<CallbackAnswer> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  expect(csrf.status).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await fetch(`${baseUrl}/api/auth/callback/email-code`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(cookiesOf(csrf)) },
    body: new URLSearchParams({ csrfToken, email, code, json: "true" }),
  });
  const json = answer.headers.get("content-type")?.includes("json") ? ((await answer.json()) as { url?: string }) : {};
  const next = answer.headers.get("location") ?? json.url ?? "";
  return { status: answer.status, cookies: cookiesOf(answer), setCookieHeaders: answer.headers.getSetCookie(), next };
}

/** Asks for a code for `email` and waits for the new one in the outbox. */
export async function freshSignInCode(baseUrl: string, email: string): Promise<string> {
  const before = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" } });
  expect((await authClient(baseUrl).start(email)).status).toBe(202);
  return (await emailedCode(email, before?.id)).code;
}

/** Signs `email` (a staff user) in and answers the Cookie header that carries the session. */
export async function signInToDashboard(baseUrl: string, email: string): Promise<string> {
  const answer = await postSignInCode(baseUrl, email, await freshSignInCode(baseUrl, email));
  const session = [...answer.cookies].find(([name]) => name.endsWith("foyer.session"));
  expect(session, `no session cookie in ${answer.setCookieHeaders.join(" | ")}`).toBeDefined();
  return `${session![0]}=${session![1]}`;
}
