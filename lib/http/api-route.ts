import type { z } from "zod";
import { authenticateApiKey } from "@/lib/domain/api-keys/authenticate-api-key";
import type { Actor } from "@/lib/domain/actor";
import type { Paging } from "@/lib/domain/list";
import { clientIpFromForwarded } from "@/lib/http/client-ip";
import { AppError } from "@/lib/errors/app-error";
import { authenticateWithinLimit, enforceLimit, rateLimitHeaders } from "@/lib/rate-limit/rate-limits";
import { errorOutcome, successOutcome, toPlainAnswer, toResponse, withHeaders, type ApiOutcome, type PlainAnswer } from "./api-outcome";
import { idempotent, type IdempotentRequest } from "./idempotent";
import { parsePaging, queryWithoutPaging } from "./paging";
import { plainHeader, webRequest, type PlainRequest } from "./plain-request";
import type { EndpointContract } from "./endpoint-contract";
import { bodyTextWithinLimit, parseJsonText, readBodyText } from "./read-body";
import { requestIdFrom } from "./request-id";

// The one wrapper for every /v1 route handler, made from the endpoint's contract (lib/http/endpoint-contract.ts),
// which it parses with and which the handler carries for the OpenAPI document: request id → API key (within the rate limits) → body
// read → Idempotency-Key → zod parsing of params, query and body → the service → JSON response. Every error, wherever it is
// thrown, becomes the one error body through errorResponse.
//
// The handler it returns takes a Web Request, as Next calls it. It also carries `plain`, the same
// steps for a request straight from Node (lib/server/v1-dispatch.ts), which spares building a
// Request and a Response per call: on the reservation hot path those cost more than the hold itself.

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

type ObjectSchema = z.ZodObject | undefined;

export interface ApiRouteInput<P, Q, B> {
  actor: Actor;
  params: P;
  query: Q;
  body: B;
  paging: Paging;
  request: Request;
  requestId: string;
}

type RouteParams = Record<string, string | string[] | undefined>;

interface RouteContext {
  params: Promise<RouteParams>;
}

export type PlainRouteHandler = (request: PlainRequest, params: RouteParams) => Promise<PlainAnswer>;

export type ApiRouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & {
  plain: PlainRouteHandler;
  contract: EndpointContract;
};

/** What the steps need of a request, whichever form it came in. */
interface Incoming extends IdempotentRequest {
  bodyText(): Promise<string>;
  params(): Promise<RouteParams>;
  /** The Web Request, made only when a handler asks for it. */
  request(): Request;
}

// Classes rather than object literals of closures: the hot path makes one per request.
class FromWeb implements Incoming {
  readonly method: string;
  readonly url: URL;

  constructor(
    private readonly web: Request,
    private readonly context: RouteContext,
  ) {
    this.method = web.method;
    this.url = new URL(web.url);
  }

  header(name: string): string | null {
    return this.web.headers.get(name);
  }

  bodyText(): Promise<string> {
    return readBodyText(this.web);
  }

  params(): Promise<RouteParams> {
    return this.context.params;
  }

  request(): Request {
    return this.web;
  }
}

class FromNode implements Incoming {
  readonly method: string;
  readonly url: URL;
  #made: Request | undefined;

  constructor(
    private readonly plain: PlainRequest,
    private readonly routeParams: RouteParams,
  ) {
    this.method = plain.method;
    this.url = plain.url;
  }

  header(name: string): string | null {
    return plainHeader(this.plain.headers, name);
  }

  async bodyText(): Promise<string> {
    return bodyTextWithinLimit(this.header("content-length"), this.plain.body);
  }

  async params(): Promise<RouteParams> {
    return this.routeParams;
  }

  request(): Request {
    return (this.#made ??= webRequest(this.plain));
  }
}

export function apiRoute<P extends ObjectSchema = undefined, Q extends ObjectSchema = undefined, B extends Schema | undefined = undefined>(
  contract: EndpointContract<P, Q, B>,
  handler: (input: ApiRouteInput<Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<unknown>,
): ApiRouteHandler {
  const fromWeb = async (request: Request, context: RouteContext) => toResponse(await answerRequest(contract, handler, new FromWeb(request, context)));
  const fromNode: PlainRouteHandler = async (request, params) => toPlainAnswer(await answerRequest(contract, handler, new FromNode(request, params)));
  return Object.assign(fromWeb, { plain: fromNode, contract: contract as EndpointContract });
}

async function answerRequest<P extends ObjectSchema, Q extends ObjectSchema, B extends Schema | undefined>(
  contract: EndpointContract<P, Q, B>,
  handler: (input: ApiRouteInput<Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<unknown>,
  incoming: Incoming,
): Promise<ApiOutcome> {
  const requestId = requestIdFrom(incoming.header("x-request-id"));
  try {
    // Rate limits (docs/reliability.md#rate-limits): refused keys per address, then requests per key.
    const credential = incoming.header("authorization");
    const ip = clientIpFromForwarded(incoming.header("x-forwarded-for"));
    const actor = await authenticateWithinLimit(ip, credential !== null, () => authenticateApiKey(bearerToken(credential)));
    const limit = enforceLimit("apiKey", actor.apiKeyId ?? actor.museumId);
    const bodyText = contract.body ? await incoming.bodyText() : "";
    const outcome = await idempotent(incoming, actor, bodyText, async () => {
      try {
        const { searchParams } = incoming.url;
        const params = contract.params ? contract.params.parse(await incoming.params()) : undefined;
        const query = contract.query ? contract.query.parse(queryWithoutPaging(searchParams, contract.paging !== undefined)) : undefined;
        const paging = contract.paging ? parsePaging(searchParams, contract.paging) : { limit: 0, offset: 0 };
        const body = contract.body ? contract.body.parse(parseJsonText(incoming.header("content-type"), bodyText) ?? {}) : undefined;
        const result = await handler({
          actor,
          params: params as Parsed<P>,
          query: query as Parsed<Q>,
          body: body as Parsed<B>,
          paging,
          get request() {
            return incoming.request();
          },
          requestId,
        });
        return successOutcome(result, contract.success.status, requestId);
      } catch (error) {
        return errorOutcome(error, requestId);
      }
    });
    return withHeaders(outcome, rateLimitHeaders(limit));
  } catch (error) {
    return errorOutcome(error, requestId);
  }
}

function bearerToken(header: string | null): string {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError("UNAUTHORIZED");
  return match[1];
}
