import { verifyUserToken, type UserIdentity } from "@/lib/auth/access-token";
import { dashboardSessionUser } from "@/lib/auth/dashboard/session-cookie";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/error-response";
import { parseJsonBody, readBodyText } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import { enforceLimit, withRateLimitHeaders } from "@/lib/rate-limit/rate-limits";
import { sharedAnswers, type SharedAnswer, type SharedAnswers } from "./shared-answers";
import { yoga } from "./yoga";

// The GraphQL door's wrapper, in front of Yoga: request id → user (Bearer user token, or else the
// dashboard session) → the user's rate limit → body within 1 MiB and sent as JSON → Yoga. What
// fails before Yoga (no or bad token, rate limited, too large, not JSON) answers with the /v1 error
// body and status; errors inside GraphQL answer 200 with errors[].extensions.code.

const SEND_TOKEN = "Send Authorization: Bearer <user access token>, or sign in to the dashboard.";

// GraphQL over HTTP requires the header, and a page on another site cannot send it without a CORS
// preflight (which /api/graphql never grants), so no cross-site request can act with a session's cookie.
const JSON_CONTENT_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;

/** The user a request acts for, or UNAUTHORIZED. A sent Authorization header always decides. */
async function authenticate(request: Request): Promise<UserIdentity> {
  const header = request.headers.get("authorization");
  if (header === null) {
    const sessionUser = await dashboardSessionUser(request);
    if (sessionUser) return sessionUser;
    throw new AppError("UNAUTHORIZED", SEND_TOKEN);
  }
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token) throw new AppError("UNAUTHORIZED", SEND_TOKEN);
  return verifyUserToken(token);
}

function acceptsGzip(request: Request): boolean {
  return /\bgzip\b(?!\s*;\s*q=0(\.0*)?\s*(,|$))/i.test(request.headers.get("accept-encoding") ?? "");
}

function unauthorized(error: unknown, request: Request, requestId: string): Response {
  const response = errorResponse(error, requestId);
  // RFC 6750: a token was sent and refused, so the client should get a new one (refresh).
  if (response.status === 401 && request.headers.get("authorization")) response.headers.set("www-authenticate", 'Bearer realm="foyer", error="invalid_token"');
  return response;
}

/** POST /api/graphql, where the documents in `sharedDocuments` (by exact text) get shared answers (shared-answers.ts). */
export function graphqlRoute({ sharedDocuments }: { sharedDocuments: readonly string[] }): (request: Request) => Promise<Response> {
  const answer = sharedAnswers(sharedDocuments);
  return (request) => handleGraphqlRequest(request, answer);
}

const answerAlways: SharedAnswers = (_userId, _body, answerAlone) => answerAlone();

/** One GraphQL request; `answer` decides whether it is answered alone (the default) or shares an answer. */
export async function handleGraphqlRequest(request: Request, answer: SharedAnswers = answerAlways): Promise<Response> {
  const requestId = requestIdFor(request);
  let user: UserIdentity;
  try {
    user = await authenticate(request);
  } catch (error) {
    return unauthorized(error, request, requestId);
  }
  try {
    const limit = enforceLimit("user", user.userId);
    if (!JSON_CONTENT_TYPE.test(request.headers.get("content-type") ?? "")) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
    const body = await readBodyText(request);
    const parsed = parseJsonBody(request, body);
    if (parsed === undefined) throw new AppError("VALIDATION_ERROR", 'Send a JSON body such as { "query": "{ me { email } }" }.');
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    const answerAlone = async (): Promise<SharedAnswer> => {
      const response = await yoga.fetch(new Request(request.url, { method: "POST", headers, body }), { user, requestId });
      return { status: response.status, contentType: response.headers.get("content-type") ?? "application/json", body: await response.text() };
    };
    const given = await answer(user.userId, { text: body, parsed }, answerAlone);
    const gzipped = given.gzipped && acceptsGzip(request) ? await given.gzipped() : null;
    const response = new Response(gzipped ?? given.body, {
      status: given.status,
      headers: { "content-type": given.contentType, ...(gzipped ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}) },
    });
    response.headers.set("x-request-id", requestId);
    response.headers.set("cache-control", "no-store");
    return withRateLimitHeaders(response, limit);
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
