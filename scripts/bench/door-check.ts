import { membershipQrData } from "@/lib/qr/qr-code-data";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { createMember } from "@/tests/support/membership-fixtures";
import { runLoad, warmUp } from "./load";
import { peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import type { BenchMuseum } from "./seed-bench";
import { measureYardstick } from "./yardstick";

// Scenario 5: the door check, one phone at a time. The scanner must answer within half a second of
// reading a code (docs/dashboard.md, "The door scanner"); what the server adds to that is one
// membership QR check, measured here one request after another (one connection), against the
// yardstick's answer to one reservation the same way. With one connection, requests per second is
// the inverse of the mean latency, and finer-grained than the load tool's whole-millisecond p50.

const SECONDS = 5;

export async function doorCheck(root: string, foyer: RunningFoyer, museum: BenchMuseum, log: (line: string) => void): Promise<ScenarioResult> {
  const name = "5. door check, one phone";
  const member = await createMember(museum.museumId, { email: "door-bench@example.org" });
  const qrData = membershipQrData({ id: member.membershipId, museumId: member.museumId });
  const check = {
    url: `${foyer.baseUrl}/v1/verify-membership-qr-code/${encodeURIComponent(qrData)}`,
    headers: { authorization: `Bearer ${museum.apiKey}` },
    connections: 1,
  };
  log(`${name}: Foyer`);
  await warmUp(check);
  const foyerLoad = await runLoad({ ...check, durationSeconds: SECONDS });
  if ((foyerLoad.statusCounts["200"] ?? 0) === 0) throw new Error(`${name}: Foyer answered ${JSON.stringify(foyerLoad.statusCounts)}`);
  log(`${name}: yardstick`);
  const rawLoad = await measureYardstick(root, { slots: 1, ticketTypeId: museum.ticketTypeId, connections: 1, seconds: SECONDS });
  const ratio = foyerLoad.requestsPerSecond / rawLoad.requestsPerSecond;
  return {
    name,
    foyer: foyerLoad,
    yardstick: { label: "raw-limit.mjs, one reservation", ...rawLoad },
    ratio,
    ratioMeaning: "× throughput, one connection",
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
}
