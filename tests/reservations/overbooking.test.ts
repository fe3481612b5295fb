import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient, tally } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { counters, createTicketing, expireReservation } from "../support/ticketing-fixtures";

// docs/api.md, "Reservations", and the hard rule: no interleaving of concurrent requests may hold or sell more
// than capacity. Each test fires its requests at once over real HTTP.

const CONCURRENT = 240;

describe.each(testProviders())("overbooking on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["overbooking"], env: { EXPIRY_SWEEP_SECONDS: "0" } });
  const museum = foyer.museum("overbooking");
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    api = apiClient(foyer.baseUrl, museum.apiKey);
  });

  it(`holds exactly 50 of ${CONCURRENT} concurrent reservations on a slot of capacity 50`, async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 50 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => api.post("/v1/ticket-reservations", body)));
    expect(tally(answers)).toEqual({ "201": 50, "409 TIME_SLOT_FULL": CONCURRENT - 50 });
    expect(await counters(ticketing)).toEqual({
      slot: { held: 50, sold: 0, activeRows: 50, validTickets: 0 },
      type: { held: 50, sold: 0, activeRows: 50, validTickets: 0 },
    });
  });

  it(`holds exactly 50 of ${CONCURRENT} concurrent reservations on a ticket type with maxQuantity 50`, async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 1000, maxQuantity: 50 });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        api.post("/v1/ticket-reservations", index % 2 ? { ticketTypeId: ticketing.ticketTypeId } : { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId }),
      ),
    );
    expect(tally(answers)).toEqual({ "201": 50, "409 TICKET_TYPE_SOLD_OUT": CONCURRENT - 50 });
    const now = await counters(ticketing);
    expect(now.type).toEqual({ held: 50, sold: 0, activeRows: 50, validTickets: 0 });
    expect(now.slot.held).toBe(now.slot.activeRows);
  });

  it("sells exactly the capacity when reservations, direct sales and expired holds race", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 50 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const stale = await Promise.all(Array.from({ length: 20 }, () => api.post("/v1/ticket-reservations", body)));
    for (const hold of stale) await expireReservation(hold.body.id);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) => (index % 2 ? api.post("/v1/tickets", body) : api.post("/v1/ticket-reservations", body))),
    );
    const successes = answers.filter((answer) => answer.status === 201).length;
    expect(successes).toBe(50);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.body.error.code === "TIME_SLOT_FULL")).toBe(true);
    const now = await counters(ticketing);
    expect(now.slot.held + now.slot.sold).toBe(50);
    expect(now.slot).toEqual({ held: now.slot.activeRows, sold: now.slot.validTickets, activeRows: now.slot.activeRows, validTickets: now.slot.validTickets });
    expect(await db().ticketReservation.count({ where: { timeSlotId: ticketing.timeSlotId, status: "EXPIRED" } })).toBe(20);
  });

  it("makes exactly one ticket from concurrent conversions of one hold", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    const hold = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    const answers = await Promise.all(Array.from({ length: 40 }, () => api.post("/v1/tickets", { ticketReservationId: hold.body.id })));
    expect(tally(answers)).toEqual({ "201": 1, "409 RESERVATION_ALREADY_CONVERTED": 39 });
    expect(await db().ticket.count({ where: { reservationId: hold.body.id } })).toBe(1);
    expect(await counters(ticketing)).toEqual({
      slot: { held: 0, sold: 1, activeRows: 0, validTickets: 1 },
      type: { held: 0, sold: 1, activeRows: 0, validTickets: 1 },
    });
  });

  it("releases each hold once when cancels and conversions of the same holds race", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 30 });
    const body = { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId };
    const holds = await Promise.all(Array.from({ length: 30 }, () => api.post("/v1/ticket-reservations", body)));
    const answers = await Promise.all(
      holds.flatMap((hold) => [
        api.delete(`/v1/ticket-reservations/${hold.body.id}`),
        api.post("/v1/tickets", { ticketReservationId: hold.body.id }),
        api.delete(`/v1/ticket-reservations/${hold.body.id}`),
      ]),
    );
    const converted = answers.filter((answer) => answer.status === 201).length;
    expect(await counters(ticketing)).toEqual({
      slot: { held: 0, sold: converted, activeRows: 0, validTickets: converted },
      type: { held: 0, sold: converted, activeRows: 0, validTickets: converted },
    });
  });
});
