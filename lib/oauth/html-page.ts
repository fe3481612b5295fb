import type { DashboardLanguage } from "@/lib/i18n/languages";
import { translatorFor } from "@/lib/i18n/translator";
import type { OAuthError } from "./oauth-error";

// The few pages the tool server and the login steps show a person's browser themselves: errors of
// /oauth/authorize, /oauth/complete and the /auth/mcp forms that must not be redirected to an
// unverified address (RFC 6749 4.1.2.1). They speak the person's language (docs/mcp.md, "Languages").

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]!);
}

const style =
  "body{font-family:ui-sans-serif,system-ui,sans-serif;background:#f7f6f3;color:#1d1c1a;margin:0;line-height:1.5}" +
  "main{max-width:32rem;margin:4rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #e4e1da;border-radius:12px}" +
  "h1{font-size:1.3rem;margin-top:0}code{font-family:ui-monospace,monospace}";

export interface ErrorPageText {
  language: DashboardLanguage;
  heading: string;
  message: string;
  /** The error's own English description, shown beneath a message in another language. */
  detail?: string;
}

/**
 * The words for an OAuth error's page. English shows the error's own description, which names what
 * was wrong; German shows the words of a busy or failing server by their code, and for a request
 * Foyer refuses says so in German above the English description, which is meant for the assistant's
 * makers (as the dashboard words refusals, docs/dashboard.md "Languages").
 */
export function errorPageText(language: DashboardLanguage, error: OAuthError, heading?: "signInFailed"): ErrorPageText {
  const words = translatorFor(language, "ConnectErrors");
  const code = error.error === "server_error" ? "INTERNAL_ERROR" : error.status === 429 ? "RATE_LIMITED" : error.status === 503 ? "SERVICE_UNAVAILABLE" : null;
  const title = heading ?? (code === "INTERNAL_ERROR" ? "somethingWentWrong" : code === "RATE_LIMITED" ? "tooManyAttempts" : code === "SERVICE_UNAVAILABLE" ? "unavailable" : "cannotContinue");
  const page = { language, heading: words(title) };
  if (language === "en") return { ...page, message: error.description };
  if (code) return { ...page, message: translatorFor(language, "ErrorCodes")(code) };
  return { ...page, message: words("requestRefused"), detail: error.description };
}

/** An error page for the browser: no redirect, no caching, nothing the page could be framed for. */
export function errorPage(status: number, text: ErrorPageText, requestId: string): Response {
  const words = translatorFor(text.language, "ConnectErrors");
  const html =
    `<!doctype html><html lang="${text.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(text.heading)} · Foyer</title><style>${style}</style></head><body><main>` +
    `<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.message)}</p>` +
    (text.detail ? `<p lang="en">${escapeHtml(text.detail)}</p>` : "") +
    `<p>${escapeHtml(words("goBack"))} ${escapeHtml(words("requestId"))} <code>${escapeHtml(requestId)}</code></p>` +
    `</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "referrer-policy": "no-referrer",
      "x-request-id": requestId,
    },
  });
}
