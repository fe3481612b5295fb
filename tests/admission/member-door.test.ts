import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { expectRefused } from "../support/expect-refused";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer } from "../support/foyer-server";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// docs/admission.md, "Members at the door": a current card admits its member into the place they
// booked; without a booking the museum's walkInMembers decides: let in, a free member's place taken
// in a slot running now when one has room (the slot's count goes up, through the one capacity path),
// or refused with MEMBERSHIP_NOT_BOOKED. Over HTTP against the started app, on both databases, with
// walk-ins raced over two server processes.

const YEAR_MS = 365 * 86_400_000;

describe.each(testProviders())("members at the door on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["door-booked", "door-walk-in"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const booked = foyer.museum("door-booked");
  const walkIn = foyer.museum("door-walk-in");
  const staff = foyer.graphqlAs("door@members.test", walkIn, "DOOR");

  /** A slot that began a minute ago (its doors are open) with a free members' own ticket type. */
  async function slotRunningNow(museumId: string, capacity: number): Promise<Ticketing & { memberType: string }> {
    const slot = await createTicketing(museumId, { capacity, startsAt: new Date(Date.now() - 60_000) });
    const memberType = await db().ticketType.create({
      data: { museumId, eventId: slot.eventId, name: "Member's visit", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 1000, published: true, memberTicket: true },
      select: { id: true },
    });
    return { ...slot, memberType: memberType.id };
  }

  async function card(apiKey: string, museumId: string, name: string): Promise<{ id: string; qrData: string }> {
    const customer = await db().customer.create({ data: { museumId, name, language: "en" }, select: { id: true } });
    const created = await apiClient(foyer.baseUrl, apiKey).post("/v1/memberships", {
      customerId: customer.id,
      name: "Annual pass",
      validFrom: new Date(Date.now() - YEAR_MS / 2).toISOString(),
      validTo: new Date(Date.now() + YEAR_MS / 2).toISOString(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  describe("with a booking", () => {
    const api = () => apiClient(foyer.baseUrl, booked.apiKey);
    let slot: Ticketing & { memberType: string };

    beforeAll(async () => {
      slot = await slotRunningNow(booked.museumId, 20);
      expect((await api().patch("/v1/settings", { walkInMembers: "NOT_ALLOWED" })).body.walkInMembers).toBe("NOT_ALLOWED");
    });

    it("keeps the setting as staff set it, refuses what it is not, and audits the change", async () => {
      expectRefused(await api().patch("/v1/settings", { walkInMembers: "SOMETIMES" }), 400, "VALIDATION_ERROR");
      expect((await api().get("/v1/settings")).body.walkInMembers).toBe("NOT_ALLOWED");
      const entries = await db().auditEntry.findMany({ where: { museumId: booked.museumId, entity: "museum" }, select: { before: true, after: true } });
      expect(entries.some((entry) => (entry.after ?? "").includes(`"walkInMembers":"NOT_ALLOWED"`) && (entry.before ?? "").includes(`"walkInMembers":"ALLOWED"`)), JSON.stringify(entries)).toBe(true);
    });

    it("lets the card in as its booked ticket, once, and refuses a card without a booking", async () => {
      const member = await card(booked.apiKey, booked.museumId, "Mira Member");
      const order = await api().post("/v1/orders", { timeSlotId: slot.timeSlotId, lines: [{ ticketTypeId: slot.memberType, quantity: 1, membershipQrData: member.qrData }] });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const confirmed = await api().post(`/v1/orders/${order.body.id}/confirm`, {});
      expect(confirmed.body.status).toBe("CONFIRMED");
      const ticket = confirmed.body.tickets[0] as { id: string; qrData: string };

      const admitted = await api().post("/v1/check-ins", { qrData: member.qrData, entrance: "Main door" });
      expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
      expect(admitted.body).toMatchObject({ kind: "TICKET", ticketId: ticket.id, membershipId: member.id, visitorName: "Mira Member", admits: "Member's visit", timeSlot: { id: slot.timeSlotId } });

      // The booked ticket itself, and the card again: the one place was used.
      expect(expectRefused(await api().post("/v1/check-ins", { qrData: ticket.qrData }), 409, "ALREADY_CHECKED_IN").details).toMatchObject({ entrance: "Main door" });
      expectRefused(await api().post("/v1/check-ins", { qrData: member.qrData }), 409, "ALREADY_CHECKED_IN");
      expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(1);

      const unbooked = await card(booked.apiKey, booked.museumId, "Nina Nobooking");
      const refused = expectRefused(await api().post("/v1/check-ins", { qrData: unbooked.qrData }), 409, "MEMBERSHIP_NOT_BOOKED");
      expect(refused.message).toMatch(/no booking/i);
    });

    it("keeps two members' places in one order apart: each card is let in once, into its own place", async () => {
      const [first, second] = [await card(booked.apiKey, booked.museumId, "Ada Pair"), await card(booked.apiKey, booked.museumId, "Ben Pair")];
      const order = await api().post("/v1/orders", {
        timeSlotId: slot.timeSlotId,
        lines: [first, second].map((member) => ({ ticketTypeId: slot.memberType, quantity: 1, membershipQrData: member.qrData })),
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const tickets = (await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body.tickets as { id: string }[];

      const admittedFirst = await api().post("/v1/check-ins", { qrData: first.qrData });
      expect(admittedFirst.status, JSON.stringify(admittedFirst.body)).toBe(201);
      expectRefused(await api().post("/v1/check-ins", { qrData: first.qrData }), 409, "ALREADY_CHECKED_IN");
      const admittedSecond = await api().post("/v1/check-ins", { qrData: second.qrData });
      expect(admittedSecond.status, JSON.stringify(admittedSecond.body)).toBe(201);
      expect(new Set([admittedFirst.body.ticketId, admittedSecond.body.ticketId])).toEqual(new Set(tickets.map((ticket) => ticket.id)));
      expect(await db().checkIn.count({ where: { ticketId: { in: tickets.map((ticket) => ticket.id) } } })).toBe(2);
    });

    it("keeps letting members in without a booking where the museum allows it (the default)", async () => {
      await api().patch("/v1/settings", { walkInMembers: "ALLOWED" });
      try {
        const member = await card(booked.apiKey, booked.museumId, "Walt Walker");
        const admitted = await api().post("/v1/check-ins", { qrData: member.qrData });
        expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
        expect(admitted.body).toMatchObject({ kind: "MEMBERSHIP", ticketId: null, membershipId: member.id, timeSlot: null });
      } finally {
        await api().patch("/v1/settings", { walkInMembers: "NOT_ALLOWED" });
      }
    });
  });

  describe("walking in when there is room", () => {
    const api = (baseUrl = foyer.baseUrl) => apiClient(baseUrl, walkIn.apiKey);

    beforeAll(async () => {
      const set = await api().patch("/v1/settings", { walkInMembers: "WHEN_ROOM" });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const read = await staff(`query($m: ID!) { museum(id: $m) { walkInMembers } }`, { m: walkIn.museumId });
      expect(read.body.data?.museum.walkInMembers, JSON.stringify(read.body)).toBe("WHEN_ROOM");
    });

    it("books a member's place in the slot running now, counted in it, and refuses once it is full", async () => {
      const slot = await slotRunningNow(walkIn.museumId, 2);
      const first = await card(walkIn.apiKey, walkIn.museumId, "Ada Early");
      const admitted = await api().post("/v1/check-ins", { qrData: first.qrData, entrance: "Garden gate" });
      expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
      expect(admitted.body).toMatchObject({ kind: "TICKET", membershipId: first.id, timeSlot: { id: slot.timeSlotId } });
      expect((await counters({ ticketTypeId: slot.memberType, timeSlotId: slot.timeSlotId })).slot).toMatchObject({ sold: 1, validTickets: 1 });
      // The place is an order like any other: confirmed, free, the member's, on the card.
      const order = await db().order.findFirstOrThrow({ where: { museumId: walkIn.museumId, timeSlotId: slot.timeSlotId }, select: { status: true, total: true, lines: { select: { membershipId: true } } } });
      expect(order).toEqual({ status: "CONFIRMED", total: 0, lines: [{ membershipId: first.id }] });
      expectRefused(await api().post("/v1/check-ins", { qrData: first.qrData }), 409, "ALREADY_CHECKED_IN");

      const second = await card(walkIn.apiKey, walkIn.museumId, "Bea Second");
      expect((await api().post("/v1/check-ins", { qrData: second.qrData })).status).toBe(201);
      const third = await card(walkIn.apiKey, walkIn.museumId, "Cleo Late");
      const full = expectRefused(await api().post("/v1/check-ins", { qrData: third.qrData }), 409, "MEMBERSHIP_NOT_BOOKED");
      expect(full.message).toMatch(/no time slot running now has room/i);
      expect((await counters({ ticketTypeId: slot.memberType, timeSlotId: slot.timeSlotId })).slot).toMatchObject({ sold: 2, held: 0 });

      // The dashboard's door says the same through GraphQL.
      const viaStaff = await staff(`mutation($m: ID!, $q: String!) { checkIn(museumId: $m, qrData: $q) { refusal { code } } }`, { m: walkIn.museumId, q: third.qrData });
      expect(viaStaff.body.data?.checkIn.refusal?.code, JSON.stringify(viaStaff.body)).toBe("MEMBERSHIP_NOT_BOOKED");
      await db().timeSlot.update({ where: { id: slot.timeSlotId }, data: { closedAt: new Date() } });
    });

    it("takes the members' ticket of the slot's own location, and gives the place back when the location is full", async () => {
      const museumId = walkIn.museumId;
      const [hall, annex] = await Promise.all(["Small hall", "Annex"].map((name, index) => db().location.create({ data: { museumId, name, timezone: "UTC", maxOccupancy: index === 0 ? 1 : null }, select: { id: true } })));
      const slot = await createTicketing(museumId, { capacity: 5, startsAt: new Date(Date.now() - 60_000), locationId: hall!.id });
      const membersType = (locationId: string, createdAt: Date) =>
        db().ticketType.create({
          data: { museumId, eventId: slot.eventId, locationId, name: "Member's visit", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true, memberTicket: true, createdAt },
          select: { id: true },
        });
      // The event's first members' ticket is the annex's, which the hall's slot cannot sell.
      await membersType(annex!.id, new Date(Date.now() - 60_000));
      const hallType = await membersType(hall!.id, new Date());
      try {
        const first = await card(walkIn.apiKey, museumId, "Hana Hall");
        const admitted = await api().post("/v1/check-ins", { qrData: first.qrData });
        expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
        expect(admitted.body).toMatchObject({ kind: "TICKET", membershipId: first.id, timeSlot: { id: slot.timeSlotId } });

        // One inside fills the hall: the next member's place is booked, then given back.
        const second = await card(walkIn.apiKey, museumId, "Otto Overflow");
        expect(expectRefused(await api().post("/v1/check-ins", { qrData: second.qrData }), 409, "LOCATION_FULL").details).toMatchObject({ inside: 1, maxOccupancy: 1 });
        expect((await counters({ ticketTypeId: hallType.id, timeSlotId: slot.timeSlotId })).slot).toMatchObject({ sold: 1, held: 0, validTickets: 1 });
      } finally {
        await db().timeSlot.update({ where: { id: slot.timeSlotId }, data: { closedAt: new Date() } });
      }
    });

    it("books again for a member whose place in the slot was voided", async () => {
      const slot = await slotRunningNow(walkIn.museumId, 5);
      try {
        const member = await card(walkIn.apiKey, walkIn.museumId, "Vera Voided");
        const order = await api().post("/v1/orders", { timeSlotId: slot.timeSlotId, lines: [{ ticketTypeId: slot.memberType, quantity: 1, membershipQrData: member.qrData }] });
        const [voided] = (await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body.tickets as { id: string }[];
        expect((await api().post(`/v1/tickets/${voided!.id}/void`, {})).body.status).toBe("VOIDED");
        const admitted = await api().post("/v1/check-ins", { qrData: member.qrData });
        expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
        expect(admitted.body).toMatchObject({ kind: "TICKET", membershipId: member.id, timeSlot: { id: slot.timeSlotId } });
        expect(admitted.body.ticketId).not.toBe(voided!.id);
      } finally {
        await db().timeSlot.update({ where: { id: slot.timeSlotId }, data: { closedAt: new Date() } });
      }
    });

    it("never lets more walk-ins in than the slot has room for, nor one card twice, across two processes", async () => {
      const second = await startFoyer(provider, { DATABASE_URL: foyer.database.url });
      try {
        const slot = await slotRunningNow(walkIn.museumId, 5);
        const cards = await Promise.all(Array.from({ length: 8 }, (_, index) => card(walkIn.apiKey, walkIn.museumId, `Member ${index}`)));
        // Eight members and the first card three times more, at the same moment, through both servers.
        const scans = [...cards, cards[0]!, cards[0]!, cards[0]!];
        const answers = await Promise.all(scans.map((scanned, index) => api(index % 2 === 0 ? foyer.baseUrl : second.baseUrl).post("/v1/check-ins", { qrData: scanned.qrData })));
        const admitted = answers.filter((answer) => answer.status === 201);
        for (const answer of answers.filter((answer) => answer.status !== 201)) {
          expect(["MEMBERSHIP_NOT_BOOKED", "ALREADY_CHECKED_IN"], JSON.stringify(answer.body)).toContain(answer.body.error.code);
        }
        expect(admitted).toHaveLength(5);
        expect(new Set(admitted.map((answer) => answer.body.membershipId)).size).toBe(5);
        expect((await counters({ ticketTypeId: slot.memberType, timeSlotId: slot.timeSlotId })).slot).toMatchObject({ sold: 5, held: 0, validTickets: 5 });
        expect(await db().checkIn.count({ where: { ticket: { timeSlotId: slot.timeSlotId } } })).toBe(5);
      } finally {
        await second.stop();
      }
    }, 120_000);
  });
});
