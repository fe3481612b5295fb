import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { createMember } from "../support/membership-fixtures";
import { type TestMuseum } from "../support/seed-museum";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// Admission at the door (docs/api.md, "Check-in"): every refusal has its own code, and a ticket is
// admitted exactly once however many doors and server processes scan it at the same moment.

const HOUR = 3_600_000;
const ADMISSION_SIGNING_KEY = "a".repeat(64);

describe.each(testProviders())("check-in on %s", (provider) => {
  // The test process signs membership codes with the server's key.
  const foyer = useFoyer(provider, { museums: ["door-a", "door-b"], sharedEnv: { ADMISSION_SIGNING_KEY } });
  const museumA = foyer.museum("door-a");
  const museumB = foyer.museum("door-b");
  // A second server process on the same database, for scans that race across processes.
  let second: RunningFoyer;
  let zone: string;
  let locationId: string;

  beforeAll(async () => {
    second = await startFoyer(provider, { DATABASE_URL: foyer.database.url, ADMISSION_SIGNING_KEY });
    zone = zoneNearNoon();
    await db().museum.update({ where: { id: museumA.museumId }, data: { timezone: zone } });
    locationId = (await db().location.create({ data: { museumId: museumA.museumId, name: "Main hall", timezone: zone }, select: { id: true } })).id;
  });

  afterAll(async () => {
    await second?.stop();
  });

  const door = (apiKey = museumA.apiKey, base = () => foyer.baseUrl) => ({
    scan: (qrData: string, entrance?: string) => apiClient(base(), apiKey).post("/v1/check-ins", entrance ? { qrData, entrance } : { qrData }),
  });

  /** A sold ticket for a slot starting at `startsAt`, and its code. */
  async function ticketFor(startsAt: Date, museum: TestMuseum = museumA) {
    const ticketing = await createTicketing(museum.museumId, { locationId: museum === museumA ? locationId : null, startsAt, capacity: 5 });
    const customer = await db().customer.create({ data: { museumId: museum.museumId, name: "Hedy Lamarr" }, select: { id: true } });
    const sold = await apiClient(foyer.baseUrl, museum.apiKey).post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId, customerId: customer.id });
    expect(sold.status).toBe(201);
    return sold.body as { id: string; qrData: string };
  }

  it("admits a ticket with what the door compares, then answers already used with when and where", async () => {
    const startsAt = new Date(Date.now() - 10 * 60_000);
    const ticket = await ticketFor(startsAt);
    const admitted = await door().scan(ticket.qrData, "Main entrance");
    expect(admitted.status).toBe(201);
    expect(admitted.body).toMatchObject({ kind: "TICKET", ticketId: ticket.id, membershipId: null, entrance: "Main entrance", visitorName: "Hedy Lamarr", admits: "Adult" });
    expect(admitted.body.timeSlot.startsAt).toBe(startsAt.toISOString());
    const again = await door().scan(ticket.qrData, "Garden gate");
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "ALREADY_CHECKED_IN", details: { firstCheckedInAt: admitted.body.checkedInAt, entrance: "Main entrance" } });
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    expect((await api.get(`/v1/check-ins/${admitted.body.id}`)).body).toEqual(admitted.body);
    // The admission is kept: an admitted ticket can be cancelled, not deleted.
    expect((await api.delete(`/v1/tickets/${ticket.id}`)).body.error.code).toBe("IN_USE");
    expect((await api.get(`/v1/tickets/${ticket.id}`)).status).toBe(200);
  });

  it("admits one ticket scanned 30 times at once through two server processes exactly once", async () => {
    const ticket = await ticketFor(new Date(Date.now() - 60_000));
    const scans = await Promise.all(Array.from({ length: 30 }, (_, i) => door(museumA.apiKey, () => (i % 2 ? second.baseUrl : foyer.baseUrl)).scan(ticket.qrData, `Door ${i}`)));
    expect(scans.filter((scan) => scan.status === 201)).toHaveLength(1);
    expect(scans.filter((scan) => scan.status === 409 && scan.body.error.code === "ALREADY_CHECKED_IN")).toHaveLength(29);
    expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(1);
  });

  it("admits a once-a-day card scanned 20 times at once through two server processes exactly once", async () => {
    await db().museum.update({ where: { id: museumA.museumId }, data: { membershipAdmission: "ONCE_A_DAY" } });
    const member = await createMember(museumA.museumId, { email: null });
    const card = membershipQrData({ id: member.membershipId, museumId: museumA.museumId });
    const scans = await Promise.all(Array.from({ length: 20 }, (_, i) => door(museumA.apiKey, () => (i % 2 ? second.baseUrl : foyer.baseUrl)).scan(card, `Door ${i}`)));
    expect(scans.filter((scan) => scan.status === 201)).toHaveLength(1);
    expect(scans.filter((scan) => scan.status === 409 && scan.body.error.code === "MEMBERSHIP_ALREADY_USED_TODAY")).toHaveLength(19);
    expect(await db().checkIn.count({ where: { membershipId: member.membershipId } })).toBe(1);
    await db().museum.update({ where: { id: museumA.museumId }, data: { membershipAdmission: "EVERY_VISIT" } });
  });

  it("refuses a cancelled ticket, another day's, and a slot not open yet, each with its own code", async () => {
    const voided = await ticketFor(new Date(Date.now() - 60_000));
    await apiClient(foyer.baseUrl, museumA.apiKey).patch(`/v1/tickets/${voided.id}`, { status: "CANCELLED" });
    expect((await door().scan(voided.qrData)).body.error.code).toBe("TICKET_VOIDED");
    const tomorrow = await door().scan((await ticketFor(new Date(Date.now() + 24 * HOUR))).qrData);
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body.error).toMatchObject({ code: "TICKET_WRONG_DAY", details: { timeZone: zone } });
    // Doors open 30 minutes before a slot unless the location says otherwise.
    const later = await ticketFor(new Date(Date.now() + 2 * HOUR));
    expect((await door().scan(later.qrData)).body.error.code).toBe("TICKET_SLOT_NOT_OPEN");
    await db().location.update({ where: { id: locationId }, data: { earlyEntryMinutes: 180 } });
    expect((await door().scan(later.qrData)).status).toBe(201);
  });

  it("answers INVALID_CODE, and nothing more, for garbage, an altered code and another museum's", async () => {
    const ticket = await ticketFor(new Date(Date.now() - 60_000));
    const altered = ticket.qrData.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    for (const qrData of ["hello", altered, `${ticket.qrData}x`]) {
      const refused = await door().scan(qrData);
      expect(refused.status, qrData).toBe(422);
      expect(refused.body.error.code, qrData).toBe("INVALID_CODE");
    }
    const elsewhere = await door(museumB.apiKey).scan(ticket.qrData);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error).toMatchObject({ code: "INVALID_CODE", message: "This is not a valid ticket or membership code of this museum." });
    expect(elsewhere.body.error.details).toBeUndefined();
    expect((await door().scan("x".repeat(3000))).body.error.code).toBe("VALIDATION_ERROR");
  });

  it("admits a member at every visit, or once a day when the museum says so, and says why a card is refused", async () => {
    const member = await createMember(museumA.museumId, { customerName: "Lise Meitner", membershipName: "Friends of the museum" });
    const card = membershipQrData({ id: member.membershipId, museumId: museumA.museumId });
    expect((await door().scan(card)).body).toMatchObject({ kind: "MEMBERSHIP", membershipId: member.membershipId, visitorName: "Lise Meitner", admits: "Friends of the museum", timeSlot: null });
    expect((await door().scan(card)).status).toBe(201);
    await db().museum.update({ where: { id: museumA.museumId }, data: { membershipAdmission: "ONCE_A_DAY" } });
    const onceADay = await createMember(museumA.museumId, { email: null });
    const onceCard = membershipQrData({ id: onceADay.membershipId, museumId: museumA.museumId });
    const first = await door().scan(onceCard, "Main entrance");
    expect(first.status).toBe(201);
    const secondVisit = await door().scan(onceCard);
    expect(secondVisit.status).toBe(409);
    expect(secondVisit.body.error).toMatchObject({ code: "MEMBERSHIP_ALREADY_USED_TODAY", details: { firstCheckedInAt: first.body.checkedInAt, entrance: "Main entrance" } });

    const refusals: [Parameters<typeof createMember>[1], string][] = [
      [{ toDays: -2 }, "MEMBERSHIP_EXPIRED"],
      [{ fromDays: 3 }, "MEMBERSHIP_NOT_YET_VALID"],
      [{ status: "CANCELLED" }, "MEMBERSHIP_CANCELLED"],
    ];
    for (const [options, code] of refusals) {
      const refused = await createMember(museumA.museumId, { ...options, email: null });
      const answer = await door().scan(membershipQrData({ id: refused.membershipId, museumId: museumA.museumId }));
      expect(answer.status, code).toBe(422);
      expect(answer.body.error.code).toBe(code);
    }
  });

  it("lists a museum's check-ins, oldest first, filtered, and none of another museum's", async () => {
    const ticket = await ticketFor(new Date(Date.now() - 60_000));
    const admitted = await door().scan(ticket.qrData);
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const filter = encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "TICKET_ID", value: ticket.id }));
    expect((await api.get(`/v1/check-ins?filter=${filter}`)).body).toEqual({ total: 1, list: [admitted.body] });
    const all = (await api.get("/v1/check-ins?limit=100")).body;
    expect(all.total).toBeGreaterThan(1);
    const times = all.list.map((entry: { checkedInAt: string }) => entry.checkedInAt);
    expect(times).toEqual([...times].sort());
    const other = apiClient(foyer.baseUrl, museumB.apiKey);
    expect((await other.get("/v1/check-ins")).body).toEqual({ total: 0, list: [] });
    expect((await other.get(`/v1/check-ins/${admitted.body.id}`)).body.error.code).toBe("CHECK_IN_NOT_FOUND");
  });
});
