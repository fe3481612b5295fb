import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { createMuseum } from "@/lib/domain/museums/create-museum";
import { AppError } from "@/lib/errors/app-error";
import { useTestDatabase } from "@/tests/support/use-database";
import { apiRoute, type ApiRouteHandler } from "./api-route";
import { MAX_BODY_BYTES } from "./read-body";

// apiRoute gives each /v1 route two faces: Next calls it with a Web Request, `npm start`'s lean
// dispatch with Node's request as it came (its `plain` form). Both must answer with the same status,
// headers and bytes, whatever the route answers.

const ORIGIN = "http://foyer.test";

// What every test route's contract says besides its schemas and status; apiRoute only parses with the rest.
const described = { summary: "A test route", tag: "Test", errors: [] };
const ok = { status: 200, description: "Answered." } as const;

const routes = {
  created: apiRoute({ ...described, body: z.object({ name: z.string() }), success: { status: 201, description: "Created." } }, async ({ body }) => ({
    hello: body.name,
    at: new Date(0),
  })),
  empty: apiRoute({ ...described, success: { status: 204, description: "Nothing." } }, async () => undefined),
  image: apiRoute({ ...described, success: ok }, async () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } })),
  missing: apiRoute({ ...described, success: ok }, async () => {
    throw new AppError("NOT_FOUND");
  }),
  echo: apiRoute(
    { ...described, params: z.object({ id: z.string() }), query: z.object({ q: z.string() }), success: ok },
    async ({ params, query, request }) => ({
      id: params.id,
      q: query.q,
      path: new URL(request.url).pathname,
      agent: request.headers.get("user-agent"),
    }),
  ),
};

interface Call {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  params?: Record<string, string>;
}

interface Seen {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const compared = ["content-type", "cache-control", "x-request-id", "www-authenticate", "idempotent-replayed"];

function pick(headers: (name: string) => string | null | undefined): Record<string, string> {
  return Object.fromEntries(compared.flatMap((name) => (headers(name) == null ? [] : [[name, headers(name)!]])));
}

async function viaNext(route: ApiRouteHandler, call: Call): Promise<Seen> {
  const request = new Request(`${ORIGIN}${call.path}`, { method: call.method, headers: call.headers, body: call.body });
  const response = await route(request, { params: Promise.resolve(call.params ?? {}) });
  return { status: response.status, headers: pick((name) => response.headers.get(name)), body: await response.text() };
}

async function viaLeanDispatch(route: ApiRouteHandler, call: Call): Promise<Seen> {
  const body = call.body === undefined ? undefined : Buffer.from(call.body);
  const headers: IncomingHttpHeaders = { ...call.headers, ...(body ? { "content-length": String(body.length) } : {}) };
  const answer = await route.plain({ method: call.method, url: new URL(call.path, ORIGIN), headers, body }, call.params ?? {});
  const header = (name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return { status: answer.status, headers: pick(header), body: answer.body === null ? "" : Buffer.from(answer.body).toString() };
}

describe("the two faces of an API route", () => {
  useTestDatabase("sqlite");
  let key: string;

  beforeAll(async () => {
    const museum = await createMuseum({ name: "Faces", slug: "faces" });
    key = (await createApiKey({ museumId: museum.id, name: "faces" })).key;
  });

  const call = (method: Call["method"], path: string, extra: Partial<Call> = {}): Call => ({
    method,
    path,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "x-request-id": "req-1", "user-agent": "faces-test", ...extra.headers },
    ...(extra.body === undefined ? {} : { body: extra.body }),
    ...(extra.params ? { params: extra.params } : {}),
  });

  it("answers alike for success, no content, a Response of the handler's own, errors and refused requests", async () => {
    const cases: [ApiRouteHandler, Call, number][] = [
      [routes.created, call("POST", "/v1/created", { body: JSON.stringify({ name: "Ada" }) }), 201],
      [routes.empty, call("GET", "/v1/empty"), 204],
      [routes.image, call("GET", "/v1/image"), 200],
      [routes.missing, call("GET", "/v1/missing"), 404],
      [routes.echo, call("GET", "/v1/echo/7?q=x", { params: { id: "7" } }), 200],
      [routes.echo, call("GET", "/v1/echo/7", { params: { id: "7" } }), 400],
      [routes.created, call("POST", "/v1/created", { body: "{not json" }), 400],
      [routes.created, call("POST", "/v1/created", { body: JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) }) }), 413],
      [routes.created, call("POST", "/v1/created", { body: "{}", headers: { "content-type": "text/plain" } }), 415],
      [routes.empty, call("GET", "/v1/empty", { headers: { authorization: "Bearer nope" } }), 401],
    ];
    for (const [route, request, status] of cases) {
      const next = await viaNext(route, request);
      expect(next.status, request.path).toBe(status);
      expect(await viaLeanDispatch(route, request), `${request.method} ${request.path}`).toEqual(next);
    }
  });

  it("replays an Idempotency-Key answer whichever face stored it", async () => {
    const idempotencyKey = randomUUID();
    const request = call("POST", "/v1/created", { body: JSON.stringify({ name: "Once" }), headers: { "idempotency-key": idempotencyKey } });
    const first = await viaLeanDispatch(routes.created, request);
    expect(first.status).toBe(201);
    const replayedByNext = await viaNext(routes.created, request);
    const replayedByLean = await viaLeanDispatch(routes.created, request);
    expect(replayedByNext).toEqual(replayedByLean);
    expect(replayedByNext).toMatchObject({ status: 201, body: first.body, headers: { "idempotent-replayed": "true" } });
  });
});
