import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { membershipQrData, ticketQrData } from "@/lib/qr/qr-code-data";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { createMember } from "@/tests/support/membership-fixtures";
import { runMeasuredLoad, warmUp } from "./load";
import { cpuTimeMs, peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import type { BenchMuseum } from "./seed-bench";

// Scenario 7: admission at the door (docs/admission.md, docs/performance.md). Check-ins per second:
// doors admitting a member at every visit, each admission one stored row, on as many connections as
// scenario 1's hot slot, against scenario 1's reservations per second in the same run (target: at
// least half). Then the offline sync: one phone that admitted 5,000 ticket holders while offline
// sends its queue in batches of 500, as the scanner does; the server judges every scan, all 5,000
// must be stored as check-ins, and the whole sync must take under 5 seconds.

const CONNECTIONS = 50;
const OFFLINE_SCANS = 5_000;
const BATCH = 500;
const MIN_RATIO_TO_HOT_SLOT = 0.5;
const MAX_SYNC_SECONDS = 5;

export async function checkIns(foyer: RunningFoyer, museum: BenchMuseum, hotSlot: ScenarioResult, seconds: number, log: (line: string) => void): Promise<ScenarioResult[]> {
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
  const created = foyerLoad.statusCounts["201"] ?? 0;
  if (created === 0) throw new Error(`${name}: Foyer answered ${JSON.stringify(foyerLoad.statusCounts)}`);
  const ratio = foyerLoad.requestsPerSecond / (hotSlot.foyer.requestsPerSecond ?? Number.NaN);
  const admitted: ScenarioResult = {
    name,
    foyer: foyerLoad,
    yardstick: { label: `scenario 1: Foyer's hot-slot reservations, ${CONNECTIONS} connections`, ...hotSlot.foyer },
    ratio,
    ratioMeaning: "× hot-slot reservations",
    target: `≥ ${MIN_RATIO_TO_HOT_SLOT}`,
    met: ratio >= MIN_RATIO_TO_HOT_SLOT,
    invariant: await everyAdmissionStored(member.membershipId, created, CONNECTIONS),
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
  return [admitted, await offlineSync(foyer, museum, log)];
}

/** Every 201 the client saw is a stored check-in; as with holds, up to one per connection may be stored unseen at the deadline. */
async function everyAdmissionStored(membershipId: string, created: number, connections: number): Promise<{ ok: boolean; detail: string }> {
  const stored = await db().checkIn.count({ where: { membershipId } });
  // The warm-up's admissions are stored too; they were answered before the measured load began.
  return { ok: stored >= created, detail: `${stored} check-ins stored (warm-up included) for ${created} answered 201 (up to ${connections} more may finish after the deadline)` };
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
  const cpuBefore = cpuTimeMs(foyer);
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
  // The server's CPU time for the whole sync: what the sync costs whatever else the machine runs.
  const cpuMs = cpuTimeMs(foyer) - cpuBefore;
  const stored = await db().checkIn.count({ where: { ticket: { timeSlotId: slot.id } } });
  batchMs.sort((a, b) => a - b);
  return {
    name,
    foyer: { requestsPerSecond: (OFFLINE_SCANS / totalMs) * 1000, p50Ms: batchMs[Math.floor(batchMs.length / 2)]!, p99Ms: batchMs[batchMs.length - 1]!, cpuMsPerRequest: cpuMs / OFFLINE_SCANS },
    target: `< ${MAX_SYNC_SECONDS} s in all (took ${(totalMs / 1000).toFixed(1)} s, server CPU ${(cpuMs / 1000).toFixed(1)} s)`,
    met: totalMs < MAX_SYNC_SECONDS * 1000,
    invariant: { ok: stored === OFFLINE_SCANS, detail: `${stored} of ${OFFLINE_SCANS} admitted in ${(totalMs / 1000).toFixed(1)} s (${BATCH} per request; req/s column: scans per second, latency: per batch, CPU: per scan)` },
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
}
