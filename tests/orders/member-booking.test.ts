import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient, type ApiAnswer } from "../support/api-client";
import { expectRefused } from "../support/expect-refused";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer } from "../support/foyer-server";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// docs/orders.md, "Members book a slot": a member books their own free place with their card, and up
// to guestsPerVisit guests at the guests' prices; per visit (membership and slot, over every live
// order) no more, however the orders interleave, across two server processes.

const VISIT = new Date("2027-03-01T10:00:00.000Z");
const YEAR_MS = 365 * 24 * 3_600_000;

describe.each(testProviders())("members booking a slot on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["members-a", "members-b"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("members-a");
  const other = foyer.museum("members-b");
  const api = () => apiClient(foyer.baseUrl, museum.apiKey);
  const editor = foyer.graphqlAs("editor@members.test", museum, "EDITOR");
  let visit: Ticketing;
  let memberType: string;
  let customerId: string;

  const membership = async (guestsPerVisit: number | undefined, validFrom = new Date(VISIT.getTime() - YEAR_MS / 2), validTo = new Date(VISIT.getTime() + YEAR_MS / 2)) => {
    const created = await api().post("/v1/memberships", {
      customerId,
      name: "Annual pass",
      validFrom: validFrom.toISOString(),
      validTo: validTo.toISOString(),
      ...(guestsPerVisit === undefined ? {} : { guestsPerVisit }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; qrData: string; guestsPerVisit: number };
  };
  const book = (card: { qrData: string }, guests: number, options: { member?: boolean; timeSlotId?: string; baseUrl?: string } = {}) =>
    apiClient(options.baseUrl ?? foyer.baseUrl, museum.apiKey).post("/v1/orders", {
      timeSlotId: options.timeSlotId ?? visit.timeSlotId,
      lines: [
        ...(options.member === false ? [] : [{ ticketTypeId: memberType, quantity: 1, membershipQrData: card.qrData }]),
        ...(guests > 0 ? [{ ticketTypeId: visit.ticketTypeId, quantity: guests, membershipQrData: card.qrData }] : []),
      ],
    });

  /** The dashboard's desk sells as the signed-in editor (GraphQL), paid in cash. */
  const sellAtDesk = (lines: Record<string, unknown>[]) =>
    editor(`mutation($m: ID!, $input: DeskSaleInput!) { sellAtDesk(museumId: $m, input: $input) { status lines { membershipId } } }`, {
      m: museum.museumId,
      input: { timeSlotId: visit.timeSlotId, paymentMethod: "CASH", lines },
    });

  beforeAll(async () => {
    visit = await createTicketing(museum.museumId, { capacity: 100, price: 1400, startsAt: VISIT });
    const created = await api().post("/v1/ticket-types", { eventId: visit.eventId, name: "Member", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 1000, published: true, memberTicket: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.memberTicket).toBe(true);
    memberType = created.body.id;
    customerId = (await db().customer.create({ data: { museumId: museum.museumId, name: "Mira Member", language: "en" }, select: { id: true } })).id;
  });

  it("keeps guestsPerVisit on a membership: 0 by default, 0 to 20", async () => {
    expect((await membership(undefined)).guestsPerVisit).toBe(0);
    const card = await membership(2);
    expect(card.guestsPerVisit).toBe(2);
    const changed = await api().patch(`/v1/memberships/${card.id}`, { guestsPerVisit: 3 });
    expect(changed.body.guestsPerVisit).toBe(3);
    expect((await api().get(`/v1/memberships/${card.id}`)).body.guestsPerVisit).toBe(3);
    expectRefused(await api().patch(`/v1/memberships/${card.id}`, { guestsPerVisit: 21 }), 400, "VALIDATION_ERROR");
    expectRefused(await api().patch(`/v1/memberships/${card.id}`, { guestsPerVisit: -1 }), 400, "VALIDATION_ERROR");
    // The dashboard's door: the same field, read and changed through GraphQL.
    const changedByStaff = await editor(`mutation($m: ID!, $id: ID!) { updateMembership(museumId: $m, id: $id, input: { guestsPerVisit: 1 }) { guestsPerVisit } }`, { m: museum.museumId, id: card.id });
    expect(changedByStaff.body.data.updateMembership.guestsPerVisit).toBe(1);
    const types = await editor(`query($m: ID!, $id: ID!) { museum(id: $m) { ticketType(id: $id) { memberTicket } } }`, { m: museum.museumId, id: memberType });
    expect(types.body.data?.museum.ticketType.memberTicket, JSON.stringify(types.body)).toBe(true);
  });

  it("keeps a members' own ticket free, on create and on every change", async () => {
    const priced = { eventId: visit.eventId, name: "Paid member", price: 500, currency: "EUR", masterLanguage: "en", maxQuantity: 10, memberTicket: true };
    expectRefused(await api().post("/v1/ticket-types", priced), 422, "MEMBER_TICKET_NOT_FREE");
    const free = await api().post("/v1/ticket-types", { ...priced, price: 0 });
    expect(free.status).toBe(201);
    expectRefused(await api().patch(`/v1/ticket-types/${free.body.id}`, { price: 100 }), 422, "MEMBER_TICKET_NOT_FREE");
    expect((await api().get(`/v1/ticket-types/${free.body.id}`)).body.price).toBe(0);
    expectRefused(await api().patch(`/v1/ticket-types/${visit.ticketTypeId}`, { memberTicket: true }), 422, "MEMBER_TICKET_NOT_FREE");
    const untick = await api().patch(`/v1/ticket-types/${free.body.id}`, { memberTicket: false, price: 100 });
    expect(untick.status, JSON.stringify(untick.body)).toBe(200);
    expect(untick.body).toMatchObject({ memberTicket: false, price: 100 });
  });

  it("books the member's free place and their guests with the card, and no more per visit", async () => {
    const card = await membership(2);
    const booked = await book(card, 2);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.total).toBe(2 * 1400);
    expect(booked.body.lines).toEqual([
      expect.objectContaining({ ticketTypeId: memberType, quantity: 1, unitPrice: 0, membershipId: card.id }),
      expect.objectContaining({ ticketTypeId: visit.ticketTypeId, quantity: 2, unitPrice: 1400, membershipId: card.id }),
    ]);
    // The member's place counts against the slot like any ticket.
    expect((await counters({ ticketTypeId: memberType, timeSlotId: visit.timeSlotId })).type.held).toBe(1);

    const before = await counters(visit);
    const moreGuests = expectRefused(await book(card, 1, { member: false }), 409, "GUEST_LIMIT_REACHED");
    expect(moreGuests.details).toMatchObject({ membershipId: card.id, guestsPerVisit: 2, guestsWithThisOrder: 3 });
    expectRefused(await book(card, 0), 409, "GUEST_LIMIT_REACHED");
    expect(await counters(visit)).toEqual(before);

    // Another visit is another allowance; a released order gives its places back.
    const later = await createTicketing(museum.museumId, { capacity: 10, startsAt: new Date(VISIT.getTime() + 86_400_000) });
    expect((await book(card, 2, { timeSlotId: later.timeSlotId })).status).toBe(201);
    expect((await api().delete(`/v1/orders/${booked.body.id}`)).status).toBe(204);
    expect((await book(card, 2)).status).toBe(201);
  });

  it("refuses a card that does not admit on the day of the visit, a member's place without one, and a card without a slot", async () => {
    const line = (extra: Record<string, unknown>) => api().post("/v1/orders", { timeSlotId: visit.timeSlotId, lines: [{ ticketTypeId: memberType, quantity: 1, ...extra }] });
    const reason = async (answer: Promise<ApiAnswer>) => expectRefused(await answer, 422, "MEMBERSHIP_NOT_VALID").details.reason;
    expect(await reason(line({}))).toBe("MEMBERSHIP_REQUIRED");
    const ended = await membership(2, new Date(VISIT.getTime() - YEAR_MS), new Date(VISIT.getTime() - 86_400_000));
    expect(await reason(line({ membershipQrData: ended.qrData }))).toBe("EXPIRED");
    const upcoming = await membership(2, new Date(VISIT.getTime() + 86_400_000), new Date(VISIT.getTime() + YEAR_MS));
    expect(await reason(line({ membershipQrData: upcoming.qrData }))).toBe("NOT_YET_VALID");
    const cancelled = await membership(2);
    await api().patch(`/v1/memberships/${cancelled.id}`, { status: "CANCELLED" });
    expect(await reason(line({ membershipQrData: cancelled.qrData }))).toBe("CANCELLED");
    expect(await reason(line({ membershipQrData: "not a card" }))).toBe("MALFORMED");

    const otherCustomer = await db().customer.create({ data: { museumId: other.museumId, name: "Elsewhere", language: "en" }, select: { id: true } });
    const foreign = await apiClient(foyer.baseUrl, other.apiKey).post("/v1/memberships", { customerId: otherCustomer.id, name: "Their pass", validFrom: "2026-01-01T00:00:00.000Z", validTo: "2028-01-01T00:00:00.000Z" });
    expect(await reason(line({ membershipQrData: foreign.body.qrData }))).toBe("NOT_THIS_MUSEUM");
    const foreignAtDesk = await sellAtDesk([{ ticketTypeId: memberType, quantity: 1, membershipId: foreign.body.id }]);
    expect(foreignAtDesk.body.errors?.[0]?.extensions).toMatchObject({ code: "MEMBERSHIP_NOT_VALID", details: { reason: "NOT_THIS_MUSEUM" } });

    const card = await membership(1);
    const unslotted = expectRefused(await api().post("/v1/orders", { lines: [{ ticketTypeId: visit.ticketTypeId, quantity: 1, membershipQrData: card.qrData }] }), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(unslotted.details)).toContain("timeSlotId");
    expectRefused(await line({ membershipId: card.id, membershipQrData: card.qrData }), 400, "VALIDATION_ERROR");
  });

  it("books by membershipId with an API key, only a membership of the key's museum; the desk books by it too", async () => {
    const card = await membership(1);
    const byKey = await api().post("/v1/orders", {
      timeSlotId: visit.timeSlotId,
      lines: [
        { ticketTypeId: memberType, quantity: 1, membershipId: card.id },
        { ticketTypeId: visit.ticketTypeId, quantity: 1, membershipId: card.id },
      ],
    });
    expect(byKey.status, JSON.stringify(byKey.body)).toBe(201);
    expect(byKey.body.lines).toEqual([
      expect.objectContaining({ ticketTypeId: memberType, quantity: 1, unitPrice: 0, membershipId: card.id }),
      expect.objectContaining({ ticketTypeId: visit.ticketTypeId, quantity: 1, unitPrice: 1400, membershipId: card.id }),
    ]);
    // The id books the same visit as the card: its QR data finds the allowance spent.
    expectRefused(await book(card, 1, { member: false }), 409, "GUEST_LIMIT_REACHED");

    // Another museum's membership id is refused as its card is, and nothing is held.
    const otherCustomer = await db().customer.create({ data: { museumId: other.museumId, name: "Elsewhere by id", language: "en" }, select: { id: true } });
    const foreign = await apiClient(foyer.baseUrl, other.apiKey).post("/v1/memberships", { customerId: otherCustomer.id, name: "Their pass", validFrom: "2026-01-01T00:00:00.000Z", validTo: "2028-01-01T00:00:00.000Z" });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);
    const before = await counters(visit);
    const memberBefore = await counters({ ticketTypeId: memberType, timeSlotId: visit.timeSlotId });
    const ordersBefore = await db().order.count({ where: { museumId: museum.museumId } });
    const refused = expectRefused(
      await api().post("/v1/orders", {
        timeSlotId: visit.timeSlotId,
        lines: [
          { ticketTypeId: visit.ticketTypeId, quantity: 1 },
          { ticketTypeId: memberType, quantity: 1, membershipId: foreign.body.id },
        ],
      }),
      422,
      "MEMBERSHIP_NOT_VALID",
    );
    expect(refused.details).toMatchObject({ line: 1, ticketTypeId: memberType, quantity: 1, reason: "NOT_THIS_MUSEUM" });
    expect(await counters(visit)).toEqual(before);
    expect(await counters({ ticketTypeId: memberType, timeSlotId: visit.timeSlotId })).toEqual(memberBefore);
    expect(await db().order.count({ where: { museumId: museum.museumId } })).toBe(ordersBefore);

    // The desk (staff signed in) books by id as before.
    const atDesk = await membership(1);
    const sold = await sellAtDesk([
      { ticketTypeId: memberType, quantity: 1, membershipId: atDesk.id },
      { ticketTypeId: visit.ticketTypeId, quantity: 1, membershipId: atDesk.id },
    ]);
    expect(sold.body.errors, JSON.stringify(sold.body.errors)).toBeUndefined();
    expect(sold.body.data.sellAtDesk).toMatchObject({ status: "CONFIRMED", lines: [{ membershipId: atDesk.id }, { membershipId: atDesk.id }] });
  });

  it("never books more than one member's place and guestsPerVisit guests, however orders race over two processes", async () => {
    const second = await startFoyer(provider, { DATABASE_URL: foyer.database.url });
    try {
      const card = await membership(3);
      const slot = await createTicketing(museum.museumId, { capacity: 100, startsAt: new Date(VISIT.getTime() + 2 * 86_400_000) });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          book(card, 1, { member: index % 4 === 0, timeSlotId: slot.timeSlotId, baseUrl: index % 2 === 0 ? foyer.baseUrl : second.baseUrl }),
        ),
      );
      const held = answers.filter((answer) => answer.status === 201);
      for (const answer of answers.filter((answer) => answer.status !== 201)) expect(answer.body.error.code).toBe("GUEST_LIMIT_REACHED");
      const lines = held.flatMap((answer) => answer.body.lines as { ticketTypeId: string; quantity: number }[]);
      expect(lines.filter((line) => line.ticketTypeId !== memberType).reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
      expect(lines.filter((line) => line.ticketTypeId === memberType).length).toBeLessThanOrEqual(1);

      // The member's own place alone, raced on a slot of its own: exactly one order gets it.
      const own = await createTicketing(museum.museumId, { capacity: 100, startsAt: new Date(VISIT.getTime() + 3 * 86_400_000) });
      const ownAnswers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => book(card, 0, { timeSlotId: own.timeSlotId, baseUrl: index % 2 === 0 ? foyer.baseUrl : second.baseUrl })),
      );
      expect(ownAnswers.filter((answer) => answer.status === 201)).toHaveLength(1);
      for (const answer of ownAnswers.filter((answer) => answer.status !== 201)) expect(answer.body.error.code).toBe("GUEST_LIMIT_REACHED");
    } finally {
      await second.stop();
    }
  }, 120_000);
});
