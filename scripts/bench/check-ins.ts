import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { membershipQrData, ticketQrData } from "@/lib/qr/qr-code-data";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { createMember } from "@/tests/support/membership-fixtures";
import { runMeasuredLoad, warmUp } from "./load";
import { peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import type { BenchMuseum } from "./seed-bench";
import { measureYardstick } from "./yardstick";

// Scenario 7: admission at the door (docs/admission.md). Check-ins per second: doors admitting a
// member at every visit, each admission one stored row, against the yardstick's reservations on as
// many connections. Then the offline sync: one phone that admitted 5,000 ticket holders while
// offline sends its queue in batches of 500, as the scanner does; the server judges every scan as a
// check-in, and all 5,000 must be stored.

const CONNECTIONS = 10;
const OFFLINE_SCANS = 5_000;
const BATCH = 500;

export async function checkIns(root: string, foyer: RunningFoyer, museum: BenchMuseum, seconds: number, log: (line: string) => void): Promise<ScenarioResult[]> {
  const name = "7. check-ins, members at every visit";
  const member = await createMember(museum.museumId, { email: "check-in-bench@example.org" });
  const admit = {
    url: `${foyer.baseUrl}/v1/check-ins`,
    method: "POST" as const,
    headers: { authorization: `Bearer ${museum.apiKey}` },
    body: JSON.stringify({ qrData: membershipQrData({ id: member.membershipId, museumId: museum.museumId }), entrance: "Bench door" }),
    connections: CONNECTIONS,
  };
  log(`${name}: Foyer`);
  await warmUp(admit);
  const foyerLoad = await runMeasuredLoad(foyer, { ...admit, durationSeconds: seconds });
  if ((foyerLoad.statusCounts["201"] ?? 0) === 0) throw new Error(`${name}: Foyer answered ${JSON.stringify(foyerLoad.statusCounts)}`);
  log(`${name}: yardstick`);
  const rawLoad = await measureYardstick(root, { slots: 1, ticketTypeId: museum.ticketTypeId, connections: CONNECTIONS, seconds });
  const admitted: ScenarioResult = {
    name,
    foyer: foyerLoad,
    yardstick: { label: "raw-limit.mjs, one reservation", ...rawLoad },
    ratio: foyerLoad.requestsPerSecond / rawLoad.requestsPerSecond,
    ratioMeaning: "× throughput",
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
  return [admitted, await offlineSync(foyer, museum, log)];
}

async function offlineSync(foyer: RunningFoyer, museum: BenchMuseum, log: (line: string) => void): Promise<ScenarioResult> {
  const name = `7b. offline sync, ${OFFLINE_SCANS.toLocaleString("en")} scans`;
  log(name);
  // Started ten minutes ago, but never before today's midnight (UTC, the bench museum's zone): the
  // scans must be of today's tickets whenever the bench runs.
  const now = new Date();
  const startsAt = new Date(Math.max(now.getTime() - 10 * 60_000, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
  const slot = await db().timeSlot.create({
    data: { museumId: museum.museumId, eventId: museum.eventId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: OFFLINE_SCANS },
    select: { id: true },
  });
  const ticketIds = Array.from({ length: OFFLINE_SCANS }, () => randomUUID());
  await db().ticket.createMany({
    data: ticketIds.map((id) => ({ id, museumId: museum.museumId, ticketTypeId: museum.ticketTypeId, timeSlotId: slot.id, price: 1500, currency: "EUR" })),
  });
  const scannedAt = new Date().toISOString();
  const scans = ticketIds.map((id) => ({ scanId: randomUUID(), qrData: ticketQrData({ id, museumId: museum.museumId }), scannedAt, phoneDecision: "ADMITTED" }));
  const batchMs: number[] = [];
  const started = performance.now();
  for (let at = 0; at < scans.length; at += BATCH) {
    const batchStarted = performance.now();
    const response = await fetch(`${foyer.baseUrl}/v1/offline-scans`, {
      method: "POST",
      headers: { authorization: `Bearer ${museum.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ deviceId: "Bench phone", scans: scans.slice(at, at + BATCH) }),
    });
    if (response.status !== 200) throw new Error(`${name}: batch at ${at} answered ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    batchMs.push(performance.now() - batchStarted);
  }
  const totalMs = performance.now() - started;
  const stored = await db().checkIn.count({ where: { ticket: { timeSlotId: slot.id } } });
  batchMs.sort((a, b) => a - b);
  return {
    name,
    foyer: { requestsPerSecond: (OFFLINE_SCANS / totalMs) * 1000, p50Ms: batchMs[Math.floor(batchMs.length / 2)]!, p99Ms: batchMs[batchMs.length - 1]! },
    invariant: { ok: stored === OFFLINE_SCANS, detail: `${stored} of ${OFFLINE_SCANS} admitted in ${(totalMs / 1000).toFixed(1)} s (${BATCH} per request; req/s column: scans per second, latency: per batch)` },
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
}
