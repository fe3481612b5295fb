import "server-only";
import type { z } from "zod";
import { dashboardSessionUser } from "@/lib/auth/dashboard/session-cookie";
import type { Actor } from "@/lib/domain/actor";
import type { Paging } from "@/lib/domain/list";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/error-response";
import { DEFAULT_PAGING, parsePaging } from "@/lib/http/paging";
import { parseJsonBody, readBodyText } from "@/lib/http/read-body";
import { requestIdFor } from "@/lib/http/request-id";
import { successResponse } from "@/lib/http/success-response";
import { enforceLimit, withRateLimitHeaders } from "@/lib/rate-limit/rate-limits";
import type { StaffNeed } from "@/lib/domain/users/administer-museum";
import { dashboardActor } from "./dashboard-actor";

// The wrapper for the dashboard's own JSON routes (app/api/dashboard/museums/[museumId]/…): the session
// cookie → the user's rate limit → the user's role in the museum of the path (dashboardActor:
// NOT_FOUND without a role, FORBIDDEN when the role may not) → zod parsing → the service → the same
// answer and error body as /v1.
//
// CSRF: the session cookie is SameSite=Lax, so other sites' requests carry no session. A changing
// request is refused as well when the browser says another site sent it (an Origin naming another
// host, or "null"; Sec-Fetch-Site cross-site or same-site), and when it names a content type other
// than JSON, so no HTML form (text/plain, urlencoded, multipart) can drive one even without an Origin.

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface DashboardRouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  need: StaffNeed;
  params?: P;
  query?: Q;
  body?: B;
  paging?: boolean;
  status?: 200 | 201 | 202 | 204;
}

export interface DashboardRouteInput<P, Q, B> {
  actor: Actor;
  params: P;
  query: Q;
  body: B;
  paging: Paging;
}

interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export function dashboardRoute<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: DashboardRouteSpec<P, Q, B>,
  handler: (input: DashboardRouteInput<Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<unknown>,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, context) => {
    const requestId = requestIdFor(request);
    try {
      if (changes(request)) refuseCrossSite(request);
      const user = await dashboardSessionUser(request);
      if (!user) throw new AppError("UNAUTHORIZED", "Sign in to the dashboard first.");
      const limit = enforceLimit("user", user.userId);
      const { museumId, ...pathParams } = await context.params;
      if (typeof museumId !== "string") throw new AppError("NOT_FOUND", "No such museum.");
      const actor = await dashboardActor({ userId: user.userId, museumId, need: spec.need });
      const url = new URL(request.url);
      const params = spec.params ? spec.params.parse(pathParams) : undefined;
      const query = spec.query ? spec.query.parse(Object.fromEntries(url.searchParams)) : undefined;
      const paging = spec.paging ? parsePaging(url.searchParams, DEFAULT_PAGING) : { limit: 0, offset: 0 };
      const body = spec.body ? spec.body.parse(parseJsonBody(request, await readBodyText(request)) ?? {}) : undefined;
      const result = await handler({ actor, params: params as Parsed<P>, query: query as Parsed<Q>, body: body as Parsed<B>, paging });
      return withRateLimitHeaders(successResponse(result, spec.status ?? 200, requestId), limit);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

const changes = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

const JSON_CONTENT_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;

/** Throws for a changing request another site made a browser send, or one an HTML form could send. */
function refuseCrossSite(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site" || !sameOrigin(request.headers.get("origin"), request)) {
    throw new AppError("FORBIDDEN", "Cross-site requests are refused.");
  }
  const contentType = request.headers.get("content-type");
  if (contentType !== null && !JSON_CONTENT_TYPE.test(contentType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
}

/** No Origin (not from a browser), or an Origin that is the host the request was sent to. */
function sameOrigin(origin: string | null, request: Request): boolean {
  if (origin === null) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return URL.canParse(origin) && new URL(origin).host === host;
}
