import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { closeOverdueVisits } from "@/lib/domain/occupancy/close-visits";
import { apiClient, tally } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// Who is inside now (docs/admission.md): exits, occupancy per location, LOCATION_FULL, re-entry, and
// the one occupancy claim that no interleaving of entrances through two processes passes.

const MINUTE = 60_000;

describe.each(testProviders())("occupancy on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["hall-a", "hall-b"] });
  const museumA = foyer.museum("hall-a");
  const museumB = foyer.museum("hall-b");
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

  /** A location (with maxOccupancy), a slot running now there, and `count` sold tickets of a type with `reentry`. */
  async function visitors(count: number, { maxOccupancy = null, reentry = "NONE" }: { maxOccupancy?: number | null; reentry?: "NONE" | "SAME_DAY" } = {}) {
    const location = await api().post("/v1/locations", { name: "Hall", timezone: zone, maxOccupancy });
    expect(location.status).toBe(201);
    expect(location.body.maxOccupancy).toBe(maxOccupancy);
    const ticketing = await createTicketing(museumA.museumId, { locationId: location.body.id, startsAt: new Date(Date.now() - 10 * MINUTE), capacity: count + 5 });
    const changed = await api().patch(`/v1/ticket-types/${ticketing.ticketTypeId}`, { reentry });
    expect(changed.body.reentry).toBe(reentry);
    const codes: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const sold = await api().post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
      expect(sold.status).toBe(201);
      codes.push(sold.body.qrData);
    }
    return { locationId: location.body.id as string, codes, ticketing };
  }

  const occupancyOf = async (locationId: string, apiKey = museumA.apiKey) => {
    const answer = await api(apiKey).get("/v1/occupancy");
    expect(answer.status).toBe(200);
    return (answer.body.list as { locationId: string }[]).find((entry) => entry.locationId === locationId);
  };

  it("counts an entrance and an exit, answers NOT_CHECKED_IN for a code not inside, and refuses a NONE ticket after its exit", async () => {
    const { locationId, codes } = await visitors(1);
    expect(await occupancyOf(locationId)).toEqual({ locationId, inside: 0, maxOccupancy: null, updatedAt: null });
    expect((await api().post("/v1/check-outs", { qrData: codes[0] })).body.error.code).toBe("NOT_CHECKED_IN");
    const admitted = await api().post("/v1/check-ins", { qrData: codes[0], entrance: "Einlass Nord" });
    expect(admitted.status).toBe(201);
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 1 });
    const out = await api().post("/v1/check-outs", { qrData: codes[0], entrance: "Ausgang Süd" });
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ checkInId: admitted.body.id, locationId, entrance: "Ausgang Süd", checkOutKind: "SCAN", mayReenterToday: false });
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 0 });
    const again = await api().post("/v1/check-outs", { qrData: codes[0] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("NOT_CHECKED_IN");
    const back = await api().post("/v1/check-ins", { qrData: codes[0] });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatchObject({ code: "ALREADY_CHECKED_IN", details: { entrance: "Einlass Nord" } });
    const audit = await db().auditEntry.findMany({ where: { museumId: museumA.museumId, entity: "checkIn", entityId: admitted.body.id } });
    expect(audit.map((entry) => entry.action)).toEqual(["checkOut"]);
  });

  it("admits a SAME_DAY ticket again after its exit, once however many doors scan it, and never while it is inside", async () => {
    const { locationId, codes } = await visitors(1, { reentry: "SAME_DAY" });
    expect((await api().post("/v1/check-ins", { qrData: codes[0] })).status).toBe(201);
    expect((await api().post("/v1/check-ins", { qrData: codes[0] })).body.error.code).toBe("ALREADY_CHECKED_IN");
    const out = await api().post("/v1/check-outs", { qrData: codes[0] });
    expect(out.body.mayReenterToday).toBe(true);
    const scans = await Promise.all(Array.from({ length: 10 }, (_, i) => api(museumA.apiKey, i % 2 ? second.baseUrl : foyer.baseUrl).post("/v1/check-ins", { qrData: codes[0] })));
    expect(tally(scans)).toEqual({ "201": 1, "409 ALREADY_CHECKED_IN": 9 });
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 1 });
    expect(await db().checkIn.count({ where: { locationId } })).toBe(2);
  });

  it("refuses LOCATION_FULL with the count, and admits again once someone leaves", async () => {
    const { locationId, codes } = await visitors(3, { maxOccupancy: 2 });
    expect((await api().post("/v1/check-ins", { qrData: codes[0] })).status).toBe(201);
    expect((await api().post("/v1/check-ins", { qrData: codes[1] })).status).toBe(201);
    const full = await api().post("/v1/check-ins", { qrData: codes[2] });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: "LOCATION_FULL", details: { locationId, inside: 2, maxOccupancy: 2 } });
    // The refused scan spent nothing: the ticket is still good.
    expect((await api().post("/v1/check-outs", { qrData: codes[0] })).status).toBe(201);
    expect((await api().post("/v1/check-ins", { qrData: codes[2] })).status).toBe(201);
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 2, maxOccupancy: 2 });
  });

  it("never passes maxOccupancy under 50 simultaneous entrances through two server processes", async () => {
    const { locationId, codes } = await visitors(50, { maxOccupancy: 20 });
    const scans = await Promise.all(codes.map((qrData, i) => api(museumA.apiKey, i % 2 ? second.baseUrl : foyer.baseUrl).post("/v1/check-ins", { qrData })));
    expect(tally(scans)).toEqual({ "201": 20, "409 LOCATION_FULL": 30 });
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 20 });
    expect(await db().checkIn.count({ where: { locationId, checkedOutAt: null } })).toBe(20);
    // Exits and entrances racing: the count stays the number of open visits, never past the limit.
    const admitted = codes.filter((_, i) => scans[i]!.status === 201);
    const waiting = codes.filter((_, i) => scans[i]!.status !== 201);
    const race = await Promise.all([
      ...admitted.slice(0, 10).map((qrData, i) => api(museumA.apiKey, i % 2 ? second.baseUrl : foyer.baseUrl).post("/v1/check-outs", { qrData })),
      ...waiting.map((qrData, i) => api(museumA.apiKey, i % 2 ? foyer.baseUrl : second.baseUrl).post("/v1/check-ins", { qrData })),
    ]);
    expect(race.slice(0, 10).every((answer) => answer.status === 201)).toBe(true);
    const inside = await db().checkIn.count({ where: { locationId, checkedOutAt: null } });
    expect(inside).toBeLessThanOrEqual(20);
    expect(inside).toBeGreaterThanOrEqual(10);
    expect(await occupancyOf(locationId)).toMatchObject({ inside });
  });

  it("closes visits never scanned out at the slot's end plus the setting", async () => {
    const { locationId, codes, ticketing } = await visitors(1, { reentry: "SAME_DAY" });
    const admitted = await api().post("/v1/check-ins", { qrData: codes[0] });
    const slot = await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId }, select: { endsAt: true } });
    const visit = () => db().checkIn.findUniqueOrThrow({ where: { id: admitted.body.id }, select: { checkedOutAt: true, checkOutKind: true } });
    // Earlier tests' visits may be overdue too: only this one's state is asserted.
    await closeOverdueVisits({ now: new Date(slot.endsAt.getTime() + 59 * MINUTE), afterMinutes: 60 });
    expect(await visit()).toEqual({ checkedOutAt: null, checkOutKind: null });
    expect(await closeOverdueVisits({ now: new Date(slot.endsAt.getTime() + 61 * MINUTE), afterMinutes: 60 })).toBeGreaterThanOrEqual(1);
    expect(await visit()).toEqual({ checkedOutAt: new Date(slot.endsAt.getTime() + 60 * MINUTE), checkOutKind: "CLOSED" });
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 0 });
  });

  it("closes an overdue visit behind more open visits than one round reads", async () => {
    const { locationId, codes, ticketing } = await visitors(1);
    const admitted = await api().post("/v1/check-ins", { qrData: codes[0] });
    const slot = await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId }, select: { endsAt: true } });
    // 501 visits without a slot came in earlier and stay until their day ends, hours away: read first, none of them due.
    const earlier = new Date(Date.now() - 60 * MINUTE);
    await db().checkIn.createMany({ data: Array.from({ length: 501 }, () => ({ museumId: museumA.museumId, kind: "MEMBERSHIP", checkedInAt: earlier, locationId })) });
    await closeOverdueVisits({ now: new Date(slot.endsAt.getTime() + 61 * MINUTE), afterMinutes: 60 });
    expect(await db().checkIn.findUniqueOrThrow({ where: { id: admitted.body.id }, select: { checkOutKind: true } })).toEqual({ checkOutKind: "CLOSED" });
    expect(await db().checkIn.count({ where: { locationId, kind: "MEMBERSHIP", checkedOutAt: null } })).toBe(501);
  });

  it("keeps each museum's occupancy and exits to itself", async () => {
    const { locationId, codes } = await visitors(1);
    await api().post("/v1/check-ins", { qrData: codes[0] });
    expect(await occupancyOf(locationId, museumB.apiKey)).toBeUndefined();
    const elsewhere = await api(museumB.apiKey).post("/v1/check-outs", { qrData: codes[0] });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.code).toBe("INVALID_CODE");
    expect(await occupancyOf(locationId)).toMatchObject({ inside: 1 });
  });
});
