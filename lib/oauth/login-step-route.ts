import { after } from "next/server";
import { authConfig } from "@/lib/auth/auth-config";
import { clientIp } from "@/lib/http/client-ip";
import { readBodyText } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import { requestedLanguage, type DashboardLanguage } from "@/lib/i18n/languages";
import { translatorFor } from "@/lib/i18n/translator";
import { errorPage, errorPageText } from "./html-page";
import { handoffCookie, type StepOutcome } from "./login-steps";
import { toOAuthError } from "./oauth-error";

export interface StepInput {
  form: URLSearchParams;
  request: Request;
  ip: string;
  /** The page's language (its language cookie, else Accept-Language). */
  language: DashboardLanguage;
}

/**
 * The wrapper of the login page's form posts (/auth/mcp/*): read the form, run the step, answer 303
 * to the next page (with the hand-off cookie once the person is signed in). Plain HTML forms, so the
 * sign-in works without JavaScript.
 */
export function loginStepRoute(step: (input: StepInput) => Promise<StepOutcome>): (request: Request) => Promise<Response> {
  return async (request) => {
    const requestId = requestIdFor(request);
    const language = requestedLanguage(request.headers);
    if (!fromThisOrigin(request)) {
      const words = translatorFor(language, "ConnectErrors");
      return errorPage(403, { language, heading: words("signInFailed"), message: words("otherSite") }, requestId);
    }
    try {
      const form = new URLSearchParams(await readBodyText(request));
      const outcome = await step({ form, request, ip: clientIp(request), language });
      const headers = new Headers({ location: outcome.location, "cache-control": "no-store", "x-request-id": requestId });
      if (outcome.handoff) headers.set("set-cookie", handoffCookie(outcome.handoff));
      return new Response(null, { status: 303, headers });
    } catch (error) {
      const oauthError = toOAuthError(error, requestId);
      return errorPage(oauthError.status, errorPageText(language, oauthError, "signInFailed"), requestId);
    }
  };
}

/**
 * Browsers name the page a form was posted from; a form on another site may not drive these steps.
 * This site is the login service's public address, or (directly, without a proxy) the Host asked for.
 * A browser that says another site sent the form (Sec-Fetch-Site) is refused even without an Origin.
 */
function fromThisOrigin(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (!URL.canParse(origin)) return false;
  return origin === new URL(authConfig().authUrl).origin || new URL(origin).host === request.headers.get("host");
}

/** Next's `after`, so a sign-in code is made and queued after the answer is sent (lib/auth/otp/start-sign-in.ts). */
export const afterResponse = (task: () => Promise<void>) => after(task);
