import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { readBodyText } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import { requestedLanguage } from "@/lib/i18n/languages";
import { errorPage, errorPageText } from "./html-page";
import { mcpOriginFor } from "./mcp-origin";
import { OAuthError, oauthErrorResponse, toOAuthError } from "./oauth-error";

export interface OAuthRequestContext {
  /** The tool server's origin as this client reaches it: the issuer and the resource's origin. */
  origin: string;
  /** The client's address, for the per-address rate limits. */
  ip: string;
  requestId: string;
}

type Handler = (request: Request, context: OAuthRequestContext) => Promise<Response>;

function contextFor(request: Request): OAuthRequestContext {
  return { origin: mcpOriginFor(request), ip: clientIp(request), requestId: requestIdFor(request) };
}

/**
 * The wrapper of the JSON endpoints (metadata, /oauth/register, /oauth/token): every error in RFC
 * 6749's shape, and CORS open to every origin, since browser-based clients call them and they take
 * no cookies.
 */
export function oauthJsonRoute(handler: Handler): (request: Request) => Promise<Response> {
  return async (request) => {
    const context = contextFor(request);
    try {
      return withCors(await handler(request, context));
    } catch (error) {
      return withCors(oauthErrorResponse(error, context.requestId));
    }
  };
}

/**
 * The wrapper of the browser endpoints (/oauth/authorize, /oauth/complete). Whatever the handler
 * throws is shown as a page, in the person's language: such errors come before a redirect URI is
 * known to be safe.
 */
export function oauthPageRoute(handler: Handler): (request: Request) => Promise<Response> {
  return async (request) => {
    const context = contextFor(request);
    try {
      return await handler(request, context);
    } catch (error) {
      const oauthError = toOAuthError(error, context.requestId);
      const page = errorPage(oauthError.status, errorPageText(requestedLanguage(request.headers), oauthError), context.requestId);
      if (oauthError.retryAfterSeconds !== undefined) page.headers.set("retry-after", String(oauthError.retryAfterSeconds));
      return page;
    }
  };
}

/**
 * Reads an application/x-www-form-urlencoded body. OAuth forbids repeating a parameter (RFC 6749
 * 3.1), so a repeated one is invalid_request here rather than a silent pick.
 */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    throw new OAuthError("invalid_request", "Send the parameters as application/x-www-form-urlencoded.");
  }
  const form = new URLSearchParams(await readBodyText(request));
  rejectRepeated(form);
  return form;
}

export function rejectRepeated(params: URLSearchParams, names?: readonly string[]): void {
  for (const name of names ?? new Set(params.keys())) {
    if (params.getAll(name).length > 1) throw new OAuthError("invalid_request", `The parameter ${name} may appear only once.`);
  }
}

/** A parameter that must be present and non-empty. */
export function required(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value) throw new OAuthError("invalid_request", `The parameter ${name} is required.`);
  return value;
}

export function withCors(response: Response): Response {
  response.headers.set("access-control-allow-origin", "*");
  response.headers.set("access-control-expose-headers", "www-authenticate, retry-after, x-request-id");
  return response;
}

/** The answer to a CORS preflight for `methods`. */
export function corsPreflight(methods: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": `${methods}, OPTIONS`,
      "access-control-allow-headers": "authorization, content-type, mcp-protocol-version, mcp-session-id, last-event-id",
      "access-control-max-age": "600",
    },
  });
}
