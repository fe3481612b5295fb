import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createLocation, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// Orders and the visits report in GraphQL (docs/graphql.md, "Orders"): the same records and refusals
// as /v1/orders and /v1/reports/visits, for staff whose role reads (VIEWER) or changes (EDITOR) them.

const ORDER = `id number status timeSlotId customerId email language createdAt expiresAt confirmedAt personalDataRemovedAt paymentMethod total currency
  lines { ticketTypeId quantity unitPrice currency membershipId } tickets { id ticketTypeId status price currency qrData } group { name leaderName size } groupQrData`;
const READ_ORDER = `query($m: ID!, $id: ID!) { museum(id: $m) { order(id: $id) { ${ORDER} } } }`;
const LIST_ORDERS = `query($m: ID!, $f: String, $l: Int, $o: Int) { museum(id: $m) { orders(filter: $f, limit: $l, offset: $o) { total list { ${ORDER} } } } }`;
const change = (name: string, fields = ORDER) => `mutation($m: ID!, $id: ID!) { ${name}(museumId: $m, id: $id) { ${fields} } }`;
const CONFIRM = change("confirmOrder");
const CANCEL = change("cancelOrder");
const EXTEND = change("extendOrder");
const SEND = change("sendOrderTickets", "emailId status");
const VOID = change("voidTicket", "id status ticketTypeId price currency checkIns { id }");
const REPORT = `query($m: ID!, $from: String!, $to: String!, $g: VisitReportGrouping) {
  museum(id: $m) { visitReport(from: $from, to: $to, groupBy: $g) { rows { day timeSlotId ticketTypeId currency ticketsSold ticketsVoided revenue admitted } } }
}`;

const CHANNEL_REPORT = `query($m: ID!, $from: String!, $to: String!) {
  museum(id: $m) { visitReport(from: $from, to: $to, groupBy: CHANNEL) { rows { channel apiKeyId currency ticketsSold ticketsVoided revenue } } }
}`;

const emailFilter = (email: string) => JSON.stringify({ operator: "EQUAL", fieldName: "EMAIL", value: email });

