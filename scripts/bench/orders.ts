import { setTimeout as sleep } from "node:timers/promises";
import { db } from "@/lib/db/client";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { runLoad, runMeasuredLoad, warmUp, type LoadResult } from "./load";
import { peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import { UNLIMITED, type BenchMuseum } from "./seed-bench";
import { measureYardstick } from "./yardstick";

// Scenario 8: orders (docs/orders.md) on a hot slot, against the yardstick's single holds on the
// same number of connections. An order of 4 holds four places in one request, so the ratio that
// compares like with like is per ticket: places held per second by Foyer ÷ holds per second by the
// yardstick. 8b mixes orders of 2 and single reservations on one slot, half the connections each.
// The slots are unlimited, so the load measures holding, not refusing; the invariant checks that
// the slot's counter equals what is stored afterwards.

const CONNECTIONS = 50;
const ORDER_SIZE = 4;
const MIXED_ORDER_SIZE = 2;

async function freshSlot(museum: BenchMuseum, hour: number): Promise<string> {
  const startsAt = new Date(Date.UTC(2031, 0, 1, hour));
  const slot = await db().timeSlot.create({
    data: { museumId: museum.museumId, eventId: museum.eventId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: UNLIMITED },
    select: { id: true },
  });
  return slot.id;
}

const orderPlan = (foyer: RunningFoyer, museum: BenchMuseum, timeSlotId: string, quantity: number, connections: number) => ({
  url: `${foyer.baseUrl}/v1/orders`,
  method: "POST" as const,
  headers: { authorization: `Bearer ${museum.apiKey}` },
  body: JSON.stringify({ timeSlotId, lines: [{ ticketTypeId: museum.ticketTypeId, quantity }] }),
  connections,
});

/** The slot's held counter against its ACTIVE reservations and HELD orders, once requests in flight have settled. */
async function checkHeldPlaces(timeSlotId: string, promised: number, connections: number, maxPerRequest: number) {
  await sleep(2_000);
  const [slot, reservations, lines] = await Promise.all([
    db().timeSlot.findUniqueOrThrow({ where: { id: timeSlotId }, select: { activeHoldCount: true } }),
    db().ticketReservation.count({ where: { timeSlotId, status: "ACTIVE" } }),
    db().orderLine.aggregate({ where: { order: { timeSlotId, status: "HELD" } }, _sum: { quantity: true } }),
  ]);
  const stored = reservations + (lines._sum.quantity ?? 0);
  const problems: string[] = [];
  if (slot.activeHoldCount !== stored) problems.push(`counter ${slot.activeHoldCount} but ${stored} places stored`);
  if (stored < promised) problems.push(`${promised} places answered 201 but ${stored} stored`);
  if (stored > promised + connections * maxPerRequest) problems.push(`${stored} places stored for ${promised} answered`);
  return { ok: problems.length === 0, detail: problems.length ? problems.join("; ") : `${stored} places held (${promised} answered 201), counter equal` };
}

const created = (load: LoadResult) => load.statusCounts["201"] ?? 0;

export async function orders(root: string, foyer: RunningFoyer, museum: BenchMuseum, seconds: number, log: (line: string) => void): Promise<ScenarioResult[]> {
  const name = `8. orders of ${ORDER_SIZE}, one hot slot`;
  await warmUp(orderPlan(foyer, museum, await freshSlot(museum, 1), ORDER_SIZE, CONNECTIONS));
  const hot = await freshSlot(museum, 2);
  log(`${name}: Foyer`);
  const load = await runMeasuredLoad(foyer, { ...orderPlan(foyer, museum, hot, ORDER_SIZE, CONNECTIONS), durationSeconds: seconds });
  const invariant = await checkHeldPlaces(hot, created(load) * ORDER_SIZE, CONNECTIONS, ORDER_SIZE);
  log(`${name}: yardstick`);
  const raw = await measureYardstick(root, { slots: 1, ticketTypeId: museum.ticketTypeId, connections: CONNECTIONS, seconds });
  const yardstick = { label: "raw-limit.mjs, one hold per request", ...raw };
  const perTicket: ScenarioResult = {
    name,
    foyer: load,
    yardstick,
    ratio: (load.requestsPerSecond * ORDER_SIZE) / raw.requestsPerSecond,
    ratioMeaning: "× places held per second",
    invariant,
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };

  const mixedName = `8b. orders of ${MIXED_ORDER_SIZE} and single reservations, one slot`;
  log(mixedName);
  const mixed = await freshSlot(museum, 3);
  const half = CONNECTIONS / 2;
  const [orderLoad, holdLoad] = await Promise.all([
    runLoad({ ...orderPlan(foyer, museum, mixed, MIXED_ORDER_SIZE, half), durationSeconds: seconds }),
    runLoad({
      url: `${foyer.baseUrl}/v1/ticket-reservations`,
      method: "POST",
      headers: { authorization: `Bearer ${museum.apiKey}` },
      body: JSON.stringify({ ticketTypeId: museum.ticketTypeId, timeSlotId: mixed }),
      connections: half,
      durationSeconds: seconds,
    }),
  ]);
  const placesPerSecond = orderLoad.requestsPerSecond * MIXED_ORDER_SIZE + holdLoad.requestsPerSecond;
  const mixedResult: ScenarioResult = {
    name: mixedName,
    foyer: { requestsPerSecond: placesPerSecond, p50Ms: Math.max(orderLoad.p50Ms, holdLoad.p50Ms), p99Ms: Math.max(orderLoad.p99Ms, holdLoad.p99Ms) },
    yardstick,
    ratio: placesPerSecond / raw.requestsPerSecond,
    ratioMeaning: "× places held per second",
    invariant: await checkHeldPlaces(mixed, created(orderLoad) * MIXED_ORDER_SIZE + created(holdLoad), CONNECTIONS, MIXED_ORDER_SIZE),
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
  return [perTicket, mixedResult];
}
