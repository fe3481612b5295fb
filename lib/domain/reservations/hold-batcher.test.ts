import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { testProviders } from "@/tests/support/databases";
import { counters, createLocation, createTicketing } from "@/tests/support/ticketing-fixtures";
import { useTestDatabase } from "@/tests/support/use-database";
import { createReservation } from "./create-reservation";
import { storeHolds, type HoldTarget } from "./store-holds";

// Group commit of holds: however requests are batched, each gets its own answer, nothing is ever
// stored past a limit, and the counters always equal the ACTIVE rows.

const outcome = (settled: PromiseSettledResult<unknown>) =>
  settled.status === "fulfilled" ? "201" : settled.reason instanceof AppError ? settled.reason.code : String(settled.reason);

function tally(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const result of results) seen[outcome(result)] = (seen[outcome(result)] ?? 0) + 1;
  return seen;
}

describe.each(testProviders())("holds stored in batches on %s", (provider) => {
  useTestDatabase(provider);

  const museum = async (slug: string) => (await db().museum.create({ data: { name: slug, slug: `${slug}-${provider}` } })).id;

  it("stores exactly the capacity of 150 holds asked for at once, each with its own id and times", async () => {
    const museumId = await museum("at-once");
    const ticketing = await createTicketing(museumId, { capacity: 37 });
    const actor = { museumId, apiKeyId: randomUUID() };
    const results = await Promise.allSettled(
      Array.from({ length: 150 }, () => createReservation({ actor, ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })),
    );
    expect(tally(results)).toEqual({ "201": 37, TIME_SLOT_FULL: 113 });
    expect(await counters(ticketing)).toEqual({
      slot: { held: 37, sold: 0, activeRows: 37, validTickets: 0 },
      type: { held: 37, sold: 0, activeRows: 37, validTickets: 0 },
    });
    const created = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const rows = await db().ticketReservation.findMany({ where: { timeSlotId: ticketing.timeSlotId } });
    expect(rows.map((row) => ({ id: row.id, createdAt: row.createdAt, expiresAt: row.expiresAt })).sort(byId)).toEqual(
      created.map(({ id, createdAt, expiresAt }) => ({ id, createdAt, expiresAt })).sort(byId),
    );
    expect(rows.every((row) => row.apiKeyId === actor.apiKeyId && row.status === "ACTIVE" && row.museumId === museumId)).toBe(true);
    expect(created.every((hold) => /^[0-9a-f]{128}$/.test(hold.id) && hold.expiresAt.getTime() - hold.createdAt.getTime() === 900_000)).toBe(true);
  });

  it("answers each request of one batch with its own outcome", async () => {
    const museumId = await museum("mixed");
    const otherMuseumId = await museum("mixed-other");
    const hall = await createLocation(museumId, "Hall");
    const open = await createTicketing(museumId, { capacity: 5 });
    const full = await createTicketing(museumId, { capacity: 0 });
    const soldOut = await createTicketing(museumId, { capacity: 5, maxQuantity: 0 });
    const elsewhere = await createTicketing(museumId, { slotLocationId: hall });
    const foreign = await createTicketing(otherMuseumId);
    const actor = { museumId };
    const ask = (ticketTypeId: string, timeSlotId?: string) => createReservation({ actor, ticketTypeId, timeSlotId });
    const results = await Promise.allSettled([
      ask(open.ticketTypeId, open.timeSlotId),
      ask(open.ticketTypeId),
      ask(randomUUID(), open.timeSlotId),
      ask(foreign.ticketTypeId, foreign.timeSlotId),
      ask(open.ticketTypeId, foreign.timeSlotId),
      ask(open.ticketTypeId, randomUUID()),
      ask(elsewhere.ticketTypeId, elsewhere.timeSlotId),
      ask(full.ticketTypeId, full.timeSlotId),
      ask(soldOut.ticketTypeId, soldOut.timeSlotId),
      ask(soldOut.ticketTypeId),
    ]);
    expect(results.map(outcome)).toEqual([
      "201",
      "201",
      "TICKET_TYPE_NOT_FOUND",
      "TICKET_TYPE_NOT_FOUND",
      "TIME_SLOT_NOT_EXIST",
      "TIME_SLOT_NOT_EXIST",
      "TIME_SLOT_NOT_EXIST",
      "TIME_SLOT_FULL",
      "TICKET_TYPE_SOLD_OUT",
      "TICKET_TYPE_SOLD_OUT",
    ]);
    expect(await counters(open)).toMatchObject({ slot: { held: 1, activeRows: 1 }, type: { held: 2, activeRows: 2 } });
  });

  it("releases the expired holds of a full slot and then holds the freed units", async () => {
    const museumId = await museum("expired");
    const ticketing = await createTicketing(museumId, { capacity: 3 });
    const actor = { museumId };
    const ask = () => createReservation({ actor, ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    await Promise.all([ask(), ask(), ask()]);
    await db().ticketReservation.updateMany({ where: { timeSlotId: ticketing.timeSlotId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const results = await Promise.allSettled([ask(), ask(), ask(), ask(), ask()]);
    expect(tally(results)).toEqual({ "201": 3, TIME_SLOT_FULL: 2 });
    expect(await db().ticketReservation.count({ where: { timeSlotId: ticketing.timeSlotId, status: "EXPIRED" } })).toBe(3);
    expect((await counters(ticketing)).slot).toEqual({ held: 3, sold: 0, activeRows: 3, validTickets: 0 });
  });

  it("never stores past a limit when independent batches race (as two processes would)", async () => {
    const museumId = await museum("racing");
    const ticketing = await createTicketing(museumId, { capacity: 1000, maxQuantity: 41 });
    const slotless: HoldTarget = { museumId, ticketTypeId: ticketing.ticketTypeId, timeSlotId: null };
    const slotted: HoldTarget = { ...slotless, timeSlotId: ticketing.timeSlotId };
    const group = (target: HoldTarget) => ({
      target,
      holds: Array.from({ length: 4 }, () => ({ id: randomBytes(64).toString("hex"), apiKeyId: null, userId: null })),
    });
    const now = new Date();
    const later = new Date(now.getTime() + 900_000);
    const batches = await Promise.all(
      Array.from({ length: 16 }, (_, index) => storeHolds([group(index % 2 ? slotless : slotted), group(slotted)], now, later)),
    );
    const stored = batches.flat().reduce((sum, result) => sum + (result.status === "fulfilled" ? result.value : Number.NaN), 0);
    expect(stored).toBe(41);
    const now2 = await counters(ticketing);
    expect(now2.type).toEqual({ held: 41, sold: 0, activeRows: 41, validTickets: 0 });
    expect(now2.slot.held).toBe(now2.slot.activeRows);
  });
});

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
