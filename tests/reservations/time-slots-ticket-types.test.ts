import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { expectError, expectInvalid, ISO_MS_Z } from "../support/expect-error";
import { useFoyer } from "../support/foyer-fixture";

type Api = ReturnType<typeof apiClient>;

const slotTimes = { startsAt: "2027-03-01T10:00:00.000Z", endsAt: "2027-03-01T11:00:00.000Z" };

describe.each(testProviders())("time slots and ticket types on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["slots-a", "slots-b"] });
  const museumA = foyer.museum("slots-a");
  let asA: Api;
  let asB: Api;
  let eventId: string;

  beforeAll(async () => {
    const museumB = foyer.museum("slots-b");
    asA = apiClient(foyer.baseUrl, museumA.apiKey);
    asB = apiClient(foyer.baseUrl, museumB.apiKey);
    eventId = (await asA.post("/v1/events", { name: "Exhibition" })).body.id;
  });

  /** Reservations and tickets written straight to the database, moving the counters as the reservation services do. */
  async function usage(target: { ticketTypeId: string; timeSlotId?: string }, counts: { live?: number; expired?: number; sold?: number }) {
    const { live = 0, expired = 0, sold = 0 } = counts;
    const now = Date.now();
    for (let index = 0; index < live + expired; index++) {
      await db().ticketReservation.create({
        data: {
          id: randomBytes(64).toString("hex"),
          museumId: museumA.museumId,
          ...target,
          expiresAt: new Date(index < live ? now + 600_000 : now - 1000),
        },
      });
    }
    for (let index = 0; index < sold; index++) {
      await db().ticket.create({ data: { museumId: museumA.museumId, ...target, price: 1000, currency: "EUR" } });
    }
    const data = { activeHoldCount: { increment: live + expired }, soldCount: { increment: sold } };
    await db().ticketType.update({ where: { id: target.ticketTypeId }, data });
    if (target.timeSlotId) await db().timeSlot.update({ where: { id: target.timeSlotId }, data });
  }

  const ticketType = (body: Record<string, unknown> = {}) =>
    asA.post("/v1/ticket-types", { eventId, name: "Adult", price: 1500, masterLanguage: "en", maxQuantity: 100, ...body });

  it("creates, reads, updates, lists and deletes a time slot, showing live quantities but no raw counters", async () => {
    const location = await asA.post("/v1/locations", { name: "Hall 1", timezone: "Europe/Vienna" });
    const event = (await asA.get(`/v1/events/${eventId}`)).body;
    const created = await asA.post("/v1/time-slots", { ...slotTimes, capacity: 20, eventId, locationId: location.body.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      eventId,
      eventName: event.name,
      locationId: location.body.id,
      timeZone: "Europe/Vienna",
      ...slotTimes,
      capacity: 20,
      groupCapacity: 0,
      groupPlacesKept: 0,
      heldQuantity: 0,
      soldQuantity: 0,
      availableCapacity: 20,
      scheduleId: null,
      closed: false,
      closedReason: null,
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
    });
    expect((await asA.get(`/v1/time-slots/${created.body.id}`)).body).toEqual(created.body);
    const moved = await asA.patch(`/v1/time-slots/${created.body.id}`, { endsAt: "2027-03-01T12:00:00.000Z", locationId: null });
    // Without a location, its times read in the museum's own zone.
    const { timezone: museumZone } = await db().museum.findFirstOrThrow({ where: { events: { some: { id: eventId } } }, select: { timezone: true } });
    expect(moved.body).toMatchObject({ startsAt: slotTimes.startsAt, endsAt: "2027-03-01T12:00:00.000Z", locationId: null, capacity: 20, timeZone: museumZone });
    const listed = await asA.get("/v1/time-slots");
    expect(listed.body.list.find((slot: { id: string }) => slot.id === created.body.id)).toEqual(moved.body);
    expect((await asA.delete(`/v1/time-slots/${created.body.id}`)).status).toBe(204);
    expectError(await asA.get(`/v1/time-slots/${created.body.id}`), 404, "NOT_FOUND");
  });

  it("validates time slot bodies", async () => {
    expectInvalid(await asA.post("/v1/time-slots", { ...slotTimes }), "capacity");
    expectInvalid(await asA.post("/v1/time-slots", { ...slotTimes, capacity: -1 }), "capacity");
    expectInvalid(await asA.post("/v1/time-slots", { ...slotTimes, capacity: 1.5 }), "capacity");
    expectInvalid(await asA.post("/v1/time-slots", { startsAt: slotTimes.startsAt, endsAt: slotTimes.startsAt, capacity: 1 }), "endsAt");
    expectInvalid(await asA.post("/v1/time-slots", { ...slotTimes, capacity: 1, eventId: "event-1" }), "eventId");
    expectError(await asA.post("/v1/time-slots", { ...slotTimes, capacity: 1, eventId: crypto.randomUUID() }), 404, "EVENT_NOT_FOUND");
  });

  it("computes held, sold and available capacity live, and refuses a capacity below held + sold", async () => {
    const type = await ticketType();
    const slot = await asA.post("/v1/time-slots", { ...slotTimes, capacity: 10, eventId });
    await usage({ ticketTypeId: type.body.id, timeSlotId: slot.body.id }, { live: 2, expired: 1, sold: 3 });
    const read = await asA.get(`/v1/time-slots/${slot.body.id}`);
    expect(read.body).toMatchObject({ capacity: 10, heldQuantity: 2, soldQuantity: 3, availableCapacity: 5 });
    expect(Object.keys(read.body)).not.toContain("activeHoldCount");
    expect(Object.keys(read.body)).not.toContain("soldCount");

    const tooSmall = expectError(await asA.patch(`/v1/time-slots/${slot.body.id}`, { capacity: 4 }), 409, "CAPACITY_BELOW_USAGE");
    expect(tooSmall.details?.[0]?.path).toBe("capacity");
    expect((await asA.get(`/v1/time-slots/${slot.body.id}`)).body.capacity).toBe(10);
    const exact = await asA.patch(`/v1/time-slots/${slot.body.id}`, { capacity: 5 });
    expect(exact.body).toMatchObject({ capacity: 5, heldQuantity: 2, soldQuantity: 3, availableCapacity: 0 });

    expectError(await asA.delete(`/v1/time-slots/${slot.body.id}`), 409, "IN_USE");
    expectError(await asA.delete(`/v1/ticket-types/${type.body.id}`), 409, "IN_USE");
  });

  it("creates a ticket type with every field of docs/api.md (Ticket types), defaulting the currency to the museum's", async () => {
    const created = await ticketType({
      description: "Ages 18+",
      translations: [
        { language: "de", name: "Erwachsene", description: "Ab 18" },
        { language: "fr", name: "Adulte" },
      ],
      addOn: false,
      published: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      eventId,
      locationId: null,
      name: "Adult",
      description: "Ages 18+",
      price: 1500,
      currency: "EUR",
      masterLanguage: "en",
      translations: [
        { language: "de", name: "Erwachsene", description: "Ab 18" },
        { language: "fr", name: "Adulte", description: "" },
      ],
      maxQuantity: 100,
      availableQuantity: 100,
      soldOut: false,
      addOn: false,
      published: true,
      reentry: "NONE",
      memberTicket: false,
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
    });
    expect((await ticketType({ currency: "CHF" })).body.currency).toBe("CHF");

    const replaced = await asA.patch(`/v1/ticket-types/${created.body.id}`, { translations: [{ language: "it", name: "Adulto", description: "" }], price: 1800 });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ price: 1800, name: "Adult", translations: [{ language: "it", name: "Adulto", description: "" }] });
    expect((await asA.get(`/v1/ticket-types/${created.body.id}`)).body).toEqual(replaced.body);
    expect((await asA.delete(`/v1/ticket-types/${created.body.id}`)).status).toBe(204);
  });

  it("validates ticket type bodies", async () => {
    expectInvalid(await ticketType({ price: -1 }), "price");
    expectInvalid(await ticketType({ price: 12.5 }), "price");
    expectInvalid(await ticketType({ currency: "eur" }), "currency");
    expectInvalid(await ticketType({ currency: "EURO" }), "currency");
    expectInvalid(await ticketType({ masterLanguage: "eng" }), "masterLanguage");
    expectInvalid(await ticketType({ maxQuantity: undefined }), "maxQuantity");
    expectInvalid(await ticketType({ translations: [{ language: "de", name: "A" }, { language: "de", name: "B" }] }), "translations");
    expectError(await ticketType({ colour: "blue" }), 400, "VALIDATION_ERROR");
    expectError(await ticketType({ eventId: crypto.randomUUID() }), 404, "EVENT_NOT_FOUND");
    expectError(await ticketType({ locationId: crypto.randomUUID() }), 404, "LOCATION_NOT_FOUND");
  });

  it("shows availableQuantity and soldOut live and refuses a maxQuantity below held + sold", async () => {
    const type = await ticketType({ maxQuantity: 6 });
    await usage({ ticketTypeId: type.body.id }, { live: 2, expired: 2, sold: 1 });
    expect((await asA.get(`/v1/ticket-types/${type.body.id}`)).body).toMatchObject({ maxQuantity: 6, availableQuantity: 3, soldOut: false });
    expectError(await asA.patch(`/v1/ticket-types/${type.body.id}`, { maxQuantity: 2 }), 409, "CAPACITY_BELOW_USAGE");
    const full = await asA.patch(`/v1/ticket-types/${type.body.id}`, { maxQuantity: 3 });
    expect(full.body).toMatchObject({ maxQuantity: 3, availableQuantity: 0, soldOut: true });
  });

  it("lists an event's published ticket types only, with translations and live availability", async () => {
    const event = await asA.post("/v1/events", { name: "Concert" });
    const post = (body: Record<string, unknown>) => ticketType({ eventId: event.body.id, ...body });
    const adult = await post({ name: "Adult", published: true, maxQuantity: 10, translations: [{ language: "de", name: "Erwachsene", description: "" }] });
    const child = await post({ name: "Child", published: true, maxQuantity: 5, price: 0, addOn: true });
    await post({ name: "Draft", published: false });
    await ticketType({ name: "Other event", published: true });
    await usage({ ticketTypeId: child.body.id }, { live: 1, sold: 4 });

    const answer = await asA.get(`/v1/events/${event.body.id}/ticket-types`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(["list"]);
    expect(answer.body.list).toEqual([
      { ...adult.body, availableQuantity: 10, soldOut: false },
      { ...child.body, availableQuantity: 0, soldOut: true, updatedAt: expect.stringMatching(ISO_MS_Z) },
    ]);
    expect(answer.body.list[0].translations).toEqual([{ language: "de", name: "Erwachsene", description: "" }]);
    expectError(await asA.get(`/v1/events/${crypto.randomUUID()}/ticket-types`), 404, "NOT_FOUND");
    expectError(await asB.get(`/v1/events/${event.body.id}/ticket-types`), 404, "NOT_FOUND");
  });

  it("keeps another museum's time slots and ticket types out of reach", async () => {
    const slot = await asA.post("/v1/time-slots", { ...slotTimes, capacity: 3 });
    const type = await ticketType();
    for (const path of [`/v1/time-slots/${slot.body.id}`, `/v1/ticket-types/${type.body.id}`]) {
      expectError(await asB.get(path), 404, "NOT_FOUND", `GET ${path}`);
      expectError(await asB.patch(path, {}), 404, "NOT_FOUND", `PATCH ${path}`);
      expectError(await asB.delete(path), 404, "NOT_FOUND", `DELETE ${path}`);
    }
    expect((await asB.get("/v1/time-slots")).body).toEqual({ total: 0, list: [] });
    expect((await asB.get("/v1/ticket-types")).body).toEqual({ total: 0, list: [] });
    expectError(await asB.post("/v1/ticket-types", { eventId, name: "X", price: 1, masterLanguage: "en", maxQuantity: 1 }), 404, "EVENT_NOT_FOUND");
    expect((await asA.get(`/v1/time-slots/${slot.body.id}`)).body.capacity).toBe(3);
  });

  it("pages time slots and ticket types with limit and offset combined", async () => {
    const all = await asA.get("/v1/ticket-types");
    expect(all.body.total).toBeGreaterThan(4);
    expect((await asA.get("/v1/ticket-types?limit=2&offset=3")).body).toEqual({ total: all.body.total, list: all.body.list.slice(3, 5) });
    const slots = await asA.get("/v1/time-slots");
    expect((await asA.get("/v1/time-slots?limit=1&offset=1")).body).toEqual({ total: slots.body.total, list: slots.body.list.slice(1, 2) });
  });
});
