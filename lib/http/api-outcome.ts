import { errorResponse } from "./error-response";
import { successHeaders, successResponse } from "./success-response";

// A /v1 answer before it takes its final form: a Web Response when Next calls a route handler, or a
// status, headers and body that `npm start`'s lean dispatch writes to Node's response directly,
// without building a Response and reading it back (docs/performance.md). Both forms carry the same
// status, headers and bytes.

export type ApiOutcome =
  /** A JSON success answer, serialized; null for 204. */
  | { kind: "json"; status: number; body: string | null; requestId: string; headers?: Record<string, string> }
  /** An answer stored earlier and sent again as it was (Idempotency-Key). */
  | { kind: "stored"; status: number; headers: Record<string, string>; body: string | null }
  /** Errors, and the Responses handlers make themselves (images). */
  | { kind: "response"; response: Response };

export interface PlainAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | Uint8Array | null;
}

/** A handler's result as the success answer: its JSON (serialized as Response.json would), or the Response it made. */
export function successOutcome(result: unknown, status: number, requestId: string): ApiOutcome {
  if (result instanceof Response) return { kind: "response", response: successResponse(result, status, requestId) };
  if (status === 204) return { kind: "json", status, body: null, requestId };
  const body = JSON.stringify(result) as string | undefined;
  if (body === undefined) throw new TypeError("The result is not JSON serializable");
  return { kind: "json", status, body, requestId };
}

export function errorOutcome(error: unknown, requestId: string): ApiOutcome {
  return { kind: "response", response: errorResponse(error, requestId) };
}

export function outcomeStatus(outcome: ApiOutcome): number {
  return outcome.kind === "response" ? outcome.response.status : outcome.status;
}

/** The body an outcome answers with, as text. */
export async function outcomeText(outcome: ApiOutcome): Promise<string> {
  return outcome.kind === "response" ? outcome.response.clone().text() : (outcome.body ?? "");
}

/** The outcome with more headers (the rate limit's); the same outcome when there are none. */
export function withHeaders(outcome: ApiOutcome, headers: Record<string, string>): ApiOutcome {
  if (Object.keys(headers).length === 0) return outcome;
  if (outcome.kind === "json") return { ...outcome, headers: { ...outcome.headers, ...headers } };
  if (outcome.kind === "stored") return { ...outcome, headers: { ...outcome.headers, ...headers } };
  for (const [name, value] of Object.entries(headers)) outcome.response.headers.set(name, value);
  return outcome;
}

function jsonHeaders(outcome: Extract<ApiOutcome, { kind: "json" }>): Record<string, string> {
  const headers = outcome.headers ? { ...successHeaders(outcome.requestId), ...outcome.headers } : successHeaders(outcome.requestId);
  return outcome.body === null ? headers : { ...headers, "content-type": "application/json" };
}

export function toResponse(outcome: ApiOutcome): Response {
  if (outcome.kind === "response") return outcome.response;
  const headers = outcome.kind === "json" ? jsonHeaders(outcome) : outcome.headers;
  return new Response(outcome.body, { status: outcome.status, headers });
}

export async function toPlainAnswer(outcome: ApiOutcome): Promise<PlainAnswer> {
  if (outcome.kind === "json") return { status: outcome.status, headers: jsonHeaders(outcome), body: outcome.body };
  if (outcome.kind === "stored") return { status: outcome.status, headers: outcome.headers, body: outcome.body };
  const { response } = outcome;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  return { status: response.status, headers, body: response.body ? new Uint8Array(await response.arrayBuffer()) : null };
}
