import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import type { TypedApiClient } from "../support/typed-api-client";
import { counters, createTicketing } from "../support/ticketing-fixtures";

describe.each(testProviders())("tickets on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["tickets-a", "tickets-b"] });
  const museumA = foyer.museum("tickets-a");
  const museumB = foyer.museum("tickets-b");
  let api: TypedApiClient;

  beforeAll(async () => {
    api = foyer.api(museumA.apiKey);
  });

  it("converts a hold into a ticket without taking capacity twice, with the ticket type's price", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 2, price: 2450 });
    const hold = await api.create("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    const customer = await db().customer.create({ data: { museumId: museumA.museumId, name: "Ada" } });
    const ticket = await api.create("/v1/tickets", { ticketReservationId: hold.body.id, customerId: customer.id });
    expect(ticket.status).toBe(201);
    expect(ticket.body).toMatchObject({
      ticketTypeId: ticketing.ticketTypeId,
      timeSlotId: ticketing.timeSlotId,
      reservationId: hold.body.id,
      customerId: customer.id,
      status: "VALID",
      price: 2450,
      currency: "EUR",
    });
    expect(ticket.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await counters(ticketing)).toEqual({
      slot: { held: 0, sold: 1, activeRows: 0, validTickets: 1 },
      type: { held: 0, sold: 1, activeRows: 0, validTickets: 1 },
    });
    expect((await api.get(`/v1/ticket-reservations/${hold.body.id}`)).body.status).toBe("CONVERTED");
    expect((await api.get(`/v1/tickets/${ticket.body.id}`)).body).toEqual(ticket.body);

    const twice = await api.create("/v1/tickets", { ticketReservationId: hold.body.id });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("RESERVATION_ALREADY_CONVERTED");
  });

  it("refuses to convert a cancelled or unknown reservation, and checks the body", async () => {
    const ticketing = await createTicketing(museumA.museumId);
    const hold = await api.create("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId });
    await api.delete(`/v1/ticket-reservations/${hold.body.id}`);
    const cases: [unknown, number, string][] = [
      [{ ticketReservationId: hold.body.id }, 409, "RESERVATION_CANCELLED"],
      [{ ticketReservationId: "a".repeat(128) }, 404, "RESERVATION_NOT_FOUND"],
      [{ ticketReservationId: "short" }, 400, "VALIDATION_ERROR"],
      [{ ticketReservationId: hold.body.id, ticketTypeId: ticketing.ticketTypeId }, 400, "VALIDATION_ERROR"],
      [{ ticketReservationId: hold.body.id, customerId: randomUUID() }, 404, "CUSTOMER_NOT_FOUND"],
      [{}, 400, "TICKET_TYPE_ID_MISSING"],
      [{ ticketTypeId: randomUUID() }, 404, "TICKET_TYPE_NOT_FOUND"],
      [{ ticketTypeId: ticketing.ticketTypeId, timeSlotId: randomUUID() }, 404, "TIME_SLOT_NOT_EXIST"],
      [{ ticketTypeId: ticketing.ticketTypeId, seats: 2 }, 400, "VALIDATION_ERROR"],
    ];
    for (const [body, status, code] of cases) {
      const answer = await api.post("/v1/tickets", body);
      expect({ body, status: answer.status, code: answer.body.error?.code }).toEqual({ body, status, code });
    }
  });

  it("sells without a reservation within the slot's capacity and the type's maxQuantity", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 2, maxQuantity: 3 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const hold = await api.create("/v1/ticket-reservations", body);
    expect(hold.status).toBe(201);
    expect((await api.create("/v1/tickets", body)).status).toBe(201);
    const full = await api.create("/v1/tickets", body);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("TIME_SLOT_FULL");
    expect((await api.create("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId })).status).toBe(201);
    const soldOut = await api.create("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.code).toBe("TICKET_TYPE_SOLD_OUT");
    expect(await counters(ticketing)).toEqual({
      slot: { held: 1, sold: 1, activeRows: 1, validTickets: 1 },
      type: { held: 1, sold: 2, activeRows: 1, validTickets: 2 },
    });
  });

  it("gives capacity back when a ticket is cancelled or deleted, once", async () => {
    const ticketing = await createTicketing(museumA.museumId, { capacity: 1 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const first = await api.create("/v1/tickets", body);
    const cancelled = await api.update(`/v1/tickets/${first.body.id}`, { status: "CANCELLED" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("CANCELLED");
    expect((await api.update(`/v1/tickets/${first.body.id}`, { status: "CANCELLED" })).status).toBe(200);
    expect(await counters(ticketing)).toMatchObject({ slot: { sold: 0, validTickets: 0 }, type: { sold: 0 } });
    expect((await api.delete(`/v1/tickets/${first.body.id}`)).status).toBe(204);
    expect(await counters(ticketing)).toMatchObject({ slot: { sold: 0 }, type: { sold: 0 } });

    const second = await api.create("/v1/tickets", body);
    expect(second.status).toBe(201);
    expect((await api.create("/v1/tickets", body)).body.error.code).toBe("TIME_SLOT_FULL");
    expect((await api.delete(`/v1/tickets/${second.body.id}`)).status).toBe(204);
    expect(await counters(ticketing)).toMatchObject({ slot: { sold: 0, validTickets: 0 }, type: { sold: 0, validTickets: 0 } });
    expect((await api.get(`/v1/tickets/${second.body.id}`)).status).toBe(404);
    expect((await api.delete(`/v1/tickets/${second.body.id}`)).body.error.code).toBe("TICKET_NOT_FOUND");
    expect((await api.create("/v1/tickets", body)).status).toBe(201);
  });

  it("changes a ticket's customer, only to one of the same museum", async () => {
    const ticketing = await createTicketing(museumA.museumId);
    const ticket = await api.create("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId });
    const mine = await db().customer.create({ data: { museumId: museumA.museumId, name: "Grace" } });
    const theirs = await db().customer.create({ data: { museumId: museumB.museumId, name: "Other" } });
    const changed = await api.update(`/v1/tickets/${ticket.body.id}`, { customerId: mine.id });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ customerId: mine.id, status: "VALID" });
    expect((await api.update(`/v1/tickets/${ticket.body.id}`, { customerId: theirs.id })).body.error.code).toBe("CUSTOMER_NOT_FOUND");
    expect((await api.patch(`/v1/tickets/${ticket.body.id}`, { status: "VALID" })).status).toBe(400);
    expect((await api.update(`/v1/tickets/${ticket.body.id}`, { customerId: null })).body.customerId).toBeNull();
    const unchanged = await api.update(`/v1/tickets/${ticket.body.id}`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ id: ticket.body.id, customerId: null, status: "VALID" });
  });

  it("keeps another museum's tickets out of reach", async () => {
    const ticketing = await createTicketing(museumA.museumId);
    const ticket = await api.create("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId });
    const asB = foyer.api(museumB.apiKey);
    const attempts = [
      await asB.get(`/v1/tickets/${ticket.body.id}`),
      await asB.patch(`/v1/tickets/${ticket.body.id}`, { status: "CANCELLED" }),
      await asB.delete(`/v1/tickets/${ticket.body.id}`),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("TICKET_NOT_FOUND");
    }
    expect((await asB.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId })).body.error.code).toBe("TICKET_TYPE_NOT_FOUND");
    expect((await asB.get("/v1/tickets")).body.list.map((t: { id: string }) => t.id)).not.toContain(ticket.body.id);
    expect((await api.get(`/v1/tickets/${ticket.body.id}`)).body.status).toBe("VALID");
    expect(await counters(ticketing)).toMatchObject({ type: { sold: 1, validTickets: 1 } });
  });

  it("lists tickets in creation order with paging", async () => {
    const all = await api.get("/v1/tickets");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await db().ticket.count({ where: { museumId: museumA.museumId } }));
    expect(all.body.list).toHaveLength(all.body.total);
    const page = await api.get("/v1/tickets?limit=2&offset=2");
    expect(page.body).toEqual({ total: all.body.total, list: all.body.list.slice(2, 4) });
    expect((await api.get("/v1/tickets?limit=0")).body.error.code).toBe("INVALID_PAGINATION");
  });
});
