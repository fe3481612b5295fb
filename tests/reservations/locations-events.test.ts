import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { expectError, expectInvalid, ISO_MS_Z } from "../support/expect-error";
import { useFoyer } from "../support/foyer-fixture";
import type { TypedApiClient } from "../support/typed-api-client";

type Api = TypedApiClient;

describe.each(testProviders())("locations and events on %s", (provider) => {
  const foyer = useFoyer(provider);
  let asA: Api;
  let asB: Api;
  let newMuseum: (slug: string) => Promise<{ api: Api; museumId: string }>;

  beforeAll(async () => {
    newMuseum = async (slug) => {
      const museum = await foyer.seedMuseum(slug);
      return { api: foyer.api(museum.apiKey), museumId: museum.museumId };
    };
    asA = (await newMuseum("loc-a")).api;
    asB = (await newMuseum("loc-b")).api;
  });

  it("creates, reads, updates and deletes a location", async () => {
    const created = await asA.create("/v1/locations", { name: "West Wing", timezone: "Europe/Vienna" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "West Wing",
      timezone: "Europe/Vienna",
      earlyEntryMinutes: 30,
      maxOccupancy: null,
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
    });
    const plain = await asA.create("/v1/locations", { name: "Annex" });
    expect(plain.body.timezone).toBe("UTC");

    const read = await asA.get(`/v1/locations/${created.body.id}`);
    expect(read.body).toEqual(created.body);

    const renamed = await asA.update(`/v1/locations/${created.body.id}`, { name: "West Wing (new)" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: "West Wing (new)", timezone: "Europe/Vienna", createdAt: created.body.createdAt });

    expect((await asA.delete(`/v1/locations/${created.body.id}`)).status).toBe(204);
    expectError(await asA.get(`/v1/locations/${created.body.id}`), 404, "NOT_FOUND");
    expectError(await asA.delete(`/v1/locations/${created.body.id}`), 404, "NOT_FOUND");
  });

  it("rejects invalid location bodies and ids with 400 VALIDATION_ERROR and details", async () => {
    expectInvalid(await asA.post("/v1/locations", {}), "name");
    expectInvalid(await asA.post("/v1/locations", { name: "" }), "name");
    expectInvalid(await asA.post("/v1/locations", { name: "x".repeat(201) }), "name");
    expectInvalid(await asA.post("/v1/locations", { name: "Hall", timezone: "Mars/Olympus" }), "timezone");
    expectError(await asA.post("/v1/locations", { name: "Hall", colour: "red" }), 400, "VALIDATION_ERROR");
    expectInvalid(await asA.get("/v1/locations/not-a-uuid"), "id");
    const hall = await asA.create("/v1/locations", { name: "Hall" });
    expectInvalid(await asA.patch(`/v1/locations/${hall.body.id}`, { timezone: 5 }), "timezone");
  });

  it("keeps another museum's locations and events out of reach (404, not listed, not referenced)", async () => {
    const location = await asA.create("/v1/locations", { name: "A only" });
    const event = await asA.create("/v1/events", { name: "A gala", locationId: location.body.id });
    for (const path of [`/v1/locations/${location.body.id}`, `/v1/events/${event.body.id}`]) {
      expectError(await asB.get(path), 404, "NOT_FOUND", `GET ${path}`);
      expectError(await asB.patch(path, { name: "taken" }), 404, "NOT_FOUND", `PATCH ${path}`);
      expectError(await asB.delete(path), 404, "NOT_FOUND", `DELETE ${path}`);
    }
    const listedForB = [...(await asB.get("/v1/locations")).body.list, ...(await asB.get("/v1/events")).body.list];
    expect(listedForB.map((record: { id: string }) => record.id)).not.toContain(location.body.id);
    expect(listedForB.map((record: { id: string }) => record.id)).not.toContain(event.body.id);
    expectError(await asB.post("/v1/events", { name: "B event", locationId: location.body.id }), 404, "LOCATION_NOT_FOUND");
    expect((await asA.get(`/v1/events/${event.body.id}`)).body.name).toBe("A gala");
  });

  it("creates and updates events, turning dates into ISO 8601 with ms and Z and checking their order", async () => {
    const location = await asA.create("/v1/locations", { name: "Courtyard", timezone: "Europe/Berlin" });
    const created = await asA.create("/v1/events", {
      name: "Summer night",
      description: "Open air",
      locationId: location.body.id,
      startsAt: "2027-06-01T20:00:00+02:00",
      endsAt: "2027-06-01T23:30:00.5Z",
      published: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      locationId: location.body.id,
      name: "Summer night",
      description: "Open air",
      startsAt: "2027-06-01T18:00:00.000Z",
      endsAt: "2027-06-01T23:30:00.500Z",
      // The zone its times are read in: its location's (docs/api.md, "Resources").
      timeZone: "Europe/Berlin",
      published: true,
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
    });
    const bare = await asA.create("/v1/events", { name: "Talk" });
    expect(bare.body).toMatchObject({ description: "", locationId: null, startsAt: null, endsAt: null, published: false });

    expectInvalid(await asA.post("/v1/events", { name: "Backwards", startsAt: "2027-01-02T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" }), "endsAt");
    expectInvalid(await asA.post("/v1/events", { name: "Day only", startsAt: "2027-01-02" }), "startsAt");
    expectInvalid(await asA.post("/v1/events", { name: "Epoch", startsAt: 1_800_000_000_000 }), "startsAt");
    expectInvalid(await asA.post("/v1/events", { name: "Flag", published: "yes" }), "published");
    expectInvalid(await asA.patch(`/v1/events/${created.body.id}`, { endsAt: "2027-06-01T17:00:00.000Z" }), "endsAt");
    expectError(await asA.post("/v1/events", { name: "Nowhere", locationId: crypto.randomUUID() }), 404, "LOCATION_NOT_FOUND");

    const moved = await asA.update(`/v1/events/${created.body.id}`, { locationId: null, endsAt: null, published: false });
    expect(moved.status).toBe(200);
    // Without a location, the museum's own zone.
    expect(moved.body).toMatchObject({ name: "Summer night", locationId: null, startsAt: "2027-06-01T18:00:00.000Z", endsAt: null, published: false, timeZone: "UTC" });
    expect(Date.parse(moved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedAt));
    expect((await asA.delete(`/v1/events/${created.body.id}`)).status).toBe(204);
  });

  it("refuses to delete a location or an event that others depend on with 409 IN_USE", async () => {
    const location = await asA.create("/v1/locations", { name: "Busy hall" });
    const event = await asA.create("/v1/events", { name: "Busy event", locationId: location.body.id });
    const slot = await asA.create("/v1/time-slots", {
      eventId: event.body.id,
      startsAt: "2027-02-01T10:00:00.000Z",
      endsAt: "2027-02-01T11:00:00.000Z",
      capacity: 5,
    });
    const blocked = expectError(await asA.delete(`/v1/locations/${location.body.id}`), 409, "IN_USE");
    expect(blocked.message).toContain("1 events");
    expectError(await asA.delete(`/v1/events/${event.body.id}`), 409, "IN_USE");
    expect((await asA.delete(`/v1/time-slots/${slot.body.id}`)).status).toBe(204);
    expect((await asA.delete(`/v1/events/${event.body.id}`)).status).toBe(204);
    expect((await asA.delete(`/v1/locations/${location.body.id}`)).status).toBe(204);
  });

  it("pages events in stable order: default and maximum limit 100, limit and offset combined", async () => {
    const { api, museumId } = await newMuseum("loc-paging");
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    // Two events per creation instant, so the id breaks ties.
    await db().event.createMany({
      data: Array.from({ length: 105 }, (_, index) => ({ museumId, name: `Event ${index}`, createdAt: new Date(start + Math.floor(index / 2) * 1000) })),
    });
    const firstPage = await api.get("/v1/events");
    expect(firstPage.body.total).toBe(105);
    expect(firstPage.body.list).toHaveLength(100);
    expect((await api.get("/v1/events?limit=100")).status).toBe(200);
    expectError(await api.get("/v1/events?limit=101"), 400, "INVALID_PAGINATION");

    const expected = (await db().event.findMany({ where: { museumId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } })).map(
      (event) => event.id,
    );
    const paged: string[] = [];
    for (let offset = 0; offset < 105; offset += 20) {
      const page = await api.get(`/v1/events?limit=20&offset=${offset}`);
      expect(page.body.total).toBe(105);
      paged.push(...page.body.list.map((event: { id: string }) => event.id));
    }
    expect(paged).toEqual(expected);
    const window = await api.get("/v1/events?limit=5&offset=50");
    expect(window.body.list.map((event: { id: string }) => event.id)).toEqual(expected.slice(50, 55));
    expect((await api.get("/v1/events?offset=105")).body).toEqual({ total: 105, list: [] });

    // The event made last first, as the dashboard lists them; anything else is refused.
    const newest = await api.get("/v1/events?orderBy=NEWEST_FIRST&limit=5");
    expect(newest.body.list.map((event: { id: string }) => event.id)).toEqual([...expected].reverse().slice(0, 5));
    expectError(await api.get("/v1/events?orderBy=sideways"), 400, "VALIDATION_ERROR");
  });

  it("pages locations with limit and offset combined", async () => {
    const { api } = await newMuseum("loc-paging-2");
    for (const name of ["L1", "L2", "L3", "L4", "L5", "L6", "L7"]) await api.create("/v1/locations", { name });
    const all = await api.get("/v1/locations");
    expect(all.body.list.map((location: { name: string }) => location.name).sort()).toEqual(["L1", "L2", "L3", "L4", "L5", "L6", "L7"]);
    const page = await api.get("/v1/locations?limit=3&offset=2");
    expect(page.body).toEqual({ total: 7, list: all.body.list.slice(2, 5) });
    expect((await api.get("/v1/locations?limit=1001")).body.error.code).toBe("INVALID_PAGINATION");
  });
});
