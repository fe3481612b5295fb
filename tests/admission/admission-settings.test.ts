import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { signInToDashboard } from "../support/dashboard-session";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createMember } from "../support/membership-fixtures";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// The settings the museum controls at the door (docs/api.md, "Check-in"): how often a membership card
// admits (the dashboard's museum settings) and how early a location's doors open before a slot
// (earlyEntryMinutes on /v1/locations).

const QR_SIGNING_KEY = "b".repeat(64);

/** A fixed-offset zone where it is about noon now, so a slot minutes away is today there. Etc/GMT-3 is UTC+3. */
describe.each(testProviders())("admission settings on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["door-settings"], sharedEnv: { QR_SIGNING_KEY } });
  const museum = foyer.museum("door-settings");
  let cookie: string;

  const settings = (init: { method?: string; body?: unknown } = {}) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${museum.museumId}/settings`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    await grantMuseumRole({ email: "owner@door-settings.test", museumId: museum.museumId, role: "OWNER" });
    cookie = await signInToDashboard(foyer.baseUrl, "owner@door-settings.test");
  });

  it("keeps a location's early entry between 0 and 720 minutes, 30 unless set", async () => {
    const api = foyer.api(museum.apiKey);
    const plain = await api.create("/v1/locations", { name: "Hall" });
    expect(plain.status).toBe(201);
    expect(plain.body.earlyEntryMinutes).toBe(30);
    const early = await api.create("/v1/locations", { name: "Garden", earlyEntryMinutes: 0 });
    expect(early.body.earlyEntryMinutes).toBe(0);
    for (const earlyEntryMinutes of [-1, 721, 1.5, "30"]) {
      const refused = await api.post("/v1/locations", { name: "Annex", earlyEntryMinutes });
      expect(refused.status, String(earlyEntryMinutes)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "earlyEntryMinutes" }] });
    }
    const updated = await api.update(`/v1/locations/${plain.body.id}`, { earlyEntryMinutes: 720 });
    expect(updated.status).toBe(200);
    expect(updated.body.earlyEntryMinutes).toBe(720);
    expect((await api.get(`/v1/locations/${plain.body.id}`)).body.earlyEntryMinutes).toBe(720);
    expect((await api.get("/v1/locations")).body.list.map((location: { earlyEntryMinutes: number }) => location.earlyEntryMinutes)).toEqual([720, 0]);
  });

  it("opens the doors for a slot as early as its location says", async () => {
    const api = foyer.api(museum.apiKey);
    const location = (await api.create("/v1/locations", { name: "Tower", timezone: zoneNearNoon(), earlyEntryMinutes: 10 })).body;
    const startsAt = new Date(Date.now() + 20 * 60_000);
    const ticketing = await createTicketing(museum.museumId, { locationId: location.id, startsAt });
    const ticket = (await api.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })).body;
    expect((await api.post("/v1/check-ins", { qrData: ticket.qrData })).body.error).toMatchObject({ code: "TICKET_SLOT_NOT_OPEN" });
    await api.update(`/v1/locations/${location.id}`, { earlyEntryMinutes: 30 });
    expect((await api.post("/v1/check-ins", { qrData: ticket.qrData })).status).toBe(201);
  });

  it("lets the owner say members may enter once a day, which the door then applies", async () => {
    expect(await (await settings()).json()).toMatchObject({ membershipAdmission: "EVERY_VISIT" });
    const refused = await settings({ method: "PATCH", body: { membershipAdmission: "TWICE_A_DAY" } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "membershipAdmission" }] });

    const api = foyer.api(museum.apiKey);
    const member = await createMember(museum.museumId, { email: null });
    const card = membershipQrData({ id: member.membershipId, museumId: museum.museumId });
    expect((await api.post("/v1/check-ins", { qrData: card })).status).toBe(201);
    expect((await api.post("/v1/check-ins", { qrData: card })).status).toBe(201);

    const saved = await settings({ method: "PATCH", body: { membershipAdmission: "ONCE_A_DAY" } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ membershipAdmission: "ONCE_A_DAY" });
    expect((await db().museum.findUniqueOrThrow({ where: { id: museum.museumId } })).membershipAdmission).toBe("ONCE_A_DAY");
    const other = await createMember(museum.museumId, { email: null });
    const otherCard = membershipQrData({ id: other.membershipId, museumId: museum.museumId });
    expect((await api.post("/v1/check-ins", { qrData: otherCard })).status).toBe(201);
    expect((await api.post("/v1/check-ins", { qrData: otherCard })).body.error.code).toBe("MEMBERSHIP_ALREADY_USED_TODAY");
  });
});
