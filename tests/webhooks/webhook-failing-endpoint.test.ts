import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { deliveringWebhooks, useReceiver, waitFor } from "./webhook-receiver";

// An endpoint that keeps failing (docs/webhooks.md, "When an endpoint keeps failing", "Deliveries"):
// every attempt is logged with what the receiver answered; once a delivery has failed for the whole
// retry window (shortened here to 1.5 s) the endpoint is turned off and its owners and admins, not its
// editors, are emailed; turned back on, what waited is sent; any delivery can be sent again, under
// the webhook-id it always had.

describe.each(testProviders())("a failing webhook endpoint on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["failing-a", "failing-b"],
    staff: [
      { email: "owner@failing.example", museum: "failing-a", role: "OWNER" },
      { email: "admin@failing.example", museum: "failing-a", role: "ADMIN" },
      { email: "editor@failing.example", museum: "failing-a", role: "EDITOR" },
      { email: "owner@other.example", museum: "failing-b", role: "OWNER" },
    ],
    env: deliveringWebhooks({ WEBHOOK_RETRY_WAITS_MS: "200", WEBHOOK_RETRY_WINDOW_MS: "1500" }),
  });
  const receiver = useReceiver();

  it("logs each attempt, turns the endpoint off after the window, tells its owners, and sends what waited once turned on", async () => {
    const api = foyer.api(foyer.museum("failing-a").apiKey);
    const endpoint = await api.post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created"], description: "Web shop" });
    const webhook = new Webhook(endpoint.body.secret);
    receiver.down = true;
    await api.post("/v1/customers", { name: "Ada" });

    await waitFor(async () => !(await api.get(`/v1/webhook-endpoints/${endpoint.body.id}`)).body.enabled, "the endpoint turned off");
    const turnedOff = (await api.get(`/v1/webhook-endpoints/${endpoint.body.id}`)).body;
    expect(turnedOff).toMatchObject({ enabled: false, disabledAt: expect.any(String) });

    const [failed] = (await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries`)).body.list;
    expect(failed).toMatchObject({ status: "FAILED", type: "customer.created", lastStatusCode: 503 });
    const detail = await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.payload).toMatchObject({ type: "customer.created", data: { name: "Ada" } });
    expect(detail.body.tries.length).toBe(failed.attempts);
    expect(detail.body.tries.length).toBeGreaterThanOrEqual(2);
    for (const attempt of detail.body.tries) expect(attempt).toMatchObject({ statusCode: 503, response: "down for maintenance", error: "The receiver answered 503." });

    const told = await db().emailOutbox.findMany({ where: { kind: "WEBHOOK_ENDPOINT_DISABLED" }, select: { to: true, subject: true, text: true } });
    expect(told.map((email) => email.to).sort()).toEqual(["admin@failing.example", "owner@failing.example"]);
    expect(told[0]!.text).toContain("Web shop");
    expect(told[0]!.text).toContain(`/museums/${foyer.museum("failing-a").museumId}/webhooks`);

    // Off, it takes no new events; the failed one can be sent again and waits for the endpoint.
    await api.post("/v1/customers", { name: "Unheard" });
    const resent = await api.post(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ id: failed.id, status: "QUEUED" });
    receiver.down = false;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received).toHaveLength(0);

    expect(resent.body.attempts).toBe(0);

    // Turned back on while the receiver still warms up: the delivery gets a fresh window, so one more
    // failure leaves it queued, not failed for good (its first window ended long ago).
    receiver.down = true;
    const triesBefore = (await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}`)).body.tries.length;
    const turnedOn = await api.patch(`/v1/webhook-endpoints/${endpoint.body.id}`, { enabled: true });
    expect(turnedOn.body).toMatchObject({ enabled: true, disabledAt: null });
    await waitFor(async () => (await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}`)).body.tries.length > triesBefore, "a try after turning on");
    expect((await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}`)).body.status).not.toBe("FAILED");
    expect((await api.get(`/v1/webhook-endpoints/${endpoint.body.id}`)).body.enabled).toBe(true);
    receiver.down = false;
    await waitFor(() => receiver.received.length >= 1, "the resent delivery");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook!.headers["webhook-id"]).toBe(failed.id);
    expect(() => webhook.verify(hook!.body, hook!.headers)).not.toThrow();
    expect(JSON.parse(hook!.body)).toMatchObject({ type: "customer.created", data: { name: "Ada" } });

    // A delivered one can be sent again too: the same id, so the receiver can tell it has it.
    await waitFor(async () => (await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}`)).body.status === "DELIVERED", "the delivery marked delivered");
    await api.post(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}/resend`);
    await waitFor(() => receiver.received.length >= 2, "the second sending");
    expect(receiver.received.map((received) => received.headers["webhook-id"])).toEqual([failed.id, failed.id]);
    const after = (await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries/${failed.id}`)).body;
    expect(after.tries.at(-1)).toMatchObject({ statusCode: 200, response: "thanks", error: null });
  });

  it("answers 404 for a delivery of another endpoint or museum, and for one that never was", async () => {
    const ownApi = foyer.api(foyer.museum("failing-b").apiKey);
    const theirApi = foyer.api(foyer.museum("failing-a").apiKey);
    const own = await ownApi.post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created"] });
    const theirs = await theirApi.post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created"] });
    const theirTest = await theirApi.post(`/v1/webhook-endpoints/${theirs.body.id}/test`);
    for (const path of [
      `/v1/webhook-endpoints/${own.body.id}/deliveries/${theirTest.body.deliveryId}`,
      `/v1/webhook-endpoints/${own.body.id}/deliveries/msg_${"0".repeat(32)}`,
    ]) {
      const answer = await ownApi.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("WEBHOOK_DELIVERY_NOT_FOUND");
      expect((await ownApi.post(`${path}/resend`)).status).toBe(404);
    }
    expect((await ownApi.get(`/v1/webhook-endpoints/${theirs.body.id}/deliveries/${theirTest.body.deliveryId}`)).body.error.code).toBe("WEBHOOK_ENDPOINT_NOT_FOUND");
    expect((await ownApi.get(`/v1/webhook-endpoints/${own.body.id}/deliveries/not-a-delivery`)).status).toBe(400);
  });
});
