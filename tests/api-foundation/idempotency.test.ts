import { describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";

describe.each(testProviders())("Idempotency-Key on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["idempotent", "idempotent-other"] });
  const museum = foyer.museum("idempotent");
  const other = foyer.museum("idempotent-other");

  it("replays the first answer to a retry with the same key and body, creating one record", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const key = { "idempotency-key": "create-west-wing-1" };
    const first = await api.post("/v1/locations", { name: "West Wing" }, key);
    expect(first.status).toBe(201);
    const retry = await api.post("/v1/locations", { name: "West Wing" }, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const list = await api.get("/v1/locations");
    expect(list.body.list.filter((location: { name: string }) => location.name === "West Wing")).toHaveLength(1);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED when the key comes back with another body", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const key = { "idempotency-key": "create-east-wing" };
    expect((await api.post("/v1/locations", { name: "East Wing" }, key)).status).toBe(201);
    const reused = await api.post("/v1/locations", { name: "North Wing" }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("replays a validation error too, and keeps keys apart per museum", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const key = { "idempotency-key": "shared-key" };
    const bad = await api.post("/v1/locations", { name: "" }, key);
    expect(bad.status).toBe(400);
    expect((await api.post("/v1/locations", { name: "" }, key)).headers.get("idempotent-replayed")).toBe("true");
    // The same key in another museum is another key.
    const elsewhere = await apiClient(foyer.baseUrl, other.apiKey).post("/v1/locations", { name: "Other Hall" }, key);
    expect(elsewhere.status).toBe(201);
  });

  it("runs concurrent retries once", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const key = { "idempotency-key": "burst" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post("/v1/locations", { name: "Burst Hall" }, key)));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const created = answers.filter((answer) => answer.status === 201);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.error.code).toBe("IDEMPOTENCY_KEY_IN_PROGRESS");
    const list = await api.get("/v1/locations");
    expect(list.body.list.filter((location: { name: string }) => location.name === "Burst Hall")).toHaveLength(1);
  });

  it("rejects a malformed key", async () => {
    const answer = await apiClient(foyer.baseUrl, museum.apiKey).post("/v1/locations", { name: "X" }, { "idempotency-key": "x".repeat(256) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("VALIDATION_ERROR");
  });
});
