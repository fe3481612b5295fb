import { beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createSeasonEvent } from "../support/ticketing-fixtures";
import { deliveringWebhooks, startReceiver, useReceiver, waitFor, type ReceivedWebhook } from "./webhook-receiver";

// time_slot.created and time_slot.updated from the paths that make and change slots in bulk
// (docs/webhooks.md, "Events"): a schedule's season, its changes, and POST /v1/time-slots/bulk-change.
// Each event is queued with its change, received on 127.0.0.1, verified with standardwebhooks, and its
// data is the slot as GET /v1/time-slots/{id} answers it.

interface Event {
  type: string;
  data: Record<string, unknown> & { id: string };
}

const parse = (hook: ReceivedWebhook) => JSON.parse(hook.body) as Event;
const SLOT_EVENTS = ["time_slot.created", "time_slot.updated"];

describe.each(testProviders())("time slot events from schedules and bulk changes on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["slot-events-a"],
    env: deliveringWebhooks(),
  });
  const museum = foyer.museum("slot-events-a");
  const api = () => foyer.api(museum.apiKey);
  const receiver = useReceiver();
  let eventId: string;
  let ticketTypeId: string;

  beforeAll(async () => {
    ({ eventId, ticketTypeId } = await createSeasonEvent(museum.museumId, "Summer season"));
  });

  const slotsOf = (scheduleId: string) => db().timeSlot.findMany({ where: { scheduleId }, orderBy: { startsAt: "asc" }, select: { id: true, startsAt: true } });
  const season = (from: string, to: string) => ({ from, to, weekdays: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"], times: ["10:00", "10:30"], durationMinutes: 30, capacity: 40 });

  /**
   * Subscribes a fresh endpoint to the slot events, runs `act`, and answers the events it caused:
   * exactly `count` queued by the time `act` returns (so with the change), each received and verified.
   */
  async function received(count: number, act: () => Promise<void>): Promise<Event[]> {
    const endpoint = await api().post("/v1/webhook-endpoints", { url: receiver.url, events: SLOT_EVENTS });
    expect(endpoint.status).toBe(201);
    receiver.received.length = 0;
    await act();
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.body.id } })).toBe(count);
    await waitFor(() => receiver.received.length >= count, `${count} deliveries`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(count);
    const webhook = new Webhook(endpoint.body.secret);
    for (const hook of receiver.received) expect(() => webhook.verify(hook.body, hook.headers)).not.toThrow();
    await api().delete(`/v1/webhook-endpoints/${endpoint.body.id}`);
    return receiver.received.map(parse);
  }

  async function expectAsGetShows(events: Event[]): Promise<void> {
    for (const event of events) expect(event.data).toEqual((await api().get(`/v1/time-slots/${event.data.id}`)).body);
  }

  it("sends time_slot.created for each slot a schedule makes, and time_slot.updated for each slot a change of it changes", async () => {
    let scheduleId = "";
    const created = await received(6, async () => {
      const answer = await api().post(`/v1/events/${eventId}/schedules`, season("2029-05-01", "2029-05-03"));
      expect(answer.body).toMatchObject({ generated: 6, updated: 0 });
      scheduleId = answer.body.schedule.id;
    });
    const slots = await slotsOf(scheduleId);
    expect(created.every((event) => event.type === "time_slot.created")).toBe(true);
    expect(created.map((event) => event.data.id).sort()).toEqual(slots.map((slot) => slot.id).sort());
    await expectAsGetShows(created);

    // The 10:00 slots get the new capacity; the 10:30 ones go (no event: none exists for a deletion).
    const updated = await received(3, async () => {
      const answer = await api().put(`/v1/events/${eventId}/schedules/${scheduleId}`, { ...season("2029-05-01", "2029-05-03"), times: ["10:00"], capacity: 60 });
      expect(answer.body).toMatchObject({ generated: 0, updated: 3, removed: 3 });
    });
    expect(updated.map((event) => [event.type, event.data.capacity])).toEqual(Array(3).fill(["time_slot.updated", 60]));
    expect(updated.map((event) => event.data.id).sort()).toEqual(slots.filter((slot) => slot.startsAt.getUTCMinutes() === 0).map((slot) => slot.id).sort());
    await expectAsGetShows(updated);

    // Generating again changes nothing, so it says nothing; generating after a slot was lost makes it again.
    await received(0, async () => {
      expect((await api().post(`/v1/events/${eventId}/schedules/${scheduleId}/generate`, {})).body).toMatchObject({ generated: 0, updated: 0 });
    });
    const [lost] = await slotsOf(scheduleId);
    await db().timeSlot.delete({ where: { id: lost!.id } });
    const remade = await received(1, async () => {
      expect((await api().post(`/v1/events/${eventId}/schedules/${scheduleId}/generate`, {})).body).toMatchObject({ generated: 1 });
    });
    expect(remade[0]).toMatchObject({ type: "time_slot.created", data: { startsAt: lost!.startsAt.toISOString(), scheduleId } });
    await expectAsGetShows(remade);
  });

  it("sends time_slot.updated for each slot a bulk change closes, resizes or reopens, and none for a slot it skips", async () => {
    const schedule = await api().post(`/v1/events/${eventId}/schedules`, { ...season("2029-09-04", "2029-09-05"), capacity: 3 });
    const [closing, closingLater, sold, other] = (await slotsOf(schedule.body.schedule.id)).map((slot) => slot.id);
    expect((await api().post("/v1/tickets", { ticketTypeId, timeSlotId: sold })).status).toBe(201);

    const closed = await received(2, async () => {
      const answer = await api().post("/v1/time-slots/bulk-change", { from: "2029-09-04", to: "2029-09-04", eventId, changes: { closed: true, closedReason: "Private event" } });
      expect(answer.body).toEqual({ matched: 2, changed: 2, skipped: [] });
    });
    expect(closed.map((event) => event.data.id).sort()).toEqual([closing, closingLater].sort());
    for (const event of closed) expect(event).toMatchObject({ type: "time_slot.updated", data: { closed: true, closedReason: "Private event", availableCapacity: 0 } });
    await expectAsGetShows(closed);
    // Closing a slot already closed writes nothing, so no event claims it changed (docs/webhooks.md).
    await received(0, async () => {
      expect((await api().patch(`/v1/time-slots/${closing}`, { closed: true })).status).toBe(200);
    });

    // The slot with a sale cannot go below it: it is skipped, and no event claims it changed.
    const resized = await received(3, async () => {
      const answer = await api().post("/v1/time-slots/bulk-change", { from: "2029-09-04", to: "2029-09-05", eventId, changes: { capacity: 0 } });
      expect(answer.body).toMatchObject({ matched: 4, changed: 3, skipped: [{ id: sold, code: "CAPACITY_BELOW_USAGE" }] });
    });
    expect(resized.map((event) => event.data.id).sort()).toEqual([closing, closingLater, other].sort());
    for (const event of resized) expect(event).toMatchObject({ type: "time_slot.updated", data: { capacity: 0 } });
    await expectAsGetShows(resized);

    const reopened = await received(2, async () => {
      await api().post("/v1/time-slots/bulk-change", { from: "2029-09-04", to: "2029-09-04", eventId, changes: { closed: false } });
    });
    for (const event of reopened) expect(event).toMatchObject({ type: "time_slot.updated", data: { closed: false, closedReason: null } });
    await expectAsGetShows(reopened);
  });

  it("queues a year of slots' events with the season, and none when no endpoint subscribes to them", async () => {
    const year = { from: "2030-01-01", to: "2030-12-31", weekdays: ["TU", "WE", "TH", "FR", "SA", "SU"], every: { minutes: 30, from: "10:00", to: "17:30" }, durationMinutes: 30, capacity: 40 };
    const yearEvent = (await db().event.create({ data: { museumId: museum.museumId, name: "The long season" }, select: { id: true } })).id;
    const other = await api().post("/v1/webhook-endpoints", { url: receiver.url, events: ["customer.created"] });
    const before = new Date();
    const unheard = await api().post(`/v1/events/${yearEvent}/schedules`, year);
    expect(unheard.body.generated).toBeGreaterThan(4_900);
    expect(await db().webhookDelivery.count({ where: { museumId: museum.museumId, createdAt: { gte: before } } })).toBe(0);

    // A receiver of its own: the worker may deliver some of these meanwhile, which changes no count below.
    const yearReceiver = await startReceiver();
    try {
      const endpoint = await api().post("/v1/webhook-endpoints", { url: yearReceiver.url, events: ["time_slot.created"] });
      // The same rule on the same event would be SCHEDULE_DUPLICATE: the heard season is another event's.
      const heardEvent = (await db().event.create({ data: { museumId: museum.museumId, name: "The long season, heard" }, select: { id: true } })).id;
      const heard = await api().post(`/v1/events/${heardEvent}/schedules`, year);
      expect(heard.status).toBe(201);
      await api().patch(`/v1/webhook-endpoints/${endpoint.body.id}`, { enabled: false });
      const queued = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.body.id }, select: { type: true, subject: true, payload: true } });
      const slots = await slotsOf(heard.body.schedule.id);
      expect(slots).toHaveLength(heard.body.generated);
      expect(queued.map((delivery) => delivery.subject).sort()).toEqual(slots.map((slot) => slot.id).sort());
      expect(queued.every((delivery) => delivery.type === "time_slot.created")).toBe(true);
      const sample = JSON.parse(queued[queued.length - 1]!.payload) as Event;
      expect(sample).toMatchObject({ type: "time_slot.created", data: { id: queued[queued.length - 1]!.subject } });
      expect(sample.data).toEqual((await api().get(`/v1/time-slots/${sample.data.id}`)).body);
      await api().delete(`/v1/webhook-endpoints/${endpoint.body.id}`);
    } finally {
      await api().delete(`/v1/webhook-endpoints/${other.body.id}`);
      await yearReceiver.close();
    }
  });
});
