import { AppError, errorMessages, type ErrorCode } from "@/lib/errors/app-error";
import { toAppError } from "@/lib/errors/to-app-error";
import { metrics } from "@/lib/metrics/metrics";
import { errorStatus } from "./error-status";

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown; requestId: string };
}

/** The one /v1 error body (docs/api.md, "Errors"); an internal error's own text never leaves. */
export function errorBody(appError: AppError, requestId: string): ErrorBody {
  return {
    error: {
      code: appError.code,
      message: appError.code === "INTERNAL_ERROR" ? errorMessages.INTERNAL_ERROR : appError.message,
      ...(appError.details === undefined ? {} : { details: appError.details }),
      requestId,
    },
  };
}

export function errorResponse(error: unknown, requestId: string): Response {
  const appError = toAppError(error, requestId);
  metrics().refusals.inc({ code: appError.code });
  const status = errorStatus[appError.code];
  const body = errorBody(appError, requestId);
  const headers = new Headers({ "x-request-id": requestId, "cache-control": "no-store" });
  if (status === 401) headers.set("www-authenticate", 'Bearer realm="foyer"');
  if (status === 503) headers.set("retry-after", "5");
  const retryAfterSeconds = (appError.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (status === 429 && typeof retryAfterSeconds === "number") headers.set("retry-after", String(retryAfterSeconds));
  // The API's rate limits (lib/rate-limit) name their limit; the window resets when a retry may go.
  const limit = (appError.details as { limit?: unknown } | undefined)?.limit;
  if (status === 429 && typeof limit === "number" && typeof retryAfterSeconds === "number") {
    headers.set("ratelimit-limit", String(limit));
    headers.set("ratelimit-remaining", "0");
    headers.set("ratelimit-reset", String(retryAfterSeconds));
  }
  return Response.json(body, { status, headers });
}
