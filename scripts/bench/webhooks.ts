import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db/client";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import type { ScenarioResult } from "./report";
import { UNLIMITED, type BenchMuseum } from "./seed-bench";

// Scenario 1w (docs/webhooks.md, docs/performance.md): the hot slot again, with one endpoint
// subscribed to reservation.created, so every hold also writes its outbox row in the batch's
// transaction and the worker delivers them meanwhile to a receiver on loopback. Target: the ratio to
// the yardstick within 10 % of scenario 1's, measured in the same run. Before the yardstick's load it
// waits for every event to arrive (exactly once), and it prints how many arrived during Foyer's load
// and when the last one did.

const ALLOWED_DROP = 0.1;
/** How long the bench waits for the backlog of deliveries after the load before it calls one lost. */
const DRAIN_LIMIT_MS = 120_000;

/** Runs `measure` on a fresh unlimited slot while an endpoint subscribes to reservation.created. */
export async function subscribedHotSlot(
  foyer: RunningFoyer,
  museum: BenchMuseum,
  baseline: ScenarioResult,
  loadSeconds: number,
  /** Loads Foyer, calls `drained` (which waits for the deliveries), then loads the yardstick. */
  measure: (name: string, timeSlotId: string, drained: () => Promise<void>) => Promise<ScenarioResult>,
): Promise<ScenarioResult> {
  // When each delivery arrived, and each webhook-id once: every event must arrive exactly once.
  const arrivals: number[] = [];
  const ids = new Set<string>();
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      arrivals.push(Date.now());
      ids.add(request.headers["webhook-id"] as string);
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const headers = { authorization: `Bearer ${museum.apiKey}`, "content-type": "application/json" };
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const registered = await fetch(`${foyer.baseUrl}/v1/webhook-endpoints`, { method: "POST", headers, body: JSON.stringify({ url, events: ["reservation.created"] }) });
  if (registered.status !== 201) throw new Error(`1w: the endpoint was refused: ${registered.status} ${await registered.text()}`);
  const endpoint = (await registered.json()) as { id: string };
  const slot = await db().timeSlot.create({
    data: { museumId: museum.museumId, eventId: museum.eventId, startsAt: new Date(Date.UTC(2031, 0, 2, 9)), endsAt: new Date(Date.UTC(2031, 0, 2, 10)), capacity: UNLIMITED },
    select: { id: true },
  });
  try {
    const loadStarted = Date.now();
    let loadEnded = 0;
    let events = 0;
    // Every event arrives (exactly once) before the yardstick is measured, so the backlog's
    // deliveries do not slow the yardstick down.
    const drained = async () => {
      loadEnded = loadStarted + loadSeconds * 1000;
      events = await db().webhookDelivery.count({ where: { endpointId: endpoint.id, type: "reservation.created" } });
      const drainDeadline = Date.now() + DRAIN_LIMIT_MS;
      while (ids.size < events && Date.now() < drainDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const result = await measure("1w. reservations, one hot slot, a webhook endpoint subscribed", slot.id, drained);
    const holds = await db().ticketReservation.count({ where: { timeSlotId: slot.id } });
    const duringLoad = arrivals.filter((at) => at <= loadEnded).length;
    const lastArrival = Math.max(...arrivals, loadEnded);
    const exactlyOnce = ids.size === events && arrivals.length === events;
    console.log(
      `[bench] 1w: ${events} events for ${holds} holds; ${duringLoad} delivered during Foyer's ${loadSeconds} s load, ` +
        `the last ${((lastArrival - loadEnded) / 1000).toFixed(1)} s after it; ${arrivals.length} deliveries of ${ids.size} webhook-ids`,
    );
    const floor = (baseline.ratio ?? 0) * (1 - ALLOWED_DROP);
    return {
      ...result,
      target: `≥ ${floor.toFixed(2)} (scenario 1 − 10 %)`,
      met: (result.ratio ?? 0) >= floor,
      invariant: {
        ok: result.invariant?.ok !== false && events === holds && exactlyOnce,
        detail: `${result.invariant?.detail ?? ""}; ${events} reservation.created events for ${holds} holds, ${duringLoad} delivered during the load, ${arrivals.length} deliveries of ${ids.size} webhook-ids`,
      },
    };
  } finally {
    // Later scenarios measure without it.
    await fetch(`${foyer.baseUrl}/v1/webhook-endpoints/${endpoint.id}`, { method: "PATCH", headers, body: JSON.stringify({ enabled: false }) });
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
