import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { revokeApiKeysNamed } from "@/lib/domain/api-keys/revoke-api-keys";
import { apiClient } from "../support/api-client";
import { rawGet } from "../support/raw-get";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";

describe.each(testProviders())("the started app on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["museum-a", "museum-b"] });
  const museumA = foyer.museum("museum-a");
  const museumB = foyer.museum("museum-b");

  beforeAll(async () => {
    await db().location.createMany({
      data: [
        { museumId: museumA.museumId, name: "A: West Wing" },
        { museumId: museumA.museumId, name: "A: East Wing" },
        { museumId: museumB.museumId, name: "B: Only Hall" },
      ],
    });
  });

  it("answers /healthz with the database it runs on", async () => {
    const answer = await apiClient(foyer.baseUrl).get("/healthz");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok", database: provider });
  });

  it("keeps each museum's records to its own keys", async () => {
    const asA = await apiClient(foyer.baseUrl, museumA.apiKey).get("/v1/locations");
    const asB = await apiClient(foyer.baseUrl, museumB.apiKey).get("/v1/locations");
    expect(asA.status).toBe(200);
    expect(asA.body.total).toBe(2);
    expect(asA.body.list.map((location: { name: string }) => location.name).sort()).toEqual(["A: East Wing", "A: West Wing"]);
    expect(asB.body).toMatchObject({ total: 1, list: [{ name: "B: Only Hall" }] });
  });

  it("refuses a missing, malformed, unknown or revoked key with 401 UNAUTHORIZED", async () => {
    const revoked = await foyer.seedMuseum("museum-revoked");
    await revokeApiKeysNamed(revoked.museumId, "test key");
    const attempts = [
      apiClient(foyer.baseUrl).get("/v1/locations"),
      apiClient(foyer.baseUrl, "not-a-key").get("/v1/locations"),
      apiClient(foyer.baseUrl, `fy_${"x".repeat(43)}`).get("/v1/locations"),
      apiClient(foyer.baseUrl, revoked.apiKey).get("/v1/locations"),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe("UNAUTHORIZED");
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("puts a request id on every answer, echoing a sane caller id", async () => {
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const echoed = await api.get("/v1/locations", { "x-request-id": "trace-123" });
    expect(echoed.headers.get("x-request-id")).toBe("trace-123");
    const fresh = await api.get("/v1/locations", { "x-request-id": "bad id with spaces" });
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await apiClient(foyer.baseUrl).get("/v1/locations");
    expect(failed.body.error.requestId).toBe(failed.headers.get("x-request-id"));
    const page = await fetch(`${foyer.baseUrl}/`);
    expect(page.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers unknown /v1 paths and bad paging with the one error body", async () => {
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const unknown = await api.get("/v1/no-such-thing");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: "ROUTE_NOT_FOUND", requestId: expect.any(String) });
    for (const query of ["limit=0", "limit=1001", "limit=abc", "offset=-1", "offset=1.5"]) {
      const answer = await api.get(`/v1/locations?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code, query).toBe("INVALID_PAGINATION");
    }
    // A path that is not valid percent-encoding names no endpoint either (Next alone would answer 500).
    for (const path of ["/v1/locations/%E0%A4%A", "/v1/%zz", "/v1/locations/%"]) {
      const raw = await rawGet(foyer.baseUrl, path, museumA.apiKey);
      expect(raw.status, path).toBe(404);
      expect(JSON.parse(raw.text).error.code, path).toBe("ROUTE_NOT_FOUND");
    }
    const paged = await api.get("/v1/locations?limit=1&offset=1");
    expect(paged.body.total).toBe(2);
    expect(paged.body.list).toHaveLength(1);
  });
});
