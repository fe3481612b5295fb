// What the dashboard's browser code throws when a request fails: the code and message of the one error
// body (from /api/dashboard/… or GraphQL's extensions), and per-field details when the server sent them.

export interface ErrorDetail {
  path: string;
  message: string;
}

export class DashboardError extends Error {
  override readonly name = "DashboardError";

  constructor(
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }
}

/** Details arrive as [{ path, message }] for validation errors; anything else carries none. */
export function errorDetails(value: unknown): ErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const detail = item as { path?: unknown; message?: unknown };
    return typeof detail.path === "string" && typeof detail.message === "string" ? [{ path: detail.path, message: detail.message }] : [];
  });
}

/** Whether a failed request is worth retrying: network trouble and 5xx-like codes, not refusals. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof DashboardError)) return true;
  return error.code === "SERVICE_UNAVAILABLE" || error.code === "INTERNAL_ERROR" || error.code === "NETWORK_ERROR";
}

export function errorText(error: unknown): string {
  // The server's words are for integrators sending tokens; staff are told what it means for them.
  if (error instanceof DashboardError && error.code === "UNAUTHORIZED") return "Your session has ended, so this was not saved. Sign in again: what you typed is kept.";
  if (error instanceof DashboardError || error instanceof Error) return error.message;
  return "Something went wrong.";
}
