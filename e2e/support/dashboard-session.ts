import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { SESSION_MAX_AGE_SECONDS, sessionSecret } from "@/lib/auth/dashboard/session-cookie";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import { untilHydrated } from "./hydration";

// Signing staff in without the form (the sign-in and sessions tests drive the form itself, reading the
// emailed code from the dev outbox as a developer would): every other test gets a session cookie made
// as next-auth makes one after a sign-in, so browser tests running side by side never spend or replace
// each other's emailed codes.

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

/**
 * Signs `email` in through the sign-in form this page shows, with the code from the dev outbox, as a
 * person would. The form's step for the code must appear before the code is read, so a press that did
 * not send one fails here, saying so.
 */
export async function signInByForm(page: Page, email: string): Promise<void> {
  const previous = await latestSignInEmailId(email);
  // Typed into only once React has the form: a press before that reloads the page and sends no code.
  await untilHydrated(page.getByLabel("Work email"));
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const codeField = page.getByLabel("Six-digit code");
  await expect(codeField).toBeVisible();
  await codeField.fill(await emailedCode(email, previous));
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function latestSignInEmailId(email: string): Promise<string | undefined> {
  return (await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: email }, orderBy: { createdAt: "desc" }, select: { id: true } }))?.id;
}

/** The session cookie's value for `email`: what next-auth sets once the emailed code is accepted (auth-options.ts). */
export async function sessionCookie(email: string, seconds = SESSION_MAX_AGE_SECONDS): Promise<string> {
  const user = await db().user.findFirstOrThrow({ where: { email }, select: { id: true } });
  return encode({ token: { sub: user.id, email }, secret: sessionSecret(), maxAge: seconds });
}

export async function signInContext(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  await context.addCookies([{ name: "foyer.session", value: await sessionCookie(email), url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * A session cookie for `email` that ends `seconds` from now, made as next-auth makes one (the same
 * secret, read from the app's data folder): the sessions test watches a session end without waiting
 * twelve hours. The browser drops the cookie when it ends, as it would drop a real one.
 */
export async function endingSessionCookie(context: BrowserContext, baseUrl: string, email: string, seconds: number): Promise<void> {
  const value = await sessionCookie(email, seconds);
  await context.addCookies([{ name: "foyer.session", value, url: baseUrl, httpOnly: true, sameSite: "Lax", expires: Math.floor(Date.now() / 1000) + seconds }]);
}

/**
 * A new staff member with the same roles as `email`, for a test that signs in through the form: its
 * emailed codes, locks and rate limits are its own, so browser tests side by side never spend or
 * replace another's code.
 */
export async function staffTwin(email: string): Promise<string> {
  const user = await db().user.findFirstOrThrow({ where: { email }, select: { roles: { select: { museumId: true, role: true } } } });
  const [name, domain] = email.split("@");
  const twin = `${name}+${randomUUID().slice(0, 8)}@${domain}`;
  for (const { museumId, role } of user.roles) await grantMuseumRole({ email: twin, museumId, role: role as MuseumRoleName });
  return twin;
}
