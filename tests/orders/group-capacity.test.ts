import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { slotAvailability } from "@/lib/domain/capacity/availability";
import { apiClient } from "../support/api-client";
import { expectRefused } from "../support/expect-refused";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { counters, createTicketing } from "../support/ticketing-fixtures";

// Places kept for groups (docs/orders.md, "Places kept for groups"): of a slot's capacity, groupCapacity
// places only group orders may take, until the museum's groupReleaseHours before the start. Every
// claim path (orders, tickets, reservations) checks the same room (room-sql.ts); individual visitors
// and groups racing over two server processes never take the groups' places nor pass the capacity.

const DAY_MS = 86_400_000;

describe.each(testProviders())("places kept for groups on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["kept-a"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("kept-a");
  const staff = foyer.graphqlAs("editor@kept-a.test", museum, "EDITOR");
  let second: RunningFoyer;

  beforeAll(async () => {
    second = await startFoyer(provider, { DATABASE_URL: foyer.database.url });
  });

  afterAll(async () => {
    await second?.stop();
  });

  const api = (base = foyer.baseUrl) => apiClient(base, museum.apiKey);

  /** A slot `inDays` ahead of `capacity` places, `groupCapacity` of them kept for groups. */
  async function slotKeeping(capacity: number, groupCapacity: number, inDays = 10) {
    const ticketing = await createTicketing(museum.museumId, { capacity, startsAt: new Date(Date.now() + inDays * DAY_MS) });
    const kept = await api().patch(`/v1/time-slots/${ticketing.timeSlotId}`, { groupCapacity });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    return ticketing;
  }

  const order = (ticketing: { timeSlotId: string; ticketTypeId: string }, quantity: number, group?: string, base?: string) =>
    api(base).post("/v1/orders", {
      timeSlotId: ticketing.timeSlotId,
      lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity }],
      ...(group ? { group: { name: group, size: quantity } } : {}),
    });

  it("keeps the places for group orders only, on every way of selling, and says how many are kept", async () => {
    const slot = await slotKeeping(30, 25);
    const read = await api().get(`/v1/time-slots/${slot.timeSlotId}`);
    expect(read.body).toMatchObject({ capacity: 30, groupCapacity: 25, groupPlacesKept: 25, availableCapacity: 5 });

    expectRefused(await order(slot, 6), 409, "TIME_SLOT_FULL");
    expect((await order(slot, 4)).status).toBe(201);
    expect((await api().post("/v1/tickets", { ticketTypeId: slot.ticketTypeId, timeSlotId: slot.timeSlotId })).status).toBe(201);
    // The slot is full for everyone but groups: a single hold and a ticket are refused too.
    expectRefused(await api().post("/v1/ticket-reservations", { ticketTypeId: slot.ticketTypeId, timeSlotId: slot.timeSlotId }), 409, "TIME_SLOT_FULL");
    expectRefused(await api().post("/v1/tickets", { ticketTypeId: slot.ticketTypeId, timeSlotId: slot.timeSlotId }), 409, "TIME_SLOT_FULL");

    const group = await order(slot, 20, "Klasse 4b");
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect((await api().get(`/v1/time-slots/${slot.timeSlotId}`)).body).toMatchObject({ groupPlacesKept: 5, availableCapacity: 0 });
    // A group larger than what is kept takes the rest of the slot: kept and open places alike.
    expectRefused(await order(slot, 6, "Klasse 5a"), 409, "TIME_SLOT_FULL");
    expect((await order(slot, 5, "Klasse 5a")).status).toBe(201);

    const viaStaff = await staff(`query($m: ID!, $id: ID!) { museum(id: $m) { timeSlot(id: $id) { groupCapacity groupPlacesKept availableCapacity } } }`, { m: museum.museumId, id: slot.timeSlotId });
    expect(viaStaff.body.data?.museum.timeSlot, JSON.stringify(viaStaff.body)).toEqual({ groupCapacity: 25, groupPlacesKept: 0, availableCapacity: 0 });
  });

  it("gives a cancelled group's places back to groups, and releases them to everyone the museum's hours before the slot", async () => {
    const slot = await slotKeeping(10, 8);
    const group = await order(slot, 8, "Klasse 6c");
    expect((await api().get(`/v1/time-slots/${slot.timeSlotId}`)).body).toMatchObject({ groupPlacesKept: 0, availableCapacity: 2 });
    expect((await api().delete(`/v1/orders/${group.body.id}`)).status).toBe(204);
    expect((await api().get(`/v1/time-slots/${slot.timeSlotId}`)).body).toMatchObject({ groupPlacesKept: 8, availableCapacity: 2 });
    // Read for another moment, the kept places follow that moment: nine days on, the slot is within its 48 hours.
    const counted = await db().timeSlot.findUniqueOrThrow({ where: { id: slot.timeSlotId }, select: { id: true, capacity: true, activeHoldCount: true, soldCount: true, groupCapacity: true } });
    expect((await slotAvailability([counted], new Date(Date.now() + 9 * DAY_MS))).get(slot.timeSlotId)).toMatchObject({ groupPlacesKept: 0, availableCapacity: 10 });
    expect((await slotAvailability([counted], new Date(Date.now() + 7 * DAY_MS))).get(slot.timeSlotId)).toMatchObject({ groupPlacesKept: 8, availableCapacity: 2 });

    // Released 48 hours before the start by default: a slot starting tomorrow keeps nothing.
    const soon = await slotKeeping(10, 8, 1);
    expect((await api().get(`/v1/time-slots/${soon.timeSlotId}`)).body).toMatchObject({ groupPlacesKept: 0, availableCapacity: 10 });
    expect((await order(soon, 10)).status).toBe(201);

    const set = await api().patch("/v1/settings", { groupReleaseHours: 720 });
    expect(set.body.groupReleaseHours).toBe(720);
    try {
      expect((await api().get(`/v1/time-slots/${slot.timeSlotId}`)).body).toMatchObject({ groupPlacesKept: 0, availableCapacity: 10 });
      expect((await order(slot, 10)).status).toBe(201);
    } finally {
      await api().patch("/v1/settings", { groupReleaseHours: 48 });
    }
    expectRefused(await api().patch("/v1/settings", { groupReleaseHours: -1 }), 400, "VALIDATION_ERROR");
  });

  it("refuses more places for groups than the slot has, on create and on change", async () => {
    const slot = await createTicketing(museum.museumId, { capacity: 10, startsAt: new Date(Date.now() + 10 * DAY_MS) });
    const tooMany = expectRefused(await api().patch(`/v1/time-slots/${slot.timeSlotId}`, { groupCapacity: 11 }), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(tooMany.details)).toContain("groupCapacity");
    expect((await api().patch(`/v1/time-slots/${slot.timeSlotId}`, { groupCapacity: 10 })).status).toBe(200);
    expectRefused(await api().patch(`/v1/time-slots/${slot.timeSlotId}`, { capacity: 9 }), 400, "VALIDATION_ERROR");
    const startsAt = new Date(Date.now() + 11 * DAY_MS);
    const created = await api().post("/v1/time-slots", { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 5, groupCapacity: 6 });
    expectRefused(created, 400, "VALIDATION_ERROR");
    expect(await db().timeSlot.count({ where: { museumId: museum.museumId, startsAt } })).toBe(0);
  });

  it("never lets individual visitors into the groups' places, nor anyone past the capacity, across two processes", async () => {
    const slot = await slotKeeping(30, 20);
    // Twenty single visitors and two groups of ten at the same moment, through both servers.
    const attempts = [...Array.from({ length: 20 }, () => null), "Klasse 1a", "Klasse 1b"];
    const answers = await Promise.all(attempts.map((group, index) => order(slot, group ? 10 : 1, group ?? undefined, index % 2 === 0 ? foyer.baseUrl : second.baseUrl)));
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const groups = answers.slice(20).filter((answer) => answer.status === 201);
    const singles = answers.slice(0, 20).filter((answer) => answer.status === 201);
    expect(groups).toHaveLength(2);
    expect(singles.length).toBeLessThanOrEqual(10);
    // What the singles left is still open to anyone, and nothing more.
    const open = 10 - singles.length;
    expect((await api().get(`/v1/time-slots/${slot.timeSlotId}`)).body).toMatchObject({ groupPlacesKept: 0, availableCapacity: open });
    if (open > 0) expect((await order(slot, open)).status).toBe(201);
    expectRefused(await order(slot, 1), 409, "TIME_SLOT_FULL");
    expect((await counters(slot)).slot).toMatchObject({ held: 30 });
  }, 120_000);
});
