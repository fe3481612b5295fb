import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createTicketing } from "../support/ticketing-fixtures";
import { deliveringWebhooks, useReceiver, waitFor, type ReceivedWebhook } from "./webhook-receiver";

// Webhook delivery end to end (docs/webhooks.md): events written with their changes, POSTed to a real
// receiver on 127.0.0.1 (allowed by WEBHOOK_ALLOW_PRIVATE_URLS), every signature checked with the
// standardwebhooks library, retries through an outage.

const parse = (hook: ReceivedWebhook) => JSON.parse(hook.body) as { type: string; timestamp: string; data: { id: string; status?: string } };

describe.each(testProviders())("webhook delivery on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["deliver-a", "deliver-b"],
    env: deliveringWebhooks({ WEBHOOK_RETRY_WAITS_MS: "300" }),
  });
  const receiver = useReceiver();

  it("delivers every wired event, signed, with the record as GET shows it", async () => {
    const museum = foyer.museum("deliver-a");
    const api = foyer.api(museum.apiKey);
    const endpoint = await api.post("/v1/webhook-endpoints", {
      url: receiver.url,
      events: ["customer.created", "customer.updated", "time_slot.created", "time_slot.updated", "order.confirmed", "order.cancelled", "ticket.voided"],
    });
    expect(endpoint.status).toBe(201);
    const webhook = new Webhook(endpoint.body.secret);
    // Museum B's changes reach only museum B's endpoints: A's receiver sees none of them.
    await foyer.api(foyer.museum("deliver-b").apiKey).post("/v1/customers", { name: "Not A's" });

    const customer = await api.post("/v1/customers", { name: "Ada" });
    await api.patch(`/v1/customers/${customer.body.id}`, { name: "Ada L." });
    const ticketing = await createTicketing(museum.museumId);
    const slot = await api.post("/v1/time-slots", { eventId: ticketing.eventId, startsAt: "2027-09-01T10:00:00Z", endsAt: "2027-09-01T11:00:00Z", capacity: 9 });
    await api.patch(`/v1/time-slots/${slot.body.id}`, { capacity: 10 });
    const order = { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] };
    const confirmed = await api.post(`/v1/orders/${(await api.post("/v1/orders", order)).body.id}/confirm`);
    const cancelled = (await api.post("/v1/orders", order)).body.id;
    expect((await api.delete(`/v1/orders/${cancelled}`)).status).toBe(204);
    const ticketId = confirmed.body.tickets[0].id;
    await api.post(`/v1/tickets/${ticketId}/void`);
    await api.post(`/v1/tickets/${ticketId}/void`);

    const expected = [
      ["customer.created", customer.body.id],
      ["customer.updated", customer.body.id],
      ["time_slot.created", slot.body.id],
      ["time_slot.updated", slot.body.id],
      ["order.confirmed", confirmed.body.id],
      ["order.cancelled", cancelled],
      ["ticket.voided", ticketId],
    ];
    await waitFor(() => receiver.received.length >= expected.length, "seven deliveries");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(expected.length);
    for (const hook of receiver.received) {
      expect(() => webhook.verify(hook.body, hook.headers)).not.toThrow();
      expect(hook.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    }
    expect(receiver.received.map((hook) => [parse(hook).type, parse(hook).data.id])).toEqual(expected);
    const byType = new Map(receiver.received.map((hook) => [parse(hook).type, parse(hook).data]));
    expect(byType.get("customer.updated")).toEqual((await api.get(`/v1/customers/${customer.body.id}`)).body);
    expect(byType.get("ticket.voided")).toMatchObject({ id: ticketId, status: "VOIDED" });
    expect(byType.get("order.cancelled")).toMatchObject({ id: cancelled, status: "CANCELLED" });
    expect(byType.get("time_slot.updated")).toMatchObject({ capacity: 10 });

    // A tampered body does not verify.
    const first = receiver.received[0]!;
    expect(() => webhook.verify(first.body.replace("Ada", "Eve"), first.headers)).toThrow();

    const log = await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries`);
    expect(log.body.total).toBe(expected.length);
    expect(log.body.list[0]).toMatchObject({ status: "DELIVERED", attempts: 1, lastStatusCode: 200, lastResponse: "thanks", type: "ticket.voided" });
    await api.delete(`/v1/webhook-endpoints/${endpoint.body.id}`);
  });

  it("writes nothing when no endpoint subscribes to the type", async () => {
    const museum = foyer.museum("deliver-b");
    const api = foyer.api(museum.apiKey);
    const endpoint = await api.post("/v1/webhook-endpoints", { url: receiver.url, events: ["ticket.voided"] });
    await api.post("/v1/customers", { name: "Unheard" });
    // Nor through the statements that write the outbox themselves (holds, orders on SQLite).
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    expect((await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId })).status).toBe(201);
    expect((await api.post("/v1/orders", { timeSlotId, lines: [{ ticketTypeId, quantity: 1 }] })).status).toBe(201);
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.body.id } })).toBe(0);
    await api.delete(`/v1/webhook-endpoints/${endpoint.body.id}`);
  });

  it("keeps every event through an outage and delivers each once, in order", async () => {
    const api = foyer.api(foyer.museum("deliver-a").apiKey);
    const endpoint = await api.post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created", "customer.updated"] });
    const webhook = new Webhook(endpoint.body.secret);
    receiver.received.length = 0;
    receiver.down = true;
    const customer = await api.post("/v1/customers", { name: "Grace" });
    for (let round = 1; round <= 4; round += 1) await api.patch(`/v1/customers/${customer.body.id}`, { name: `Grace ${round}` });
    const others = await Promise.all(Array.from({ length: 5 }, (_, index) => api.post("/v1/customers", { name: `Guest ${index}` })));
    await waitFor(async () => (await db().webhookDelivery.count({ where: { endpointId: endpoint.body.id, attempts: { gte: 3 } } })) > 0, "three failed attempts");
    const log = await api.get(`/v1/webhook-endpoints/${endpoint.body.id}/deliveries`);
    expect(log.body.list.some((delivery: { lastStatusCode: number; lastResponse: string }) => delivery.lastStatusCode === 503 && delivery.lastResponse === "down for maintenance")).toBe(true);
    expect(receiver.received).toHaveLength(0);
    receiver.down = false;
    await waitFor(() => receiver.received.length >= 10, "ten deliveries after the outage");
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(receiver.received).toHaveLength(10);
    for (const hook of receiver.received) webhook.verify(hook.body, hook.headers);
    const ids = receiver.received.map((hook) => hook.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(10);
    const graces = receiver.received.map(parse).filter((event) => event.data.id === customer.body.id);
    expect(graces.map((event) => (event.data as unknown as { name: string }).name)).toEqual(["Grace", "Grace 1", "Grace 2", "Grace 3", "Grace 4"]);
    expect(receiver.received.map(parse).filter((event) => event.type === "customer.created").map((event) => event.data.id).sort()).toEqual(
      [customer.body.id, ...others.map((other) => other.body.id)].sort(),
    );
  });

  it("signs with the old and the new secret for a day after a rotation, and sends test events", async () => {
    const api = foyer.api(foyer.museum("deliver-a").apiKey);
    const endpoint = await api.post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created"] });
    const rotated = await api.post(`/v1/webhook-endpoints/${endpoint.body.id}/rotate-secret`);
    receiver.received.length = 0;
    const queued = await api.post(`/v1/webhook-endpoints/${endpoint.body.id}/test`);
    expect(queued.status).toBe(202);
    await waitFor(() => receiver.received.length >= 1, "the test event");
    const [hook] = receiver.received;
    expect(hook!.headers["webhook-id"]).toBe(queued.body.deliveryId);
    expect(hook!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(parse(hook!)).toMatchObject({ type: "webhook.test", data: { endpointId: endpoint.body.id } });
    new Webhook(rotated.body.secret).verify(hook!.body, hook!.headers);
    new Webhook(endpoint.body.secret).verify(hook!.body, hook!.headers);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(hook!.body, hook!.headers)).toThrow();
  });
});
