import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { releaseExpiredHolds } from "@/lib/domain/reservations/release-expired-holds";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing } from "../support/ticketing-fixtures";
import { deliveringWebhooks, useReceiver, waitFor, type ReceivedWebhook } from "./webhook-receiver";

// The events issue 20 added beside the first seven (docs/webhooks.md, "Events"): each received on a
// real receiver on 127.0.0.1, its signature verified with standardwebhooks, its data the record as
// the matching GET answers it.

interface Event {
  type: string;
  data: Record<string, unknown> & { id: string };
}

const parse = (hook: ReceivedWebhook) => JSON.parse(hook.body) as Event;

describe.each(testProviders())("record webhook events on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["records-a"],
    env: deliveringWebhooks(),
    sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN },
  });
  const receiver = useReceiver();

  /** Subscribes a fresh endpoint, runs `act`, and answers the `count` events it caused, each verified. */
  async function received(events: string[], count: number, act: () => Promise<void>): Promise<Event[]> {
    const api = foyer.api(foyer.museum("records-a").apiKey);
    const endpoint = await api.post("/v1/webhook-endpoints", { url: receiver.url, events });
    expect(endpoint.status).toBe(201);
    receiver.received.length = 0;
    await act();
    await waitFor(() => receiver.received.length >= count, `${count} deliveries`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(count);
    const webhook = new Webhook(endpoint.body.secret);
    for (const hook of receiver.received) expect(() => webhook.verify(hook.body, hook.headers)).not.toThrow();
    await api.delete(`/v1/webhook-endpoints/${endpoint.body.id}`);
    return receiver.received.map(parse);
  }

  it("sends ticket.created for a sale, a converted hold and each ticket of a confirmed order", async () => {
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    const ticketIds: string[] = [];
    const events = await received(["ticket.created"], 4, async () => {
      ticketIds.push((await api.post("/v1/tickets", { ticketTypeId, timeSlotId })).body.id);
      const hold = await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId });
      ticketIds.push((await api.post("/v1/tickets", { ticketReservationId: hold.body.id })).body.id);
      const order = await api.post("/v1/orders", { timeSlotId, lines: [{ ticketTypeId, quantity: 2 }] });
      const confirmed = await api.post(`/v1/orders/${order.body.id}/confirm`);
      ticketIds.push(...confirmed.body.tickets.map((ticket: { id: string }) => ticket.id));
    });
    expect(events.map((event) => event.type)).toEqual(Array(4).fill("ticket.created"));
    expect(events.map((event) => event.data.id).sort()).toEqual([...ticketIds].sort());
    for (const event of events) expect(event.data).toEqual((await api.get(`/v1/tickets/${event.data.id}`)).body);
  });

  it("sends membership.created, membership.updated and membership.cancelled", async () => {
    const api = foyer.api(foyer.museum("records-a").apiKey);
    const customer = await api.post("/v1/customers", { name: "Member" });
    let id = "";
    const events = await received(["membership.created", "membership.updated", "membership.cancelled"], 3, async () => {
      const membership = await api.post("/v1/memberships", { customerId: customer.body.id, name: "Friends", validFrom: "2027-01-01T00:00:00Z", validTo: "2027-12-31T00:00:00Z" });
      expect(membership.status).toBe(201);
      id = membership.body.id;
      await api.patch(`/v1/memberships/${id}`, { name: "Friends+" });
      await api.patch(`/v1/memberships/${id}`, { status: "CANCELLED" });
    });
    expect(events.map((event) => [event.type, event.data.id])).toEqual([
      ["membership.created", id],
      ["membership.updated", id],
      ["membership.cancelled", id],
    ]);
    expect(events[1]!.data.name).toBe("Friends+");
    expect(events[2]!.data).toEqual((await api.get(`/v1/memberships/${id}`)).body);
  });

  it("sends reservation.cancelled once, for the cancel that released the hold", async () => {
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    let id = "";
    const events = await received(["reservation.cancelled"], 1, async () => {
      id = (await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId })).body.id;
      expect((await api.delete(`/v1/ticket-reservations/${id}`)).status).toBe(204);
      expect((await api.delete(`/v1/ticket-reservations/${id}`)).status).toBe(204);
    });
    expect(events[0]).toMatchObject({ type: "reservation.cancelled", data: { id, status: "CANCELLED" } });
    expect(events[0]!.data).toEqual((await api.get(`/v1/ticket-reservations/${id}`)).body);
  });

  it("sends check_in.created for the one admission, not for the refused second scan", async () => {
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    // Once a day, so the second of two simultaneous scans is refused (docs/api.md, "Check-in").
    await db().museum.update({ where: { id: museum.museumId }, data: { membershipAdmission: "ONCE_A_DAY" } });
    const customer = await api.post("/v1/customers", { name: "Visitor" });
    const year = new Date().getUTCFullYear();
    const membership = await api.post("/v1/memberships", { customerId: customer.body.id, name: "Pass", validFrom: `${year - 1}-01-01T00:00:00Z`, validTo: `${year + 1}-12-31T00:00:00Z` });
    let id = "";
    const events = await received(["check_in.created"], 1, async () => {
      const scans = await Promise.all([1, 2].map(() => api.post("/v1/check-ins", { qrData: membership.body.qrData, entrance: "Main" })));
      expect(scans.map((scan) => scan.status).sort()).toEqual([201, 409]);
      id = scans.find((scan) => scan.status === 201)!.body.id;
    });
    expect(events[0]).toMatchObject({ type: "check_in.created", data: { id, membershipId: membership.body.id } });
    expect(events[0]!.data).toEqual((await api.get(`/v1/check-ins/${id}`)).body);
  });

  it("sends check_in.created for a GraphQL admission right after the endpoint is made through /v1", async () => {
    // /v1 runs in the server layer's copy of the modules and GraphQL in Next's; the list of
    // subscribing museums is one per process (docs/architecture.md, "Process-wide state"), so an
    // endpoint made through /v1 counts for a GraphQL check-in at once, not after the 5-second refresh.
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    const door = foyer.graphqlAs("dora@records.test", museum, "DOOR");
    const year = new Date().getUTCFullYear();
    const pass = async (name: string) => {
      const customer = await api.post("/v1/customers", { name });
      return (await api.post("/v1/memberships", { customerId: customer.body.id, name: "Pass", validFrom: `${year - 1}-01-01T00:00:00Z`, validTo: `${year + 1}-12-31T00:00:00Z` })).body.qrData as string;
    };
    const checkIn = async (qrData: string) =>
      (await door("mutation($m: ID!, $q: String!) { checkIn(museumId: $m, qrData: $q) { admitted checkIn { id } } }", { m: museum.museumId, q: qrData })).body.data.checkIn;
    const [before, after] = [await pass("Early"), await pass("Late")];
    // Next's copy reads the list now, while nothing subscribes.
    expect((await checkIn(before)).admitted).toBe(true);
    let id = "";
    const events = await received(["check_in.created"], 1, async () => {
      const admission = await checkIn(after);
      expect(admission.admitted).toBe(true);
      id = admission.checkIn.id;
    });
    expect(events[0]).toMatchObject({ type: "check_in.created", data: { id } });
  });

  it("sends order.created with the order as GET shows it", async () => {
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    let id = "";
    const events = await received(["order.created"], 1, async () => {
      const order = await api.post("/v1/orders", { timeSlotId, email: "a@example.org", lines: [{ ticketTypeId, quantity: 2 }] });
      expect(order.status).toBe(201);
      id = order.body.id;
    });
    expect(events[0]).toMatchObject({ type: "order.created", data: { id, status: "HELD" } });
    expect(events[0]!.data).toEqual((await api.get(`/v1/orders/${id}`)).body);
  });

  it("sends reservation.expired and order.expired once, for the holds a release actually ended", async () => {
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    let holdId = "";
    let orderId = "";
    const events = await received(["reservation.expired", "order.expired"], 2, async () => {
      holdId = (await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId })).body.id;
      orderId = (await api.post("/v1/orders", { timeSlotId, lines: [{ ticketTypeId, quantity: 1 }] })).body.id;
      const past = new Date(Date.now() - 60_000);
      await db().ticketReservation.update({ where: { id: holdId }, data: { expiresAt: past } });
      await db().order.update({ where: { id: orderId }, data: { expiresAt: past } });
      expect(await releaseExpiredHolds({ timeSlotId })).toEqual({ released: 1, ordersReleased: 1 });
      expect(await releaseExpiredHolds({ timeSlotId })).toEqual({ released: 0, ordersReleased: 0 });
    });
    const byType = new Map(events.map((event) => [event.type, event.data]));
    expect(byType.get("reservation.expired")).toEqual((await api.get(`/v1/ticket-reservations/${holdId}`)).body);
    expect(byType.get("order.expired")).toEqual((await api.get(`/v1/orders/${orderId}`)).body);
    expect(byType.get("order.expired")).toMatchObject({ id: orderId, status: "EXPIRED" });
  });

  it("sends reservation.created for each hold the batched path stored", async () => {
    const museum = foyer.museum("records-a");
    const api = foyer.api(museum.apiKey);
    const { ticketTypeId, timeSlotId } = await createTicketing(museum.museumId);
    let ids: string[] = [];
    const events = await received(["reservation.created"], 3, async () => {
      const holds = await Promise.all([1, 2, 3].map(() => api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId })));
      expect(holds.map((hold) => hold.status)).toEqual([201, 201, 201]);
      ids = holds.map((hold) => hold.body.id);
    });
    expect(events.map((event) => event.data.id).sort()).toEqual([...ids].sort());
    for (const event of events) {
      expect(event.type).toBe("reservation.created");
      expect(event.data).toEqual((await api.get(`/v1/ticket-reservations/${event.data.id}`)).body);
    }
  });
});
