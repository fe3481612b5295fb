import { disconnectAll } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { createTestDatabase } from "@/tests/support/databases";
import { startFoyer } from "@/tests/support/foyer-server";
import { benchServerEnv } from "./server-env";
import { checkHolds, checkSellOut } from "./invariants";
import { runMeasuredLoad, warmUp, type LoadPlan, type LoadResult } from "./load";
import { peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import { seedBenchMuseum, type BenchMuseum } from "./seed-bench";

// Scenario 6: two Foyer processes sharing one PostgreSQL database, loaded at once on the same hot
// slot, then on one slot of capacity 500; afterwards every 201 must be a stored hold and no slot over.
const plan = (baseUrl: string, museum: BenchMuseum, slotId: string, seconds: number): LoadPlan => ({
  url: `${baseUrl}/v1/ticket-reservations`,
  method: "POST",
  headers: { authorization: `Bearer ${museum.apiKey}` },
  body: JSON.stringify({ ticketTypeId: museum.ticketTypeId, timeSlotId: slotId }),
  connections: 25,
  durationSeconds: seconds,
});

// Both servers' CPU time over both loads' requests.
const cpuPerRequest = (results: (LoadResult & { cpuMsPerRequest: number })[]) =>
  results.reduce((sum, r) => sum + r.cpuMsPerRequest * r.total, 0) / Math.max(1, results.reduce((sum, r) => sum + r.total, 0));

const created = (results: LoadResult[]) => results.reduce((sum, result) => sum + (result.statusCounts["201"] ?? 0), 0);

export async function postgresTwoProcesses(seconds: number, log: (line: string) => void): Promise<ScenarioResult[]> {
  const database = await createTestDatabase("postgresql");
  process.env.DATABASE_URL = database.url;
  await migrate();
  const museum = await seedBenchMuseum("bench-pg");
  const servers = await Promise.all([1, 2].map(() => startFoyer("postgresql", { ...benchServerEnv, DATABASE_URL: database.url })));
  try {
    await Promise.all(servers.map((server) => warmUp(plan(server.baseUrl, museum, museum.warmUpSlotId, 0))));
    log("6. PostgreSQL, two processes, one hot slot");
    const hot = await Promise.all(servers.map((server) => runMeasuredLoad(server, plan(server.baseUrl, museum, museum.hotSlotId, seconds))));
    const hotCheck = await checkHolds([museum.hotSlotId], created(hot), 50);
    log("6. PostgreSQL, two processes, selling out a slot of capacity 500");
    const sellOut = await Promise.all(servers.map((server) => runMeasuredLoad(server, plan(server.baseUrl, museum, museum.sellOutSlotId, seconds))));
    const sellOutCheck = await checkSellOut(museum.sellOutSlotId, created(sellOut), 50);
    const requestsPerSecond = hot.reduce((sum, result) => sum + result.requestsPerSecond, 0);
    return [
      {
        name: "6. PostgreSQL, 2 processes, hot slot",
        foyer: {
          requestsPerSecond,
          p50Ms: Math.max(...hot.map((r) => r.p50Ms)),
          p99Ms: Math.max(...hot.map((r) => r.p99Ms)),
          cpuMsPerRequest: cpuPerRequest(hot),
        },
        target: "≥ 1000 req/s",
        met: requestsPerSecond >= 1000,
        invariant: hotCheck,
        serverPeakMemoryMb: Math.max(...servers.map(peakMemoryMb)),
      },
      {
        name: "6. PostgreSQL, 2 processes, sell-out",
        foyer: { requestsPerSecond: sellOut.reduce((sum, r) => sum + r.requestsPerSecond, 0), p50Ms: sellOut[0]!.p50Ms, p99Ms: sellOut[0]!.p99Ms },
        invariant: sellOutCheck,
        serverPeakMemoryMb: Math.max(...servers.map(peakMemoryMb)),
      },
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await disconnectAll();
    await database.drop();
  }
}
