import { AppError } from "@/lib/errors/app-error";
import { toAppError } from "@/lib/errors/to-app-error";
import { errorStatus } from "@/lib/http/error-status";

// The OAuth endpoints answer errors in RFC 6749's shape, `{ "error", "error_description" }`, not the
// /v1 body: OAuth clients parse exactly that. Codes are RFC 6749 (5.2, 4.1.2.1), RFC 7591 (3.2.2),
// RFC 8707 (invalid_target) and RFC 6750 (invalid_token, insufficient_scope).
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "unsupported_response_type"
  | "invalid_scope"
  | "invalid_target"
  | "access_denied"
  | "invalid_client_metadata"
  | "invalid_redirect_uri"
  | "invalid_token"
  | "insufficient_scope"
  | "server_error"
  | "temporarily_unavailable";

export class OAuthError extends Error {
  override readonly name = "OAuthError";

  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status = 400,
    readonly retryAfterSeconds?: number,
    /** A WWW-Authenticate challenge, for a 401 to a client that tried HTTP authentication (RFC 6749 5.2). */
    readonly challenge?: string,
  ) {
    super(description);
  }
}

/**
 * An error_description as RFC 6749 allows it (5.2, 4.1.2.1): printable ASCII without the double
 * quote and the backslash. Descriptions quote values and echo what the client sent, so they are made
 * to fit on the way out.
 */
export function rfc6749Description(description: string): string {
  return description.replace(/"/g, "'").replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, "?");
}

/** Any thrown value as an OAuthError: rate limits become 429, anything unknown a bare server_error. */
export function toOAuthError(error: unknown, requestId: string): OAuthError {
  if (error instanceof OAuthError) return error;
  const appError = error instanceof AppError ? error : toAppError(error, requestId);
  if (appError.code === "RATE_LIMITED") {
    const seconds = (appError.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    return new OAuthError("temporarily_unavailable", appError.message, 429, seconds);
  }
  if (appError.code === "SERVICE_UNAVAILABLE") return new OAuthError("temporarily_unavailable", appError.message, 503, 5);
  const status = errorStatus[appError.code];
  if (status >= 400 && status < 500) return new OAuthError("invalid_request", appError.message, status);
  return new OAuthError("server_error", "Something went wrong on our side. Quote the request id if you contact support.", 500);
}

/** Answers that carry credentials or per-client data are never cached (RFC 6749 5.1). */
export function noStoreHeaders(requestId: string): Headers {
  return new Headers({ "cache-control": "no-store", pragma: "no-cache", "x-request-id": requestId });
}

export function oauthErrorResponse(error: unknown, requestId: string): Response {
  const oauthError = toOAuthError(error, requestId);
  const headers = noStoreHeaders(requestId);
  if (oauthError.retryAfterSeconds !== undefined) headers.set("retry-after", String(oauthError.retryAfterSeconds));
  if (oauthError.challenge !== undefined) headers.set("www-authenticate", oauthError.challenge);
  return Response.json({ error: oauthError.error, error_description: rfc6749Description(oauthError.description) }, { status: oauthError.status, headers });
}

export function oauthJson(body: unknown, requestId: string, status = 200): Response {
  return Response.json(body, { status, headers: noStoreHeaders(requestId) });
}
