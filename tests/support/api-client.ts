import { expect } from "vitest";
import type { Ticketing } from "./ticketing-fixtures";
import { expectConformingAnswer } from "./openapi-conformance";

// A small fetch wrapper for API tests: JSON in, status + JSON out. Every /v1 answer is checked against
// the server's OpenAPI document (openapi-conformance.ts): an answer the document does not describe
// fails the test that received it.
export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export function apiClient(baseUrl: string, apiKey?: string) {
  async function call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      // Leave non-JSON answers as text; the test decides whether that is wrong.
    }
    await expectConformingAnswer(baseUrl, method, path, { status: response.status, headers: response.headers, text, body: parsed });
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>("GET", path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("POST", path, body ?? {}, headers),
    patch: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("PATCH", path, body ?? {}, headers),
    put: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("PUT", path, body ?? {}, headers),
    delete: <T = any>(path: string, headers?: Record<string, string>) => call<T>("DELETE", path, undefined, headers),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** How many answers came back with each success status or error code: { "201": 50, "409 TIME_SLOT_FULL": 190 }. */
export function tally(answers: ApiAnswer[]): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status < 300 ? String(answer.status) : `${answer.status} ${answer.body?.error?.code}`;
    seen[key] = (seen[key] ?? 0) + 1;
  }
  return seen;
}

/** An order of `quantity` tickets of the ticketing's type held through POST /v1/orders with `apiKey`; fails the test when refused. */
export async function heldOrderThroughApi(baseUrl: string, apiKey: string, ticketing: Pick<Ticketing, "timeSlotId" | "ticketTypeId">, quantity: number, email?: string) {
  const created = await apiClient(baseUrl, apiKey).post("/v1/orders", {
    timeSlotId: ticketing.timeSlotId,
    lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity }],
    ...(email ? { email } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; number: string; expiresAt: string };
}
