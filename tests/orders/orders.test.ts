import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient, tally } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { createLocation, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

const CRON_SECRET = "orders-test-cron-secret";
// One address for both server processes, as in a deployment: a ticket's code names it, so an order
// reads the same through either (by default each would name its own port).
const PUBLIC_URL = "https://tickets.orders.test";

// docs/orders.md: several tickets held at once or not at all, on the same capacity as single
// reservations, confirmed once, extended up to an hour, cancelled and voided with their capacity back.

/** A second ticket type for the same event, slot location and currency as `ticketing`'s. */
async function secondType(museumId: string, ticketing: Ticketing, maxQuantity = 1000): Promise<string> {
  const first = await db().ticketType.findUniqueOrThrow({ where: { id: ticketing.ticketTypeId }, select: { locationId: true } });
  const created = await db().ticketType.create({
    data: { museumId, eventId: ticketing.eventId, locationId: first.locationId, name: "Child", price: 700, currency: "EUR", masterLanguage: "en", maxQuantity, published: true },
    select: { id: true },
  });
  return created.id;
}

/** What the slot's counters say next to what is stored: held units of reservations and orders, valid tickets. */
async function slotLedger(timeSlotId: string) {
  const [slot, activeReservations, heldLines, validTickets] = await Promise.all([
    db().timeSlot.findUniqueOrThrow({ where: { id: timeSlotId }, select: { activeHoldCount: true, soldCount: true, capacity: true } }),
    db().ticketReservation.count({ where: { timeSlotId, status: "ACTIVE" } }),
    db().orderLine.aggregate({ where: { order: { timeSlotId, status: "HELD" } }, _sum: { quantity: true } }),
    db().ticket.count({ where: { timeSlotId, status: "VALID" } }),
  ]);
  return {
    counters: { held: slot.activeHoldCount, sold: slot.soldCount },
    stored: { held: activeReservations + (heldLines._sum.quantity ?? 0), sold: validTickets },
    capacity: slot.capacity,
  };
}

async function typeLedger(ticketTypeId: string) {
  const [type, activeReservations, heldLines, validTickets] = await Promise.all([
    db().ticketType.findUniqueOrThrow({ where: { id: ticketTypeId }, select: { activeHoldCount: true, soldCount: true } }),
    db().ticketReservation.count({ where: { ticketTypeId, status: "ACTIVE" } }),
    db().orderLine.aggregate({ where: { ticketTypeId, order: { status: "HELD" } }, _sum: { quantity: true } }),
    db().ticket.count({ where: { ticketTypeId, status: "VALID" } }),
  ]);
  return { counters: { held: type.activeHoldCount, sold: type.soldCount }, stored: { held: activeReservations + (heldLines._sum.quantity ?? 0), sold: validTickets } };
}

describe.each(testProviders())("orders on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["orders-a", "orders-b"], env: { EXPIRY_SWEEP_SECONDS: "0", CRON_SECRET, PUBLIC_URL } });
  const museumA = foyer.museum("orders-a");
  const museumB = foyer.museum("orders-b");
  const api = () => apiClient(foyer.baseUrl, museumA.apiKey);
  // A second server process on the same database: claims must hold across processes too.
  let second: RunningFoyer;

  beforeAll(async () => {
    second = await startFoyer(provider, { DATABASE_URL: foyer.database.url, EXPIRY_SWEEP_SECONDS: "0", PUBLIC_URL });
  });

  afterAll(async () => {
    await second?.stop();
  });

  it("holds every line of an order, with prices, total and a 15-minute hold", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 10, price: 1500 });
    const child = await secondType(museumA.museumId, ticketing);
    const created = await api().post("/v1/orders", {
      timeSlotId: ticketing.timeSlotId,
      email: "Ada@Example.org",
      lines: [
        { ticketTypeId: ticketing.ticketTypeId, quantity: 2 },
        { ticketTypeId: child, quantity: 2 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "HELD",
      email: "ada@example.org",
      language: "en",
      timeSlotId: ticketing.timeSlotId,
      total: 2 * 1500 + 2 * 700,
      currency: "EUR",
      lines: [
        { ticketTypeId: ticketing.ticketTypeId, quantity: 2, unitPrice: 1500, currency: "EUR" },
        { ticketTypeId: child, quantity: 2, unitPrice: 700, currency: "EUR" },
      ],
      tickets: [],
      confirmedAt: null,
    });
    expect(new Date(created.body.expiresAt).getTime() - new Date(created.body.createdAt).getTime()).toBe(15 * 60_000);
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 4, sold: 0 }, stored: { held: 4, sold: 0 } });
    expect((await api().get(`/v1/orders/${created.body.id}`)).body).toEqual(created.body);
  });

  it("refuses an order for 4 when 3 places are left, whole, naming the line, and changes nothing", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 3 });
    const child = await secondType(museumA.museumId, ticketing);
    const before = await slotLedger(ticketing.timeSlotId);
    const refused = await api().post("/v1/orders", {
      timeSlotId: ticketing.timeSlotId,
      lines: [
        { ticketTypeId: ticketing.ticketTypeId, quantity: 2 },
        { ticketTypeId: child, quantity: 2 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("TIME_SLOT_FULL");
    expect(refused.body.error.details).toMatchObject({ line: expect.any(Number), ticketTypeId: expect.any(String), quantity: 2 });
    expect(await slotLedger(ticketing.timeSlotId)).toEqual(before);
    expect(await typeLedger(ticketing.ticketTypeId)).toMatchObject({ counters: { held: 0, sold: 0 } });
    expect(await typeLedger(child)).toMatchObject({ counters: { held: 0, sold: 0 } });
    expect(await db().order.count({ where: { timeSlotId: ticketing.timeSlotId } })).toBe(0);
    // Three fit.
    const three = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: child, quantity: 3 }] });
    expect(three.status).toBe(201);
  });

  it("answers each line's problem with the reservation's code and the line, holding nothing", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 50, maxQuantity: 5 });
    const elsewhere = await createTicketing(museumA.museumId, { capacity: 50, slotLocationId: await createLocation(museumA.museumId, "Annex") });
    const otherMuseum = await createTicketing(museumB.museumId, { capacity: 50 });
    const slot = ticketing.timeSlotId;
    const line = (ticketTypeId: string, quantity = 1) => ({ ticketTypeId, quantity });
    const cases: [unknown, number, string, number][] = [
      [{ timeSlotId: slot, lines: [line(ticketing.ticketTypeId), line(otherMuseum.ticketTypeId)] }, 404, "TICKET_TYPE_NOT_FOUND", 1],
      [{ timeSlotId: randomUUID(), lines: [line(ticketing.ticketTypeId)] }, 404, "TIME_SLOT_NOT_EXIST", 0],
      [{ timeSlotId: elsewhere.timeSlotId, lines: [line(ticketing.ticketTypeId)] }, 404, "TIME_SLOT_NOT_EXIST", 0],
      [{ timeSlotId: slot, lines: [line(ticketing.ticketTypeId, 2), line(ticketing.ticketTypeId, 4)] }, 409, "TICKET_TYPE_SOLD_OUT", 1],
    ];
    for (const [body, status, code, lineIndex] of cases) {
      const answer = await api().post("/v1/orders", body);
      expect(answer.status, code).toBe(status);
      expect(answer.body.error.code).toBe(code);
      expect(answer.body.error.details.line).toBe(lineIndex);
    }
    expect(await slotLedger(slot)).toMatchObject({ counters: { held: 0, sold: 0 } });
    expect(await typeLedger(ticketing.ticketTypeId)).toMatchObject({ counters: { held: 0, sold: 0 } });
    for (const body of [
      { lines: [] },
      { lines: [line(ticketing.ticketTypeId, 0)] },
      { lines: [line(ticketing.ticketTypeId, 51)] },
      { lines: Array.from({ length: 21 }, () => line(ticketing.ticketTypeId)) },
      { lines: [line(ticketing.ticketTypeId)], email: "not an email" },
      { lines: [line(ticketing.ticketTypeId)], surprise: true },
    ]) {
      const answer = await api().post("/v1/orders", body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("never holds or sells past a slot of 50 under 200 orders and 100 reservations at once, through two processes", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 50 });
    const child = await secondType(museumA.museumId, ticketing);
    const servers = [foyer.baseUrl, second.baseUrl];
    const requests = [
      ...Array.from({ length: 200 }, (_, index) => () => {
        const quantity = (index % 4) + 1;
        const lines = index % 3 === 0 ? [{ ticketTypeId: ticketing.ticketTypeId, quantity }] : [
          { ticketTypeId: child, quantity: Math.ceil(quantity / 2) },
          { ticketTypeId: ticketing.ticketTypeId, quantity: Math.floor(quantity / 2) || 1 },
        ];
        return apiClient(servers[index % 2]!, museumA.apiKey).post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines });
      }),
      ...Array.from({ length: 100 }, (_, index) => () =>
        apiClient(servers[index % 2]!, museumA.apiKey).post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId }),
      ),
    ];
    const answers = await Promise.all(requests.map((send) => send()));
    const outcomes = tally(answers);
    expect(Object.keys(outcomes).sort()).toEqual(["201", "409 TIME_SLOT_FULL"]);
    const ledger = await slotLedger(ticketing.timeSlotId);
    expect(ledger.counters).toEqual(ledger.stored);
    expect(ledger.counters.held).toBeLessThanOrEqual(50);
    // Every unit an answer promised is held, and nothing else.
    const promised = answers
      .filter((answer) => answer.status === 201)
      .reduce((sum, answer) => sum + (answer.body.lines ? answer.body.lines.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0) : 1), 0);
    expect(promised).toBe(ledger.counters.held);
    // The slot is full: what is left over is too little for any order that was refused.
    expect(ledger.counters.held).toBeGreaterThan(45);
    // Confirming some while others are cancelled keeps the counters in step with the rows.
    const orders = answers.filter((answer) => answer.status === 201 && answer.body.lines);
    await Promise.all(orders.map((order, index) => (index % 2 ? api().post(`/v1/orders/${order.body.id}/confirm`, {}) : api().delete(`/v1/orders/${order.body.id}`))));
    const after = await slotLedger(ticketing.timeSlotId);
    expect(after.counters).toEqual(after.stored);
    expect(await typeLedger(ticketing.ticketTypeId)).toMatchObject({ counters: (await typeLedger(ticketing.ticketTypeId)).stored });
    expect(await typeLedger(child)).toMatchObject({ counters: (await typeLedger(child)).stored });
  });

  it("makes one set of tickets from concurrent confirms, and sells what was held", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 10 });
    const child = await secondType(museumA.museumId, ticketing);
    const order = await api().post("/v1/orders", {
      timeSlotId: ticketing.timeSlotId,
      lines: [
        { ticketTypeId: ticketing.ticketTypeId, quantity: 2 },
        { ticketTypeId: child, quantity: 2 },
      ],
    });
    const servers = [foyer.baseUrl, second.baseUrl];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => apiClient(servers[index % 2]!, museumA.apiKey).post(`/v1/orders/${order.body.id}/confirm`, {})));
    expect(tally(answers)).toEqual({ "200": 1, "409 ORDER_ALREADY_CONFIRMED": 29 });
    const confirmed = answers.find((answer) => answer.status === 200)!.body;
    expect(confirmed.status).toBe("CONFIRMED");
    expect(confirmed.tickets.map((ticket: { ticketTypeId: string }) => ticket.ticketTypeId)).toEqual([ticketing.ticketTypeId, ticketing.ticketTypeId, child, child]);
    expect(confirmed.tickets.every((ticket: { qrData: string; status: string }) => ticket.status === "VALID" && ticket.qrData.length > 20)).toBe(true);
    expect(await db().ticket.count({ where: { orderId: order.body.id } })).toBe(4);
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 0, sold: 4 }, stored: { held: 0, sold: 4 } });
    expect((await api().get(`/v1/orders/${order.body.id}`)).body).toEqual(confirmed);
    expect((await api().delete(`/v1/orders/${order.body.id}`)).body.error.code).toBe("ORDER_ALREADY_CONFIRMED");
  });

  it("extends a hold by 15 minutes at a time, and not past 60 minutes after the order was made", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 10 });
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    const extended = await api().post(`/v1/orders/${order.body.id}/extend`, {});
    expect(extended.status).toBe(200);
    expect(new Date(extended.body.expiresAt).getTime()).toBeGreaterThanOrEqual(new Date(order.body.expiresAt).getTime());
    // As if the visitor had been paying for 50 minutes, with the hold renewed meanwhile.
    const createdAt = new Date(Date.now() - 50 * 60_000);
    await db().order.update({ where: { id: order.body.id }, data: { createdAt, expiresAt: new Date(Date.now() + 60_000) } });
    const capped = await api().post(`/v1/orders/${order.body.id}/extend`, {});
    expect(capped.status).toBe(200);
    expect(new Date(capped.body.expiresAt).getTime()).toBe(createdAt.getTime() + 60 * 60_000);
    const refused = await api().post(`/v1/orders/${order.body.id}/extend`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("HOLD_EXTENSION_LIMIT");
    expect((await api().get(`/v1/orders/${order.body.id}`)).body.expiresAt).toBe(capped.body.expiresAt);
  });

  it("refuses to confirm or extend an expired order, and gives its places back", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 4 });
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 4 }] });
    // Full now: a reservation is refused.
    expect((await api().post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })).status).toBe(409);
    await db().order.update({ where: { id: order.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api().get(`/v1/orders/${order.body.id}`)).body.status).toBe("EXPIRED");
    // An expired order stops counting at once, before any sweep, as an expired reservation does.
    expect((await api().get(`/v1/time-slots/${ticketing.timeSlotId}`)).body).toMatchObject({ heldQuantity: 0, availableCapacity: 4 });
    expect((await api().get(`/v1/ticket-types/${ticketing.ticketTypeId}`)).body).toMatchObject({ availableQuantity: 1000 });
    // A full slot releases expired orders before it refuses, as it does expired reservations.
    const hold = await api().post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(hold.status).toBe(201);
    for (const action of ["confirm", "extend"]) {
      const answer = await api().post(`/v1/orders/${order.body.id}/${action}`, {});
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe("ORDER_EXPIRED");
    }
    expect(await db().ticket.count({ where: { orderId: order.body.id } })).toBe(0);
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 1, sold: 0 }, stored: { held: 1, sold: 0 } });
  });

  it("releases expired orders through the cron route and the lazy path on confirm", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 10 });
    const [first, secondOrder] = await Promise.all(
      [3, 2].map((quantity) => api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity }] })),
    );
    await db().order.updateMany({ where: { id: { in: [first!.body.id, secondOrder!.body.id] } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const confirm = await api().post(`/v1/orders/${first!.body.id}/confirm`, {});
    expect(confirm.body.error.code).toBe("ORDER_EXPIRED");
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 2 } });
    const cron = await fetch(`${foyer.baseUrl}/api/cron/release-expired`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(cron.status).toBe(200);
    expect(await cron.json()).toMatchObject({ ordersReleased: 1 });
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 0, sold: 0 }, stored: { held: 0, sold: 0 } });
    expect(await db().order.findUniqueOrThrow({ where: { id: secondOrder!.body.id }, select: { status: true } })).toEqual({ status: "EXPIRED" });
  });

  it("cancels a held order at once, idempotently", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 5 });
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 5 }] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api().delete(`/v1/orders/${order.body.id}`)));
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204]);
    expect((await api().get(`/v1/orders/${order.body.id}`)).body.status).toBe("CANCELLED");
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 0, sold: 0 }, stored: { held: 0, sold: 0 } });
    expect((await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body.error.code).toBe("ORDER_CANCELLED");
  });

  it("voids a sold ticket: its place is free again, the order shows it and its code no longer admits", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 2, startsAt: new Date(Date.now() - 5 * 60_000) });
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 2 }] });
    const confirmed = (await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body;
    const [kept, refunded] = confirmed.tickets;
    const voided = await api().post(`/v1/tickets/${refunded.id}/void`, {});
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe("VOIDED");
    expect((await api().post(`/v1/tickets/${refunded.id}/void`, {})).body.status).toBe("VOIDED");
    // Voiding again changed nothing: the trail holds one entry for the void (docs/audit.md).
    const entries = await db().auditEntry.findMany({ where: { entity: "ticket", entityId: refunded.id, action: "update" }, select: { before: true, after: true } });
    expect(entries.map((entry) => [JSON.parse(entry.before!).status, JSON.parse(entry.after!).status])).toEqual([["VALID", "VOIDED"]]);
    expect(await slotLedger(ticketing.timeSlotId)).toMatchObject({ counters: { held: 0, sold: 1 }, stored: { held: 0, sold: 1 } });
    const shown = (await api().get(`/v1/orders/${order.body.id}`)).body;
    expect(shown.tickets.map((ticket: { id: string; status: string }) => [ticket.id, ticket.status])).toEqual([
      [kept.id, "VALID"],
      [refunded.id, "VOIDED"],
    ]);
    const refusedAtDoor = await api().post("/v1/check-ins", { qrData: refunded.qrData });
    expect(refusedAtDoor.status).toBe(422);
    expect(refusedAtDoor.body.error.code).toBe("TICKET_VOIDED");
    expect((await api().post("/v1/check-ins", { qrData: kept.qrData })).status).toBe(201);
    // The freed place sells again.
    expect((await api().post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })).status).toBe(201);
    const cancelledTicket = await api().post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId });
    await api().patch(`/v1/tickets/${cancelledTicket.body.id}`, { status: "CANCELLED" });
    expect((await api().post(`/v1/tickets/${cancelledTicket.body.id}/void`, {})).body.error.code).toBe("TICKET_ALREADY_CANCELLED");
  });

  it("lists orders with paging and filters, and keeps each museum's orders its own", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 20 });
    const customer = await db().customer.create({ data: { museumId: museumA.museumId, name: "Grace Hopper", language: "de" }, select: { id: true } });
    const mine = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, customerId: customer.id, email: "grace@example.org", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(mine.body.language).toBe("de");
    await api().post(`/v1/orders/${mine.body.id}/confirm`, {});
    await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, email: "other@example.org", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    const filter = (condition: unknown) => encodeURIComponent(JSON.stringify(condition));
    const equal = (fieldName: string, value: string) => ({ operator: "EQUAL", fieldName, value });
    const byEmail = await api().get(`/v1/orders?filter=${filter({ operator: "AND", conditions: [equal("EMAIL", "grace@example.org"), equal("STATUS", "CONFIRMED")] })}`);
    expect(byEmail.body.total).toBe(1);
    expect(byEmail.body.list[0].id).toBe(mine.body.id);
    const byCustomer = await api().get(`/v1/orders?filter=${filter(equal("CUSTOMER_ID", customer.id))}`);
    expect(byCustomer.body.list.map((order: { id: string }) => order.id)).toEqual([mine.body.id]);
    const bySlot = await api().get(`/v1/orders?limit=1&filter=${filter(equal("TIME_SLOT_ID", ticketing.timeSlotId))}`);
    expect(bySlot.body.total).toBe(2);
    expect(bySlot.body.list).toHaveLength(1);
    const tickets = await api().get(`/v1/tickets?filter=${filter(equal("ORDER_ID", mine.body.id))}`);
    expect(tickets.body.total).toBe(1);
    const other = apiClient(foyer.baseUrl, museumB.apiKey);
    expect((await other.get(`/v1/orders/${mine.body.id}`)).body.error.code).toBe("ORDER_NOT_FOUND");
    for (const action of ["confirm", "extend"]) expect((await other.post(`/v1/orders/${mine.body.id}/${action}`, {})).body.error.code).toBe("ORDER_NOT_FOUND");
    expect((await other.delete(`/v1/orders/${mine.body.id}`)).body.error.code).toBe("ORDER_NOT_FOUND");
    expect((await other.get("/v1/orders")).body.list.map((order: { id: string }) => order.id)).not.toContain(mine.body.id);
    const otherType = await createTicketing(museumB.museumId);
    expect((await other.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: otherType.ticketTypeId, quantity: 1 }] })).body.error.code).toBe("TIME_SLOT_NOT_EXIST");
  });
});
