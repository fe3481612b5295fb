import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db/client";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import type { ScenarioResult } from "./report";
import { UNLIMITED, type BenchMuseum } from "./seed-bench";

// Scenario 1w (docs/webhooks.md, docs/performance.md): the hot slot again, with one endpoint
// subscribed to reservation.created, so every hold also writes its outbox row in the batch's
// transaction and the worker delivers them meanwhile to a receiver on loopback. Target: the ratio to
// the yardstick within 10 % of scenario 1's, measured in the same run.

const ALLOWED_DROP = 0.1;

/** Runs `measure` on a fresh unlimited slot while an endpoint subscribes to reservation.created. */
export async function subscribedHotSlot(
  foyer: RunningFoyer,
  museum: BenchMuseum,
  baseline: ScenarioResult,
  measure: (name: string, timeSlotId: string) => Promise<ScenarioResult>,
): Promise<ScenarioResult> {
  let delivered = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      delivered += 1;
      response.writeHead(204).end();
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
    const result = await measure("1w. reservations, one hot slot, a webhook endpoint subscribed", slot.id);
    const [holds, events] = await Promise.all([
      db().ticketReservation.count({ where: { timeSlotId: slot.id } }),
      db().webhookDelivery.count({ where: { endpointId: endpoint.id, type: "reservation.created" } }),
    ]);
    const floor = (baseline.ratio ?? 0) * (1 - ALLOWED_DROP);
    return {
      ...result,
      target: `≥ ${floor.toFixed(2)} (scenario 1 − 10 %)`,
      met: (result.ratio ?? 0) >= floor,
      invariant: {
        ok: result.invariant?.ok !== false && events === holds,
        detail: `${result.invariant?.detail ?? ""}; ${events} reservation.created events for ${holds} holds, ${delivered} delivered during the run`,
      },
    };
  } finally {
    // Later scenarios measure without it.
    await fetch(`${foyer.baseUrl}/v1/webhook-endpoints/${endpoint.id}`, { method: "PATCH", headers, body: JSON.stringify({ enabled: false }) });
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
