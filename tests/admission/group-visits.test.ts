import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient, tally } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { decodeQrPng } from "../support/smtp-sink";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// Group visits (docs/orders.md, "Group visits"; docs/admission.md, "Groups"): a group order has one
// code that lets a count of the group in at once, never more than the group, whatever the scans'
// interleaving across two server processes; refusals let no one in.

const MINUTE = 60_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testProviders())("group visits on %s", (provider) => {
  // The staff session's token names the login service by PUBLIC_URL (tests/support/sign-in.ts).
  const foyer = useFoyer(provider, { museums: ["group-a", "group-b"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museumA = foyer.museum("group-a");
  const museumB = foyer.museum("group-b");
  let second: RunningFoyer;
  let zone: string;

  beforeAll(async () => {
    second = await startFoyer(provider, { DATABASE_URL: foyer.database.url });
    zone = zoneNearNoon();
    await db().museum.update({ where: { id: museumA.museumId }, data: { timezone: zone } });
  });

  afterAll(async () => {
    await second?.stop();
  });

  const api = (apiKey = museumA.apiKey, base = foyer.baseUrl) => apiClient(base, apiKey);
  const viewer = foyer.graphqlAs("viewer@group-a.test", museumA, "VIEWER");

  /** A slot running now (at a location holding `maxOccupancy`) and a confirmed group order of `size` for it, as `lines` split it. */
  async function confirmedGroup(size: number, { maxOccupancy = null, lines = [size] }: { maxOccupancy?: number | null; lines?: number[] } = {}) {
    const location = await api().post("/v1/locations", { name: "Galerie", timezone: zone, maxOccupancy });
    expect(location.status).toBe(201);
    const ticketing = await createTicketing(museumA.museumId, { locationId: location.body.id, startsAt: new Date(Date.now() - 10 * MINUTE), capacity: size + 10 });
    const held = await api().post("/v1/orders", {
      timeSlotId: ticketing.timeSlotId,
      lines: lines.map((quantity) => ({ ticketTypeId: ticketing.ticketTypeId, quantity })),
      group: { name: "Klasse 4b", leaderName: "Frau Okafor", size },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.group).toEqual({ name: "Klasse 4b", leaderName: "Frau Okafor", size });
    expect(held.body.groupQrData).toBeNull();
    const confirmed = await api().post(`/v1/orders/${held.body.id}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { order: confirmed.body, locationId: location.body.id as string, ticketing };
  }

  it("gives a confirmed group order one code, as text and as a PNG, and refuses lines that do not add up to the group", async () => {
    const { order, ticketing } = await confirmedGroup(27, { lines: [20, 7] });
    expect(order.tickets).toHaveLength(27);
    expect(order.groupQrData).toMatch(/\/g\/[0-9a-f-]{36}\?v=2&/);
    expect((await api().get(`/v1/orders/${order.id}`)).body.groupQrData).toBe(order.groupQrData);
    const png = await fetch(`${foyer.baseUrl}/v1/orders/${order.id}/group-qr.png`, { headers: { authorization: `Bearer ${museumA.apiKey}` } });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(decodeQrPng(Buffer.from(await png.arrayBuffer()))).toBe(order.groupQrData);
    const otherMuseum = await fetch(`${foyer.baseUrl}/v1/orders/${order.id}/group-qr.png`, { headers: { authorization: `Bearer ${museumB.apiKey}` } });
    expect(otherMuseum.status).toBe(404);

    const mismatch = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 3 }], group: { name: "Klasse 4c", size: 4 } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "group.size" }] });
    const plain = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(plain.body.group).toBeNull();
    const notAGroup = await api().get(`/v1/orders/${plain.body.id}/group-qr.png`);
    expect(notAGroup.status).toBe(409);
    expect(notAGroup.body.error.code).toBe("ORDER_NOT_A_GROUP");
  });

  it("lets 20 of 27 in, then refuses a count past what is left with who came, then lets the rest in without a count", async () => {
    const { order } = await confirmedGroup(27);
    const first = await api().post("/v1/check-ins", { qrData: order.groupQrData, count: 20, entrance: "Gruppeneingang" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ kind: "GROUP", orderId: order.id, groupName: "Klasse 4b", leaderName: "Frau Okafor", size: 27, admitted: 20, remaining: 7, entrance: "Gruppeneingang", timeZone: zone });
    expect(first.body.checkInIds).toHaveLength(20);
    // Today lists the slot's groups with how many came (GraphQL TimeSlot.groups).
    const today = await viewer(`query($m: ID!, $id: ID!) { museum(id: $m) { timeSlot(id: $id) { groups { orderId name leaderName size admitted } } } }`, { m: museumA.museumId, id: order.timeSlotId });
    expect(today.body.data?.museum.timeSlot.groups, JSON.stringify(today.body)).toEqual([{ orderId: order.id, name: "Klasse 4b", leaderName: "Frau Okafor", size: 27, admitted: 20 }]);

    const tooMany = await api().post("/v1/check-ins", { qrData: order.groupQrData, count: 8 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({ code: "ALREADY_CHECKED_IN", details: { admitted: 20, remaining: 7, size: 27, entrance: "Gruppeneingang" } });
    // When the group came: ISO instants, both the first scan's (its 20 were let in at one moment), as stored.
    const admittedAt = (await db().checkIn.findMany({ where: { ticket: { orderId: order.id } }, select: { checkedInAt: true } })).map(({ checkedInAt }) => checkedInAt.toISOString());
    expect(new Set(admittedAt)).toEqual(new Set([first.body.checkedInAt]));
    expect(tooMany.body.error.details.firstCheckedInAt).toMatch(ISO_INSTANT);
    expect(tooMany.body.error.details).toMatchObject({ firstCheckedInAt: first.body.checkedInAt, lastCheckedInAt: first.body.checkedInAt });

    const rest = await api().post("/v1/check-ins", { qrData: order.groupQrData });
    expect(rest.body).toMatchObject({ admitted: 7, remaining: 0 });
    const after = await api().post("/v1/check-ins", { qrData: order.groupQrData, count: 1 });
    expect(after.status).toBe(409);
    expect(after.body.error).toMatchObject({ code: "ALREADY_CHECKED_IN", details: { admitted: 27, remaining: 0 } });
    // The earliest admission stays the first scan's; the latest is now the second's.
    expect(rest.body.checkedInAt).toMatch(ISO_INSTANT);
    expect(Date.parse(rest.body.checkedInAt)).toBeGreaterThanOrEqual(Date.parse(first.body.checkedInAt));
    expect(after.body.error.details).toMatchObject({ firstCheckedInAt: first.body.checkedInAt, lastCheckedInAt: rest.body.checkedInAt });

    // A group leaves without scanning: its code counts no exit, and everyone stays counted inside.
    const exit = await api().post("/v1/check-outs", { qrData: order.groupQrData });
    expect(exit.status).toBe(409);
    expect(exit.body.error).toMatchObject({ code: "NOT_CHECKED_IN", message: "A group's code counts no exit: the group's visits end when their slot ends." });
    // Each place was admitted as its ticket: a pupil's own ticket is used already.
    expect(await db().checkIn.count({ where: { ticket: { orderId: order.id } } })).toBe(27);
    const pupil = await api().post("/v1/check-ins", { qrData: order.tickets[0].qrData });
    expect(pupil.body.error.code).toBe("ALREADY_CHECKED_IN");
    const audit = await db().auditEntry.findMany({ where: { museumId: museumA.museumId, entity: "order", entityId: order.id, action: "admitGroup" }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => JSON.parse(entry.after!))).toEqual([
      { admitted: 20, remaining: 7, entrance: "Gruppeneingang" },
      { admitted: 7, remaining: 0, entrance: null },
    ]);
  });

  it("counts a pupil's own ticket scanned first, and refuses another museum's key as an invalid code", async () => {
    const { order } = await confirmedGroup(5);
    expect((await api().post("/v1/check-ins", { qrData: order.tickets[2].qrData })).status).toBe(201);
    const wholeGroup = await api().post("/v1/check-ins", { qrData: order.groupQrData });
    expect(wholeGroup.body).toMatchObject({ admitted: 4, remaining: 0 });
    const foreign = await api(museumB.apiKey).post("/v1/check-ins", { qrData: order.groupQrData, count: 1 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe("INVALID_CODE");
  });

  it("lets no one of the group in when the location has no room for all of the count", async () => {
    const { order, locationId } = await confirmedGroup(5, { maxOccupancy: 3 });
    const full = await api().post("/v1/check-ins", { qrData: order.groupQrData, count: 4 });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: "LOCATION_FULL", details: { locationId, maxOccupancy: 3 } });
    expect(await db().checkIn.count({ where: { ticket: { orderId: order.id } } })).toBe(0);
    expect((await api().post("/v1/check-ins", { qrData: order.groupQrData, count: 3 })).body).toMatchObject({ admitted: 3, remaining: 2 });
  });

  it("never lets more of a group in than it is, under 30 simultaneous scans of its code through two server processes", async () => {
    const { order } = await confirmedGroup(27);
    const scans = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api(museumA.apiKey, i % 2 ? second.baseUrl : foyer.baseUrl).post("/v1/check-ins", { qrData: order.groupQrData, count: 2 })),
    );
    // Thirteen pairs fit in 27; the one left is not a pair, so every later scan is refused whole.
    expect(tally(scans)).toEqual({ "201": 13, "409 ALREADY_CHECKED_IN": 17 });
    expect(await db().checkIn.count({ where: { ticket: { orderId: order.id } } })).toBe(26);
    const remaining = scans.filter((scan) => scan.status === 201).map((scan) => scan.body.remaining as number);
    expect(remaining.sort((a, b) => b - a)).toEqual(Array.from({ length: 13 }, (_, i) => 25 - 2 * i));
  });
});
