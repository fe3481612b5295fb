import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { counters, createLocation, createTicketing, expireReservation } from "../support/ticketing-fixtures";

const CRON_SECRET = "test-cron-secret-0123456789";
const ISO_MS_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testProviders())("ticket reservations on %s", (provider) => {
  // The in-process sweep is off here so the cron route's counts are exact.
  const foyer = useFoyer(provider, { museums: ["reservations-a", "reservations-b"], env: { CRON_SECRET, EXPIRY_SWEEP_SECONDS: "0" } });
  const museumA = foyer.museum("reservations-a");
  const museumB = foyer.museum("reservations-b");
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    api = apiClient(foyer.baseUrl, museumA.apiKey);
  });

  it("creates a 128-character reservation that expires exactly 15 minutes after creation (docs/api.md, Ticket reservations and Limits)", async () => {
    const ticketing = await createTicketing(museumA.museumId);
    const before = Date.now();
    const answer = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(["createdAt", "expiresAt", "id"]);
    expect(answer.body.id).toMatch(/^[0-9a-f]{128}$/);
    expect(answer.body.createdAt).toMatch(ISO_MS_Z);
    expect(answer.body.expiresAt).toMatch(ISO_MS_Z);
    expect(Date.parse(answer.body.expiresAt) - Date.parse(answer.body.createdAt)).toBe(900_000);
    expect(Date.parse(answer.body.createdAt)).toBeGreaterThanOrEqual(before - 5);
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 1, activeRows: 1 }, type: { held: 1, activeRows: 1 } });

    const read = await api.get(`/v1/ticket-reservations/${answer.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...answer.body, status: "ACTIVE", ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
  });

  it("reserves a ticket type without a time slot, against its maxQuantity only", async () => {
    const ticketing = await createTicketing(museumA.museumId, { maxQuantity: 1 });
    const first = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId });
    expect(first.status).toBe(201);
    const second = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("TICKET_TYPE_SOLD_OUT");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0 }, type: { held: 1, activeRows: 1 } });
  });

  it("answers every refusal of docs/api.md (Reservations) with its status", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 1 });
    const other = await createTicketing(museumB.museumId);
    const cases: [unknown, number, string][] = [
      [{}, 400, "TICKET_TYPE_ID_MISSING"],
      [{ timeSlotId: ticketing.timeSlotId }, 400, "TICKET_TYPE_ID_MISSING"],
      [{ timeSlotId: "not-a-uuid", extra: 1 }, 400, "TICKET_TYPE_ID_MISSING"],
      [{ ticketTypeId: null }, 400, "TICKET_TYPE_ID_MISSING"],
      [{ ticketTypeId: "not-a-uuid" }, 400, "VALIDATION_ERROR"],
      [{ ticketTypeId: ticketing.ticketTypeId, timeSlotId: 42 }, 400, "VALIDATION_ERROR"],
      [{ ticketTypeId: ticketing.ticketTypeId, unknown: true }, 400, "VALIDATION_ERROR"],
      [[ticketing.ticketTypeId], 400, "VALIDATION_ERROR"],
      [{ ticketTypeId: randomUUID() }, 404, "TICKET_TYPE_NOT_FOUND"],
      [{ ticketTypeId: other.ticketTypeId }, 404, "TICKET_TYPE_NOT_FOUND"],
      [{ ticketTypeId: ticketing.ticketTypeId, timeSlotId: randomUUID() }, 404, "TIME_SLOT_NOT_EXIST"],
      [{ ticketTypeId: ticketing.ticketTypeId, timeSlotId: other.timeSlotId }, 404, "TIME_SLOT_NOT_EXIST"],
    ];
    for (const [body, status, code] of cases) {
      const answer = await api.post("/v1/ticket-reservations", body);
      expect({ body, status: answer.status, code: answer.body.error?.code }).toEqual({ body, status, code });
    }
    const held = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(held.status).toBe(201);
    const full = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("TIME_SLOT_FULL");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 1, activeRows: 1 }, type: { held: 1, activeRows: 1 } });
  });

  it("requires the time slot and the ticket type to share a location, or both to have none", async () => {
    const west = await createLocation(museumA.museumId, "West");
    const east = await createLocation(museumA.museumId, "East");
    const same = await createTicketing(museumA.museumId, { locationId: west });
    const mismatched = await createTicketing(museumA.museumId, { locationId: west, slotLocationId: east });
    const slotOnlyLocated = await createTicketing(museumA.museumId, { locationId: null, slotLocationId: west });
    const typeOnlyLocated = await createTicketing(museumA.museumId, { locationId: west, slotLocationId: null });
    const reserve = ({ ticketTypeId, timeSlotId }: { ticketTypeId: string; timeSlotId: string }) =>
      api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId });
    expect((await reserve(same)).status).toBe(201);
    for (const ticketing of [mismatched, slotOnlyLocated, typeOnlyLocated]) {
      const answer = await reserve(ticketing);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("TIME_SLOT_NOT_EXIST");
    }
  });

  it("cancels at once, releasing capacity; repeated or expired cancels answer 204; converted ones 409", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 1 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const first = await api.post("/v1/ticket-reservations", body);
    expect((await api.delete(`/v1/ticket-reservations/${first.body.id}`)).status).toBe(204);
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0, activeRows: 0 }, type: { held: 0, activeRows: 0 } });
    expect((await api.get(`/v1/ticket-reservations/${first.body.id}`)).body.status).toBe("CANCELLED");
    expect((await api.delete(`/v1/ticket-reservations/${first.body.id}`)).status).toBe(204);
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0 }, type: { held: 0 } });

    const second = await api.post("/v1/ticket-reservations", body);
    expect(second.status).toBe(201);
    await expireReservation(second.body.id);
    expect((await api.delete(`/v1/ticket-reservations/${second.body.id}`)).status).toBe(204);
    expect((await api.get(`/v1/ticket-reservations/${second.body.id}`)).body.status).toBe("EXPIRED");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0, activeRows: 0 }, type: { held: 0, activeRows: 0 } });

    const third = await api.post("/v1/ticket-reservations", body);
    expect((await api.post("/v1/tickets", { ticketReservationId: third.body.id })).status).toBe(201);
    const refused = await api.delete(`/v1/ticket-reservations/${third.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("RESERVATION_ALREADY_CONVERTED");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0, sold: 1, validTickets: 1 }, type: { held: 0, sold: 1 } });
  });

  it("keeps another museum's reservations out of reach", async () => {
    const ticketing = await createTicketing(museumA.museumId);
    const mine = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId });
    const asB = apiClient(foyer.baseUrl, museumB.apiKey);
    for (const answer of [await asB.get(`/v1/ticket-reservations/${mine.body.id}`), await asB.delete(`/v1/ticket-reservations/${mine.body.id}`)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("RESERVATION_NOT_FOUND");
    }
    const converted = await asB.post("/v1/tickets", { ticketReservationId: mine.body.id });
    expect(converted.status).toBe(404);
    expect(converted.body.error.code).toBe("RESERVATION_NOT_FOUND");
    expect((await api.get(`/v1/ticket-reservations/${mine.body.id}`)).body.status).toBe("ACTIVE");
    const listB = await asB.get("/v1/ticket-reservations");
    expect(listB.body.list.map((r: { id: string }) => r.id)).not.toContain(mine.body.id);
    expect((await api.get(`/v1/ticket-reservations/${"0".repeat(128)}`)).body.error.code).toBe("RESERVATION_NOT_FOUND");
    expect((await api.get("/v1/ticket-reservations/short")).status).toBe(400);
  });

  it("lists reservations in creation order with paging", async () => {
    const all = await api.get("/v1/ticket-reservations");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.list.length);
    expect(all.body.total).toBe(await db().ticketReservation.count({ where: { museumId: museumA.museumId } }));
    const created = all.body.list.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...created].sort((a, b) => a - b)).toEqual(created);
    const page = await api.get("/v1/ticket-reservations?limit=2&offset=1");
    expect(page.body).toEqual({ total: all.body.total, list: all.body.list.slice(1, 3) });
  });

  it("stops counting an expired hold at once: a full slot takes a new reservation, conversion answers 410", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 1 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const stale = await api.post("/v1/ticket-reservations", body);
    expect((await api.post("/v1/ticket-reservations", body)).body.error.code).toBe("TIME_SLOT_FULL");
    await expireReservation(stale.body.id);
    expect((await api.get(`/v1/ticket-reservations/${stale.body.id}`)).body.status).toBe("EXPIRED");
    const fresh = await api.post("/v1/ticket-reservations", body);
    expect(fresh.status).toBe(201);
    const converted = await api.post("/v1/tickets", { ticketReservationId: stale.body.id });
    expect(converted.status).toBe(410);
    expect(converted.body.error.code).toBe("RESERVATION_EXPIRED");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 1, activeRows: 1, sold: 0 }, type: { held: 1, activeRows: 1 } });
  });

  it("converting a hold that expired but was never swept answers 410 and releases it", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 1 });
    const stale = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    await expireReservation(stale.body.id);
    const converted = await api.post("/v1/tickets", { ticketReservationId: stale.body.id });
    expect(converted.status).toBe(410);
    expect(converted.body.error.code).toBe("RESERVATION_EXPIRED");
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0, activeRows: 0 }, type: { held: 0, activeRows: 0 } });
  });

  it("releases expired holds through the cron route with the secret, and refuses without it", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 5 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const holds = await Promise.all([1, 2, 3].map(() => api.post("/v1/ticket-reservations", body)));
    await expireReservation(holds[0]!.body.id);
    await expireReservation(holds[1]!.body.id);
    const refused = [
      await fetch(`${foyer.baseUrl}/api/cron/release-expired`),
      await fetch(`${foyer.baseUrl}/api/cron/release-expired`, { headers: { authorization: "Bearer wrong" } }),
      await fetch(`${foyer.baseUrl}/api/cron/release-expired`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}x` } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect((await answer.json()).error.code).toBe("UNAUTHORIZED");
    }
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 3, activeRows: 3 } });

    const released = await fetch(`${foyer.baseUrl}/api/cron/release-expired`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ released: 2, ordersReleased: 0 });
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 1, activeRows: 1 }, type: { held: 1, activeRows: 1 } });
    const again = await fetch(`${foyer.baseUrl}/api/cron/release-expired`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(await again.json()).toEqual({ released: 0, ordersReleased: 0 });
    const swept = await db().ticketReservation.findUniqueOrThrow({ where: { id: holds[0]!.body.id } });
    expect(swept.status).toBe("EXPIRED");
    expect(swept.releasedAt).toBeInstanceOf(Date);
  });

  describe("without CRON_SECRET, sweeping in-process every second", () => {
    const sweeping = useFoyer(provider, { museums: ["reservations-sweep"], env: { CRON_SECRET: "", EXPIRY_SWEEP_SECONDS: "1" } });

    it("refuses the cron route (cron is disabled) but still releases expired holds by itself", async () => {
      const museum = sweeping.museum("reservations-sweep");
      const ticketing = await createTicketing(museum.museumId, { capacity: 3 });
      const sweepApi = apiClient(sweeping.baseUrl, museum.apiKey);
      const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
      const holds = await Promise.all([1, 2].map(() => sweepApi.post("/v1/ticket-reservations", body)));
      expect(holds.map((hold) => hold.status), JSON.stringify(holds.map((hold) => hold.body))).toEqual([201, 201]);
      await expireReservation(holds[0]!.body.id);

      for (const authorization of ["Bearer ", "Bearer undefined", ""]) {
        const answer = await fetch(`${sweeping.baseUrl}/api/cron/release-expired`, { headers: { authorization } });
        expect(answer.status).toBe(401);
        expect((await answer.json()).error.code).toBe("UNAUTHORIZED");
      }

      const deadline = Date.now() + 10_000;
      while ((await counters(ticketing)).slot.held !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await counters(ticketing)).toMatchObject({ slot: { held: 1, activeRows: 1 }, type: { held: 1, activeRows: 1 } });
      expect((await db().ticketReservation.findUniqueOrThrow({ where: { id: holds[0]!.body.id } })).status).toBe("EXPIRED");
    });
  });
});