describe.each(testProviders())("orders through GraphQL on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["gql-orders-a", "gql-orders-b"], env: { EXPIRY_SWEEP_SECONDS: "0" }, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museumA = foyer.museum("gql-orders-a");
  const museumB = foyer.museum("gql-orders-b");
  const editor = foyer.graphqlAs("edith@gql-orders.test", museumA, "EDITOR");
  const viewer = foyer.graphqlAs("vera@gql-orders.test", museumA, "VIEWER");
  const door = foyer.graphqlAs("dora@gql-orders.test", museumA, "DOOR");

  const rest = (apiKey = museumA.apiKey) => apiClient(foyer.baseUrl, apiKey);

  /** A slot with an Adult (1500) and a Child (700) ticket type, both EUR. */
  async function slotWithTwoTypes(options: { capacity?: number; startsAt?: Date; museumId?: string } = {}): Promise<Ticketing & { child: string }> {
    const museumId = options.museumId ?? museumA.museumId;
    const ticketing = await createTicketing(museumId, { capacity: options.capacity ?? 10, startsAt: options.startsAt });
    const child = await db().ticketType.create({
      data: { museumId, eventId: ticketing.eventId, name: "Child", price: 700, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true },
      select: { id: true },
    });
    return { ...ticketing, child: child.id };
  }

  /** An order held through /v1: `adults` Adult and `children` Child tickets. */
  async function heldOrder(slot: Ticketing & { child: string }, adults: number, children = 0, email?: string, apiKey?: string) {
    const lines = [{ ticketTypeId: slot.ticketTypeId, quantity: adults }, ...(children ? [{ ticketTypeId: slot.child, quantity: children }] : [])];
    const created = await rest(apiKey).post("/v1/orders", { timeSlotId: slot.timeSlotId, lines, ...(email ? { email } : {}) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; expiresAt: string };
  }

  /** The answer's data, failing with the whole body when there are errors. */
  async function data(answer: Promise<{ body: any }>) {
    const { body } = await answer;
    expect(body.errors, JSON.stringify(body)).toBeUndefined();
    return body.data;
  }

  const slotCounters = (timeSlotId: string) => db().timeSlot.findUniqueOrThrow({ where: { id: timeSlotId }, select: { activeHoldCount: true, soldCount: true } });

  it("lists orders with a filter and pages them as /v1 does, each the record /v1 reads", async () => {
    const slot = await slotWithTwoTypes();
    const ada = [];
    for (let index = 0; index < 3; index++) ada.push(await heldOrder(slot, 1, index, "ada@example.org"));
    await heldOrder(slot, 1, 0, "bob@example.org");
    const page = (await data(editor(LIST_ORDERS, { m: museumA.museumId, f: emailFilter("ada@example.org"), l: 2, o: 1 }))).museum.orders;
    const restPage = await rest().get(`/v1/orders?limit=2&offset=1&filter=${encodeURIComponent(emailFilter("ada@example.org"))}`);
    expect(page.total).toBe(3);
    expect(page.list).toEqual(restPage.body.list);
    const first = (await data(editor(LIST_ORDERS, { m: museumA.museumId, f: emailFilter("ada@example.org"), l: 1, o: 0 }))).museum.orders.list;
    expect([...first, ...page.list].map((order: { id: string }) => order.id).sort()).toEqual(ada.map((order) => order.id).sort());
    expect(page.list.every((order: { email: string; status: string }) => order.email === "ada@example.org" && order.status === "HELD")).toBe(true);
    const bad = await editor(LIST_ORDERS, { m: museumA.museumId, l: 0 });
    expect(errorCodes(bad)).toEqual(["INVALID_PAGINATION"]);
  });

  it("reads an order with its lines, confirms it once into tickets and queues their email", async () => {
    const slot = await slotWithTwoTypes();
    const held = await heldOrder(slot, 2, 1, "family@example.org");
    const before = (await data(editor(READ_ORDER, { m: museumA.museumId, id: held.id }))).museum.order;
    expect(before).toMatchObject({
      status: "HELD",
      email: "family@example.org",
      total: 2 * 1500 + 700,
      currency: "EUR",
      confirmedAt: null,
      tickets: [],
      lines: [
        { ticketTypeId: slot.ticketTypeId, quantity: 2, unitPrice: 1500, currency: "EUR" },
        { ticketTypeId: slot.child, quantity: 1, unitPrice: 700, currency: "EUR" },
      ],
    });
    expect(before).toEqual((await rest().get(`/v1/orders/${held.id}`)).body);

    const confirmed = (await data(editor(CONFIRM, { m: museumA.museumId, id: held.id }))).confirmOrder;
    expect(confirmed.status).toBe("CONFIRMED");
    expect(confirmed.tickets.map((ticket: { ticketTypeId: string; price: number; status: string }) => [ticket.ticketTypeId, ticket.price, ticket.status])).toEqual([
      [slot.ticketTypeId, 1500, "VALID"],
      [slot.ticketTypeId, 1500, "VALID"],
      [slot.child, 700, "VALID"],
    ]);
    expect(await db().ticket.count({ where: { orderId: held.id, status: "VALID" } })).toBe(3);
    expect(await slotCounters(slot.timeSlotId)).toEqual({ activeHoldCount: 0, soldCount: 3 });
    expect(await db().emailOutbox.count({ where: { orderId: held.id, kind: "ORDER_TICKETS", to: "family@example.org" } })).toBe(1);
    expect(confirmed).toEqual((await rest().get(`/v1/orders/${held.id}`)).body);

    const again = await editor(CONFIRM, { m: museumA.museumId, id: held.id });
    expect(errorCodes(again)).toEqual(["ORDER_ALREADY_CONFIRMED"]);
    expect(again.body.data).toBeNull();
    expect(await db().ticket.count({ where: { orderId: held.id } })).toBe(3);
    expect(await db().emailOutbox.count({ where: { orderId: held.id } })).toBe(1);
  });

  it("cancels a held order and gives its places back; a confirmed one is refused", async () => {
    const slot = await slotWithTwoTypes({ capacity: 3 });
    const held = await heldOrder(slot, 3);
    const hold = { ticketTypeId: slot.ticketTypeId, timeSlotId: slot.timeSlotId };
    expect((await rest().post("/v1/ticket-reservations", hold)).body.error.code).toBe("TIME_SLOT_FULL");
    const cancelled = (await data(editor(CANCEL, { m: museumA.museumId, id: held.id }))).cancelOrder;
    expect(cancelled).toMatchObject({ id: held.id, status: "CANCELLED", tickets: [] });
    expect(await slotCounters(slot.timeSlotId)).toEqual({ activeHoldCount: 0, soldCount: 0 });
    expect((await rest().post("/v1/ticket-reservations", hold)).status).toBe(201);

    const sold = await heldOrder(slot, 1);
    await data(editor(CONFIRM, { m: museumA.museumId, id: sold.id }));
    expect(errorCodes(await editor(CANCEL, { m: museumA.museumId, id: sold.id }))).toEqual(["ORDER_ALREADY_CONFIRMED"]);
  });

  it("extends a hold 15 minutes from now", async () => {
    const slot = await slotWithTwoTypes();
    const held = await heldOrder(slot, 1);
    const soon = new Date(Date.now() + 60_000);
    await db().order.update({ where: { id: held.id }, data: { expiresAt: soon } });
    const asked = Date.now();
    const extended = (await data(editor(EXTEND, { m: museumA.museumId, id: held.id }))).extendOrder;
    const expiresAt = Date.parse(extended.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 15 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect((await db().order.findUniqueOrThrow({ where: { id: held.id } })).expiresAt.toISOString()).toBe(extended.expiresAt);
  });

  it("sends a confirmed order's tickets again, and refuses to for a held one", async () => {
    const slot = await slotWithTwoTypes();
    const held = await heldOrder(slot, 1, 0, "again@example.org");
    expect(errorCodes(await editor(SEND, { m: museumA.museumId, id: held.id }))).toEqual(["ORDER_NOT_CONFIRMED"]);
    await data(editor(CONFIRM, { m: museumA.museumId, id: held.id }));
    const sent = (await data(editor(SEND, { m: museumA.museumId, id: held.id }))).sendOrderTickets;
    expect(sent.status).toBe("queued");
    const outbox = await db().emailOutbox.findMany({ where: { orderId: held.id }, orderBy: { createdAt: "asc" }, select: { id: true, to: true, kind: true } });
    expect(outbox).toHaveLength(2);
    expect(outbox.at(-1)).toEqual({ id: sent.emailId, to: "again@example.org", kind: "ORDER_TICKETS" });
  });

  it("voids a sold ticket: its place is free again and the order shows it VOIDED", async () => {
    const slot = await slotWithTwoTypes({ capacity: 2 });
    const held = await heldOrder(slot, 2);
    const { tickets } = (await data(editor(CONFIRM, { m: museumA.museumId, id: held.id }))).confirmOrder;
    const voided = (await data(editor(VOID, { m: museumA.museumId, id: tickets[0].id }))).voidTicket;
    expect(voided).toEqual({ id: tickets[0].id, status: "VOIDED", ticketTypeId: slot.ticketTypeId, price: 1500, currency: "EUR", checkIns: [] });
    expect(await slotCounters(slot.timeSlotId)).toEqual({ activeHoldCount: 0, soldCount: 1 });
    expect((await rest().post("/v1/ticket-reservations", { ticketTypeId: slot.ticketTypeId, timeSlotId: slot.timeSlotId })).status).toBe(201);
    const order = (await data(editor(READ_ORDER, { m: museumA.museumId, id: held.id }))).museum.order;
    expect(order.tickets.map((ticket: { status: string }) => ticket.status).sort()).toEqual(["VALID", "VOIDED"]);
    // Voiding again answers the ticket as it is.
    expect((await data(editor(VOID, { m: museumA.museumId, id: tickets[0].id }))).voidTicket.status).toBe("VOIDED");
  });

  it("reports a day's tickets sold, voided and revenue, by day and by ticket type", async () => {
    const locationId = await createLocation(museumA.museumId, "Report hall");
    await db().location.update({ where: { id: locationId }, data: { timezone: "Europe/Berlin" } });
    const ticketing = await createTicketing(museumA.museumId, { locationId, startsAt: new Date("2027-04-10T10:00:00Z"), capacity: 10 });
    const child = await db().ticketType.create({
      data: { museumId: museumA.museumId, eventId: ticketing.eventId, locationId, name: "Child", price: 700, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true },
      select: { id: true },
    });
    const held = await heldOrder({ ...ticketing, child: child.id }, 2, 2);
    const { tickets } = (await data(editor(CONFIRM, { m: museumA.museumId, id: held.id }))).confirmOrder;
    await data(editor(VOID, { m: museumA.museumId, id: tickets.find((ticket: { ticketTypeId: string }) => ticket.ticketTypeId === child.id).id }));

    const day = { m: museumA.museumId, from: "2027-04-10", to: "2027-04-10" };
    const byDay = (await data(viewer(REPORT, day))).museum.visitReport.rows;
    expect(byDay).toEqual([{ day: "2027-04-10", timeSlotId: null, ticketTypeId: null, currency: "EUR", ticketsSold: 4, ticketsVoided: 1, revenue: 3700, admitted: 0 }]);
    const byType = (await data(viewer(REPORT, { ...day, g: "TICKET_TYPE" }))).museum.visitReport.rows;
    expect(byType).toHaveLength(2);
    expect(byType).toEqual(
      expect.arrayContaining([
        { day: null, timeSlotId: null, ticketTypeId: ticketing.ticketTypeId, currency: "EUR", ticketsSold: 2, ticketsVoided: 0, revenue: 3000, admitted: 0 },
        { day: null, timeSlotId: null, ticketTypeId: child.id, currency: "EUR", ticketsSold: 2, ticketsVoided: 1, revenue: 700, admitted: 0 },
      ]),
    );
    // A web shop's sale the same day: its API key is a channel of its own, beside the staff's.
    const webShop = await heldOrder({ ...ticketing, child: child.id }, 1);
    expect((await rest().post(`/v1/orders/${webShop.id}/confirm`, {})).status).toBe(200);
    const apiKey = await db().apiKey.findFirstOrThrow({ where: { museumId: museumA.museumId }, select: { id: true } });
    const byChannel = (await data(viewer(CHANNEL_REPORT, day))).museum.visitReport.rows;
    expect(byChannel).toEqual([
      { channel: "API_KEY", apiKeyId: apiKey.id, currency: "EUR", ticketsSold: 1, ticketsVoided: 0, revenue: 1500 },
      { channel: "STAFF", apiKeyId: null, currency: "EUR", ticketsSold: 4, ticketsVoided: 1, revenue: 3700 },
    ]);
    expect((await data(viewer(REPORT, { m: museumA.museumId, from: "2027-04-11", to: "2027-04-11" }))).museum.visitReport.rows).toEqual([]);
    expect(errorCodes(await viewer(REPORT, { m: museumA.museumId, from: "2027-04-10", to: "2027-04-09" }))).toEqual(["VALIDATION_ERROR"]);
  });

  it("refuses door staff every read, with the museum's other fields still answering", async () => {
    const slot = await slotWithTwoTypes();
    const held = await heldOrder(slot, 1);
    const answer = await door(
      `query($m: ID!, $id: ID!) { museum(id: $m) { name orders { total } order(id: $id) { id } visitReport(from: "2027-04-10", to: "2027-04-10") { rows { day } } } }`,
      { m: museumA.museumId, id: held.id },
    );
    expect(errorCodes(answer)).toEqual(["FORBIDDEN", "FORBIDDEN", "FORBIDDEN"]);
    expect(answer.body.data.museum).toEqual({ name: expect.any(String), orders: null, order: null, visitReport: null });
  });

  it("lets a viewer read orders but refuses every change, changing nothing", async () => {
    const slot = await slotWithTwoTypes();
    const held = await heldOrder(slot, 1, 0, "viewer@example.org");
    const sold = await heldOrder(slot, 1, 0, "sold@example.org");
    const { tickets } = (await data(editor(CONFIRM, { m: museumA.museumId, id: sold.id }))).confirmOrder;
    const read = (await data(viewer(READ_ORDER, { m: museumA.museumId, id: held.id }))).museum.order;
    expect(read).toMatchObject({ id: held.id, status: "HELD", email: "viewer@example.org" });
    const storedBefore = await db().order.findMany({ where: { id: { in: [held.id, sold.id] } }, orderBy: { id: "asc" } });
    const emailsBefore = await db().emailOutbox.count({ where: { orderId: { in: [held.id, sold.id] } } });
    for (const [mutation, id] of [[CONFIRM, held.id], [CANCEL, held.id], [EXTEND, held.id], [SEND, sold.id], [VOID, tickets[0].id]] as const) {
      const refused = await viewer(mutation, { m: museumA.museumId, id });
      expect(errorCodes(refused), mutation).toEqual(["FORBIDDEN"]);
      expect(refused.body.data).toBeNull();
    }
    expect(await db().order.findMany({ where: { id: { in: [held.id, sold.id] } }, orderBy: { id: "asc" } })).toEqual(storedBefore);
    expect(await db().emailOutbox.count({ where: { orderId: { in: [held.id, sold.id] } } })).toBe(emailsBefore);
    expect((await db().ticket.findUniqueOrThrow({ where: { id: tickets[0].id } })).status).toBe("VALID");
  });

  it("does not find another museum's order or ticket, and changes neither", async () => {
    const theirs = await slotWithTwoTypes({ museumId: museumB.museumId });
    const held = await heldOrder(theirs, 1, 0, undefined, museumB.apiKey);
    const sold = await heldOrder(theirs, 1, 0, undefined, museumB.apiKey);
    const ticket = (await rest(museumB.apiKey).post(`/v1/orders/${sold.id}/confirm`, {})).body.tickets[0];
    const read = await editor(READ_ORDER, { m: museumA.museumId, id: held.id });
    expect(errorCodes(read)).toEqual(["ORDER_NOT_FOUND"]);
    expect(read.body.data.museum.order).toBeNull();
    const listed = await data(editor(LIST_ORDERS, { m: museumA.museumId, f: JSON.stringify({ operator: "EQUAL", fieldName: "ID", value: held.id }) }));
    expect(listed.museum.orders).toEqual({ total: 0, list: [] });
    for (const mutation of [CONFIRM, CANCEL, EXTEND]) expect(errorCodes(await editor(mutation, { m: museumA.museumId, id: held.id })), mutation).toEqual(["ORDER_NOT_FOUND"]);
    expect(errorCodes(await editor(SEND, { m: museumA.museumId, id: sold.id }))).toEqual(["ORDER_NOT_FOUND"]);
    expect(errorCodes(await editor(VOID, { m: museumA.museumId, id: ticket.id }))).toEqual(["TICKET_NOT_FOUND"]);
    // Naming museum B itself: the editor has no role there.
    expect(errorCodes(await editor(CONFIRM, { m: museumB.museumId, id: held.id }))).toEqual(["NOT_FOUND"]);
    expect((await db().order.findUniqueOrThrow({ where: { id: held.id } })).status).toBe("HELD");
    expect((await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("VALID");
  });
});
