import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { expectError, expectInvalid } from "../support/expect-error";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";

// /v1/webhook-endpoints without WEBHOOK_ALLOW_PRIVATE_URLS (docs/webhooks.md, "Endpoints" and "URL
// safety"). 192.0.2.0/24 is a documentation range: public by the rules, never reached, because the
// worker does not run here (WEBHOOK_POLL_MS of an hour) and no event is queued.

const url = "https://192.0.2.10/hooks";

describe.each(testProviders())("webhook endpoints on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["hooks-a", "hooks-b"], env: { WEBHOOK_POLL_MS: "3600000" } });

  it("creates an endpoint and shows its secret once", async () => {
    const api = foyer.api(foyer.museum("hooks-a").apiKey);
    const created = await api.post("/v1/webhook-endpoints", { url, events: ["customer.created", "order.confirmed", "customer.created"], description: "Shop" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ url, events: ["customer.created", "order.confirmed"], description: "Shop", enabled: true });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.secret.slice(6), "base64")).toHaveLength(32);

    const read = await api.get(`/v1/webhook-endpoints/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("secret");
    const list = await api.get("/v1/webhook-endpoints");
    expect(list.body.list.map((endpoint: { id: string }) => endpoint.id)).toContain(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);

    const changed = await api.patch(`/v1/webhook-endpoints/${created.body.id}`, { events: ["ticket.voided"], enabled: false, description: "Off" });
    expect(changed.body).toMatchObject({ events: ["ticket.voided"], enabled: false, description: "Off" });
    expect(changed.body).not.toHaveProperty("secret");

    // The audit trail records the endpoint, never its secret (docs/audit.md).
    const entries = await db().auditEntry.findMany({ where: { entity: "webhookEndpoint", entityId: created.body.id } });
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(JSON.stringify(entries)).not.toContain(created.body.secret.slice(6));

    expect((await api.delete(`/v1/webhook-endpoints/${created.body.id}`)).status).toBe(204);
    expectError(await api.get(`/v1/webhook-endpoints/${created.body.id}`), 404, "WEBHOOK_ENDPOINT_NOT_FOUND");
  });

  it("rotates the secret: a new one, shown once, the old one kept for 24 hours", async () => {
    const api = foyer.api(foyer.museum("hooks-a").apiKey);
    const created = await api.post("/v1/webhook-endpoints", { url, events: ["customer.created"] });
    const rotated = await api.post(`/v1/webhook-endpoints/${created.body.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const stored = await db().webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.secret).toBe(rotated.body.secret);
    expect(stored.previousSecret).toBe(created.body.secret);
    const hoursLeft = (stored.previousSecretExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it("validates event names and fields", async () => {
    const api = foyer.api(foyer.museum("hooks-a").apiKey);
    expectInvalid(await api.post("/v1/webhook-endpoints", { url, events: ["customer.deleted"] }), "events.0");
    expectInvalid(await api.post("/v1/webhook-endpoints", { url, events: [] }), "events");
    expectInvalid(await api.post("/v1/webhook-endpoints", { events: ["customer.created"] }), "url");
    expectInvalid(await api.post("/v1/webhook-endpoints", { url, events: ["customer.created"], secret: "whsec_mine" }), "");
  });

  it.each([
    ["http://shop.example/hooks", /https/],
    ["https://127.0.0.1/hooks", /127\.0\.0\.1/],
    ["https://[::1]/hooks", /::1/],
    ["https://localhost/hooks", /localhost resolves to/],
    ["https://169.254.169.254/latest", /169\.254\.169\.254/],
  ])("refuses %s with 422 WEBHOOK_URL_NOT_ALLOWED naming url", async (refused, message) => {
    const api = foyer.api(foyer.museum("hooks-a").apiKey);
    const error = expectError(await api.post("/v1/webhook-endpoints", { url: refused, events: ["customer.created"] }), 422, "WEBHOOK_URL_NOT_ALLOWED");
    expect(error.details).toEqual([{ path: "url", message: expect.stringMatching(message) }]);
    const created = await api.post("/v1/webhook-endpoints", { url, events: ["customer.created"] });
    expectError(await api.patch(`/v1/webhook-endpoints/${created.body.id}`, { url: refused }), 422, "WEBHOOK_URL_NOT_ALLOWED");
  });

  it("answers another museum's endpoint as one that does not exist", async () => {
    const theirs = await foyer.api(foyer.museum("hooks-b").apiKey).post("/v1/webhook-endpoints", { url, events: ["customer.created"] });
    const api = foyer.api(foyer.museum("hooks-a").apiKey);
    for (const [method, path] of [
      ["get", ""], ["patch", ""], ["delete", ""], ["post", "/rotate-secret"], ["post", "/test"], ["get", "/deliveries"],
    ] as const) {
      const answer = method === "patch" ? await api.patch(`/v1/webhook-endpoints/${theirs.body.id}`, { description: "Mine" }) : await api[method](`/v1/webhook-endpoints/${theirs.body.id}${path}`);
      expectError(answer, 404, "WEBHOOK_ENDPOINT_NOT_FOUND", `${method} ${path}`);
    }
    const list = await api.get("/v1/webhook-endpoints");
    expect(list.body.list.map((endpoint: { id: string }) => endpoint.id)).not.toContain(theirs.body.id);
    const stored = await db().webhookEndpoint.findUniqueOrThrow({ where: { id: theirs.body.id } });
    expect(stored).toMatchObject({ description: "", secret: theirs.body.secret, previousSecret: null });
  });
});
