import type { UserIdentity } from "@/lib/auth/access-token";
import { authConfig } from "@/lib/auth/auth-config";
import { startSignInBody, verifySignInBody } from "@/lib/auth/auth-schemas";
import { startSignIn, type Defer } from "@/lib/auth/otp/start-sign-in";
import { verifySignInCode } from "@/lib/auth/otp/verify-sign-in";
import { findStaffUser } from "@/lib/domain/staff-sign-in/staff-users";
import { issueTokenPair } from "@/lib/auth/tokens/issue-token-pair";
import { AppError } from "@/lib/errors/app-error";
import type { DashboardLanguage } from "@/lib/i18n/languages";
import { sealCompletion } from "./completion-assertion";
import { hasConsented } from "@/lib/domain/assistants/authorization-grants";
import { findPendingAuthorization } from "./pending-authorization";

// The login service's side of an assistant's authorization (the pages under /auth/mcp): the person
// signs in with an emailed code (or is already signed in to the dashboard), the login service mints
// a token pair for this connection and seals it for /oauth/complete. The sealed hand-off waits in a
// short-lived HttpOnly cookie while the page asks for consent.

export const LOGIN_PAGE = "/auth/mcp";
/**
 * The hand-off cookie lives only on the login page's path, so it cannot take the `__Host-` prefix;
 * over https it takes `__Secure-`, which no plain-http page can set.
 */
export function handoffCookieName(): string {
  return authConfig().authUrl.startsWith("https:") ? "__Secure-foyer.mcp-handoff" : "foyer.mcp-handoff";
}
const HANDOFF_MAX_AGE_SECONDS = 5 * 60;

/** Where the browser goes after a step (303), and the hand-off cookie when the person is signed in. */
export interface StepOutcome {
  location: string;
  handoff?: string;
}

export type StepError = "invalid_email" | "invalid_code" | "code_locked" | "rate_limited" | "no_museum";

/**
 * `tries`: wrong codes entered since the code was sent, which the code form carries. The login service
 * refuses every code alike (INVALID_SIGN_IN_CODE, docs/auth.md), so that no answer tells whether an
 * address belongs to staff; from the attempt limit on even the right code is refused, so the page
 * then says the code is locked. The count is the page's own, so it tells nobody more.
 */
export function loginPageUrl(ticket: string, extra: { email?: string; error?: StepError; other?: boolean; tries?: number } = {}): string {
  const query = new URLSearchParams({ mcp_oauth: ticket });
  if (extra.email) query.set("email", extra.email);
  if (extra.tries) query.set("tries", String(extra.tries));
  if (extra.error) query.set("error", extra.error);
  if (extra.other) query.set("other", "1");
  return `${LOGIN_PAGE}?${query}`;
}

export function handoffCookie(value: string): string {
  const secure = authConfig().authUrl.startsWith("https:") ? "; Secure" : "";
  return `${handoffCookieName()}=${value}; Path=${LOGIN_PAGE}; Max-Age=${HANDOFF_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

function isRateLimited(error: unknown): boolean {
  return error instanceof AppError && error.code === "RATE_LIMITED";
}

/** Mints the connection's own token pair (a new refresh family) and seals it for the ticket's tool server. */
async function handOff(ticket: string, user: UserIdentity): Promise<StepOutcome> {
  const pending = await findPendingAuthorization(ticket);
  if (!pending) return { location: loginPageUrl(ticket) };
  const userTokens = await issueTokenPair(user);
  const consented = await hasConsented(user.userId, pending.clientId);
  const handoff = await sealCompletion({ ticket, userId: user.userId, email: user.email, userTokens, consented }, pending.issuer);
  return { location: loginPageUrl(ticket), handoff };
}

/** The email form: send a code (the answer is the same whether or not the address is staff). */
export async function emailStep(form: URLSearchParams, ip: string, defer: Defer, language: DashboardLanguage): Promise<StepOutcome> {
  const ticket = form.get("mcp_oauth") ?? "";
  if (!(await findPendingAuthorization(ticket))) return { location: loginPageUrl(ticket) };
  const parsed = startSignInBody.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return { location: loginPageUrl(ticket, { error: "invalid_email", other: true }) };
  try {
    await startSignIn({ email: parsed.data.email, ip, defer, language });
  } catch (error) {
    if (isRateLimited(error)) return { location: loginPageUrl(ticket, { email: parsed.data.email, error: "rate_limited" }) };
    throw error;
  }
  return { location: loginPageUrl(ticket, { email: parsed.data.email }) };
}

/** The wrong tries the code form says were made before this one: a small whole number, or 0. */
function wrongTriesOf(form: URLSearchParams): number {
  const tries = Number(form.get("tries") ?? "0");
  return Number.isInteger(tries) && tries >= 0 && tries < 100 ? tries : 0;
}

/** The code form: check the emailed code, then hand off. */
export async function codeStep(form: URLSearchParams, ip: string): Promise<StepOutcome> {
  const ticket = form.get("mcp_oauth") ?? "";
  if (!(await findPendingAuthorization(ticket))) return { location: loginPageUrl(ticket) };
  const parsed = verifySignInBody.safeParse({ email: form.get("email") ?? "", code: form.get("code") ?? "" });
  const email = parsed.success ? parsed.data.email : (form.get("email") ?? "").trim().toLowerCase();
  const tries = wrongTriesOf(form) + 1;
  const refused = (): StepOutcome => ({ location: loginPageUrl(ticket, { email, tries, error: tries >= authConfig().codeMaxAttempts ? "code_locked" : "invalid_code" }) });
  if (!parsed.success) return refused();
  try {
    return await handOff(ticket, await verifySignInCode({ ...parsed.data, ip }));
  } catch (error) {
    if (isRateLimited(error)) return { location: loginPageUrl(ticket, { email, error: "rate_limited" }) };
    if (error instanceof AppError && error.code === "INVALID_SIGN_IN_CODE") return refused();
    throw error;
  }
}

/** "Continue as …" for a person already signed in to the dashboard (its session cookie is SameSite=Lax, so only our own form can post this). */
export async function sessionStep(form: URLSearchParams, sessionUser: UserIdentity | null): Promise<StepOutcome> {
  const ticket = form.get("mcp_oauth") ?? "";
  const user = sessionUser && (await findStaffUser({ id: sessionUser.userId }));
  if (!user) return { location: loginPageUrl(ticket, { error: sessionUser ? "no_museum" : undefined, other: true }) };
  return handOff(ticket, user);
}
