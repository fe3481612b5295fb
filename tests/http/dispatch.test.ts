import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client";
import { sendRaw } from "../support/fuzz/raw-request";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { seedMuseum, type TestMuseum } from "../support/seed-museum";

// npm start serves /v1 by calling the route handlers directly (scripts/server/lean-dispatch.ts); Next
// serves the same files in development. Both must answer alike.
describe("lean /v1 dispatch and Next's router", () => {
  let lean: RunningFoyer;
  let viaNext: RunningFoyer;
  let museum: TestMuseum;

  beforeAll(async () => {
    lean = await startFoyer("sqlite");
    museum = await seedMuseum(lean.database.url, "dispatch");
    viaNext = await startFoyer("sqlite", { DATABASE_URL: lean.database.url, LEAN_DISPATCH: "off" });
  });
  afterAll(async () => {
    await viaNext?.stop();
    await lean?.stop();
  });

  const comparable = (answer: { status: number; body: any; headers: Headers }) => ({
    status: answer.status,
    contentType: answer.headers.get("content-type"),
    body: JSON.parse(JSON.stringify(answer.body ?? null).replace(/"requestId":"[^"]*"/g, '"requestId":"…"')),
  });

  it("gives the same answers both ways", async () => {
    const requests: [string, string, unknown?][] = [
      ["GET", "/v1/locations?limit=5"],
      ["GET", "/v1/locations?limit=0"],
      ["GET", "/v1/locations/00000000-0000-4000-8000-000000000000"],
      ["GET", "/v1/locations/not-a-uuid"],
      ["GET", "/v1/nothing/here"],
      ["POST", "/v1/locations", { name: "" }],
      ["POST", "/v1/ticket-reservations", {}],
      ["GET", "/v1/schema"],
    ];
    for (const [method, path, body] of requests) {
      const ask = (server: RunningFoyer) => {
        const api = apiClient(server.baseUrl, museum.apiKey);
        return method === "GET" ? api.get(path) : api.post(path, body);
      };
      expect(comparable(await ask(lean)), `${method} ${path}`).toEqual(comparable(await ask(viaNext)));
    }
  });

  it("answers 413 to an oversized body through the lean path, and still creates records", async () => {
    const api = apiClient(lean.baseUrl, museum.apiKey);
    const huge = await api.post("/v1/locations", JSON.stringify({ name: "x".repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const created = await api.post("/v1/locations", { name: "Lean Hall" });
    expect(created.status).toBe(201);
    const seenByNext = await apiClient(viaNext.baseUrl, museum.apiKey).get(`/v1/locations/${created.body.id}`);
    expect(seenByNext.body).toEqual(created.body);
  });

  it("answers a method a route lacks with 405, its error body and Allow", async () => {
    const api = apiClient(lean.baseUrl, museum.apiKey);
    const created = await api.post("/v1/locations", { name: "Allow Hall" });
    const answer = await api.post(`/v1/locations/${created.body.id}`, {});
    expect(answer.status).toBe(405);
    expect(answer.body.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(answer.headers.get("allow")).toBe("GET, PATCH, DELETE");
  });

  it("answers headers over Node's limit with 431 and the error body, not a bare status line", async () => {
    const answer = await sendRaw(lean.baseUrl, { method: "GET", path: `/v1/locations?filter=${"x".repeat(20_000)}`, headers: {} });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: "HEADERS_TOO_LARGE", requestId: expect.any(String) });
  });
});
