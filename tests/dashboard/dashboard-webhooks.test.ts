import { beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";
import { deliveringWebhooks, useReceiver, waitFor } from "../webhooks/webhook-receiver";

// The Webhooks page's routes (/api/dashboard/museums/:id/webhook-endpoints/…) for an owner: the same
// services as /v1/webhook-endpoints (docs/webhooks.md) behind the dashboard's session. A receiver on
// 127.0.0.1 (allowed by WEBHOOK_ALLOW_PRIVATE_URLS) gets what the page sends.

describe.each(testProviders())("the Webhooks page's routes on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["dashboard-webhooks", "dashboard-webhooks-other"],
    env: deliveringWebhooks(),
  });
  const museum = foyer.museum("dashboard-webhooks");
  const other = foyer.museum("dashboard-webhooks-other");
  let cookie: string;
  const receiver = useReceiver();

  const dashboard = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const answer = await fetch(`${foyer.baseUrl}/api/dashboard/museums/${museum.museumId}/${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: answer.status, body: answer.status === 204 ? undefined : await answer.json() };
  };

  beforeAll(async () => {
    await grantMuseumRole({ email: "owner@webhooks.test", museumId: museum.museumId, role: "OWNER" });
    cookie = await signInToDashboard(foyer.baseUrl, "owner@webhooks.test");
  });

  it("adds an endpoint with its secret shown once, sends a test event, logs each attempt, and sends a delivery again under its id", async () => {
    const refused = await dashboard("webhook-endpoints", { method: "POST", body: { url: receiver.url, events: [] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toContainEqual(expect.objectContaining({ path: "events" }));

    const created = await dashboard("webhook-endpoints", { method: "POST", body: { url: receiver.url, events: ["customer.created"], description: "Web shop" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: "Web shop", enabled: true, disabledAt: null, secret: expect.stringMatching(/^whsec_/) });
    const endpointPath = `webhook-endpoints/${created.body.id}`;
    const listed = await dashboard("webhook-endpoints");
    expect(listed.body.list.map((endpoint: { id: string }) => endpoint.id)).toEqual([created.body.id]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    const test = await dashboard(`${endpointPath}/test`, { method: "POST" });
    expect(test).toMatchObject({ status: 202, body: { deliveryId: expect.stringMatching(/^msg_/), status: "queued" } });
    await waitFor(() => receiver.received.length === 1, "the test event");
    expect(() => new Webhook(created.body.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers)).not.toThrow();
    await waitFor(async () => (await dashboard(`${endpointPath}/deliveries`)).body.list[0]?.status === "DELIVERED", "the test event logged as delivered");
    const [logged] = (await dashboard(`${endpointPath}/deliveries`)).body.list;
    expect(logged).toMatchObject({ id: test.body.deliveryId, type: "webhook.test", attempts: 1, lastStatusCode: 200, lastResponse: "thanks" });

    const resent = await dashboard(`${endpointPath}/deliveries/${logged.id}/resend`, { method: "POST" });
    expect(resent).toMatchObject({ status: 202, body: { id: logged.id, status: "QUEUED" } });
    await waitFor(() => receiver.received.length === 2, "the delivery sent again");
    expect(receiver.received.map((hook) => hook.headers["webhook-id"])).toEqual([logged.id, logged.id]);
    await waitFor(async () => (await dashboard(`${endpointPath}/deliveries/${logged.id}`)).body.tries.length === 2, "the second attempt logged");
    const detail = await dashboard(`${endpointPath}/deliveries/${logged.id}`);
    expect(detail.body.payload).toMatchObject({ type: "webhook.test" });
    for (const attempt of detail.body.tries) expect(attempt).toMatchObject({ statusCode: 200, response: "thanks", error: null });
  });

  it("changes, turns off and on, rotates and deletes an endpoint; another museum's is not found", async () => {
    const created = (await dashboard("webhook-endpoints", { method: "POST", body: { url: receiver.url, events: ["customer.created"] } })).body;
    const endpointPath = `webhook-endpoints/${created.id}`;
    const changed = await dashboard(endpointPath, { method: "PATCH", body: { description: "CRM", events: ["customer.created", "customer.updated"], enabled: false } });
    expect(changed.body).toMatchObject({ description: "CRM", events: ["customer.created", "customer.updated"], enabled: false });
    expect((await dashboard(endpointPath, { method: "PATCH", body: { enabled: true } })).body.enabled).toBe(true);

    const rotated = await dashboard(`${endpointPath}/rotate-secret`, { method: "POST" });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);

    const theirs = await foyer.api(other.apiKey).post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created"] });
    for (const [method, path] of [
      ["PATCH", `webhook-endpoints/${theirs.body.id}`],
      ["DELETE", `webhook-endpoints/${theirs.body.id}`],
      ["POST", `webhook-endpoints/${theirs.body.id}/test`],
      ["GET", `webhook-endpoints/${theirs.body.id}/deliveries`],
    ] as const) {
      const answer = await dashboard(path, { method, body: method === "PATCH" ? { enabled: false } : undefined });
      expect([answer.status, answer.body.error.code], `${method} ${path}`).toEqual([404, "WEBHOOK_ENDPOINT_NOT_FOUND"]);
    }

    expect((await dashboard(endpointPath, { method: "DELETE" })).status).toBe(204);
    expect((await dashboard(`${endpointPath}/deliveries`)).status).toBe(404);
  });
});
