import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/errors/app-error";
import { errorOutcome, toPlainAnswer, type PlainAnswer } from "@/lib/http/api-outcome";
import type { PlainRouteHandler } from "@/lib/http/api-route";
import { errorResponse } from "@/lib/http/error-response";
import { plainHeader, webRequest, type PlainRequest } from "@/lib/http/plain-request";
import { MAX_BODY_BYTES } from "@/lib/http/read-body";
import type { RouteModules } from "@/lib/openapi/route-operations";

// Serves /v1 by calling the route handlers directly, before Next's router. Its routes are the
// generated list of /v1 route files (app/v1/openapi.json/v1-routes.ts, kept current by `npm run lint`),
// the same files Next serves: the route files stay the one definition of each endpoint, and this only
// skips Next's per-request work, which costs more than a reservation itself, and, for routes made by
// apiRoute, the Web Request and Response as well (lib/http/api-route.ts). A path the list does not
// name (the catch-all's 404) and a HEAD or OPTIONS a route does not export go on to Next.
// tests/api-foundation/route-parity.test.ts proves both paths answer alike for every route and method.

/**
 * The routes outside /v1 the fast path serves too: GraphQL, which every open Today page asks once a
 * second (docs/performance.md, "Today under watch").
 */
export const fastAppRoutes: RouteModules = { "/api/graphql": () => import("@/app/api/graphql/route") };

const fastAppPaths = new Set(Object.keys(fastAppRoutes));

/** Whether the fast path serves this request target (its path and query as sent): /v1, and fastAppRoutes' paths. */
export function isFastPath(target: string): boolean {
  if (target.startsWith("/v1/")) return true;
  const queryAt = target.indexOf("?");
  return fastAppPaths.has(queryAt === -1 ? target : target.slice(0, queryAt));
}

type Handler = ((request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response) & {
  plain?: PlainRouteHandler;
};
type Segment = { kind: "static"; value: string } | { kind: "dynamic"; name: string };

export interface Route {
  /** The OpenAPI path, e.g. /v1/locations/{id}. */
  path: string;
  segments: Segment[];
  load: () => Promise<Record<string, unknown>>;
  module?: Promise<Record<string, unknown>>;
}

function toSegment(part: string): Segment {
  const dynamic = /^\{(.+)\}$/.exec(part);
  return dynamic ? { kind: "dynamic", name: dynamic[1]! } : { kind: "static", value: part };
}

// Static segments win over dynamic ones, as in Next's router.
const weight = (segment: Segment) => (segment.kind === "static" ? 0 : 1);
function compare(a: Route, b: Route): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const difference = (a.segments[i] ? weight(a.segments[i]!) : -1) - (b.segments[i] ? weight(b.segments[i]!) : -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The route table of a list of route modules by OpenAPI path, most specific first. */
export function routeTable(modules: RouteModules): Route[] {
  return Object.entries(modules)
    .map(([path, load]) => ({ path, segments: path.split("/").filter(Boolean).map(toSegment), load }))
    .sort(compare);
}

function match(route: Route, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === "static" && segment.value !== part) return null;
    if (segment.kind === "dynamic") params[segment.name] = part;
  }
  return parts.length === route.segments.length ? params : null;
}

/** The first route (in routeTable's order) that matches the decoded path segments, with its params. */
export function findRoute(routes: Route[], parts: string[]): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const params = match(route, parts);
    if (params) return { route, params };
  }
  return undefined;
}

export function decodeParts(pathname: string): string[] | null {
  try {
    return pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

// Keeps at most one byte past the API's body limit, enough for the wrapper to answer 413 without
// holding an oversized upload in memory, and drains the rest so that answer reaches the client.
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    request.once("end", () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    request.once("error", reject);
    request.once("close", () => reject(new Error("the request closed before its body ended")));
  });
}

function send(response: ServerResponse, answer: PlainAnswer): void {
  const body = typeof answer.body === "string" ? Buffer.from(answer.body) : (answer.body ?? undefined);
  response.writeHead(answer.status, body ? { ...answer.headers, "content-length": String(body.byteLength) } : answer.headers);
  response.end(body);
}

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function methodNotAllowed(module: Record<string, unknown>, requestId: string): Response {
  const answer = errorResponse(new AppError("METHOD_NOT_ALLOWED"), requestId);
  answer.headers.set("allow", HTTP_METHODS.filter((name) => typeof module[name] === "function").join(", "));
  return answer;
}

export type V1Dispatch = (request: IncomingMessage, response: ServerResponse, origin: string) => Promise<void>;

/**
 * Returns a handler that serves a request from the route table (405 when the route file does not
 * export its method), and otherwise calls `fallback` (Next). `origin` builds the request URL. Handlers
 * made by apiRoute are called through their `plain` form, straight from Node's request to Node's
 * response; any other handler gets a Web Request and answers with a Response, as under Next.
 */
export function leanDispatcher(routes: Route[], fallback: (request: IncomingMessage, response: ServerResponse) => void): V1Dispatch {
  return async (request, response, origin) => {
    const url = new URL(request.url ?? "/", origin);
    const parts = decodeParts(url.pathname);
    const method = request.method ?? "GET";
    const hit = parts ? findRoute(routes, parts) : undefined;
    if (!hit) return fallback(request, response);
    const requestId = plainHeader(request.headers, "x-request-id") ?? "";
    let answer: PlainAnswer;
    try {
      hit.route.module ??= hit.route.load();
      const exported = await hit.route.module;
      const handler = exported[method] as Handler | undefined;
      // Next derives HEAD and OPTIONS itself; for any other method a route lacks, it would answer a
      // bare 405, where the API answers with its error body and the methods it allows.
      if (typeof handler !== "function" && (method === "HEAD" || method === "OPTIONS")) return fallback(request, response);
      if (typeof handler !== "function") answer = await toPlainAnswer({ kind: "response", response: methodNotAllowed(exported, requestId) });
      else {
        const plain: PlainRequest = { method, url, headers: request.headers, body: await readBody(request) };
        answer =
          typeof handler.plain === "function"
            ? await handler.plain(plain, hit.params)
            : await toPlainAnswer({ kind: "response", response: await handler(webRequest(plain), { params: Promise.resolve(hit.params) }) });
      }
    } catch (error) {
      answer = await toPlainAnswer(errorOutcome(error, requestId));
    }
    send(response, answer);
  };
}
