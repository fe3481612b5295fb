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

/** What staff are told for the codes whose server words are not meant for them; English by default. */
export const errorWords = {
  sessionEnded: "Your session has ended, so this was not saved. Sign in again: what you typed is kept.",
  unreachable: "Foyer could not be reached; check the connection.",
  serverTrouble: "Foyer could not finish this just now. Try again in a moment.",
  forbidden: "Your role in this museum does not allow this.",
  unknown: "Something went wrong.",
};
export type ErrorWords = typeof errorWords;

/**
 * The sentence for a failed request. `words` gives the dashboard's language (lib/dashboard/use-error-text.ts);
 * the server's own message, which names the record or field concerned, is kept for refusals it explains.
 */
export function errorText(error: unknown, words: (key: keyof ErrorWords) => string = (key) => errorWords[key]): string {
  // The server's words are for integrators sending tokens; staff are told what it means for them.
  if (error instanceof DashboardError) {
    if (error.code === "UNAUTHORIZED") return words("sessionEnded");
    if (error.code === "NETWORK_ERROR") return translatedOr(words, "unreachable", error.message);
    if (error.code === "FORBIDDEN") return translatedOr(words, "forbidden", error.message);
    if (error.code === "INTERNAL_ERROR" || error.code === "SERVICE_UNAVAILABLE") return translatedOr(words, "serverTrouble", error.message);
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return words("unknown");
}

/** English keeps the server's exact sentence (integrators' and tests' words); other languages say it in theirs. */
function translatedOr(words: (key: keyof ErrorWords) => string, key: keyof ErrorWords, english: string): string {
  const said = words(key);
  return said === errorWords[key] ? english : said;
}
