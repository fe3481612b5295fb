import type { z } from "zod";
import { authenticateApiKey } from "@/lib/domain/api-keys/authenticate-api-key";
import type { Actor } from "@/lib/domain/actor";
import type { Paging } from "@/lib/domain/list";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "./error-response";
import { idempotent } from "./idempotent";
import { parsePaging, type PagingRule } from "./paging";
import { parseJsonBody, readBodyText } from "./read-body";
import { requestIdFor } from "./request-id";
import { successResponse } from "./success-response";

// The one wrapper for every /v1 route handler: request id → API key → body read → Idempotency-Key →
// zod parsing of params, query and body → the service → JSON response. Every error, wherever it is
// thrown, becomes the one error body through errorResponse.

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface ApiRouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  params?: P;
  query?: Q;
  body?: B;
  /** Parse limit/offset with this rule and pass them as `paging`. */
  paging?: PagingRule;
  /** Status of a successful answer: 200 by default; 204 sends no body. */
  status?: 200 | 201 | 202 | 204;
}

export interface ApiRouteInput<P, Q, B> {
  actor: Actor;
  params: P;
  query: Q;
  body: B;
  paging: Paging;
  request: Request;
  requestId: string;
}

interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export function apiRoute<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: ApiRouteSpec<P, Q, B>,
  handler: (input: ApiRouteInput<Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<unknown>,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, context) => {
    const requestId = requestIdFor(request);
    try {
      const actor = await authenticateApiKey(bearerToken(request));
      const bodyText = spec.body ? await readBodyText(request) : "";
      return await idempotent(request, actor, bodyText, async () => {
        try {
          const url = new URL(request.url);
          const params = spec.params ? spec.params.parse(await context.params) : undefined;
          const query = spec.query ? spec.query.parse(Object.fromEntries(url.searchParams)) : undefined;
          const paging = spec.paging ? parsePaging(url.searchParams, spec.paging) : { limit: 0, offset: 0 };
          const body = spec.body ? spec.body.parse(parseJsonBody(request, bodyText) ?? {}) : undefined;
          const result = await handler({
            actor,
            params: params as Parsed<P>,
            query: query as Parsed<Q>,
            body: body as Parsed<B>,
            paging,
            request,
            requestId,
          });
          return successResponse(result, spec.status ?? 200, requestId);
        } catch (error) {
          return errorResponse(error, requestId);
        }
      });
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

function bearerToken(request: Request): string {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError("UNAUTHORIZED");
  return match[1];
}
