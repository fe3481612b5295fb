import { issueAccessToken } from "@/lib/auth/access-token";
import { DAY_CAPACITY } from "@/lib/dashboard/documents/capacity";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { print } from "@/lib/graphql-schema-types/typed-graphql";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { runMeasuredLoad, warmUp } from "./load";
import { peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import type { BenchMuseum } from "./seed-bench";

// Scenario 11: Today under watch (issue 33). Each open Today page asks for its day's figures once a
// second (components/today/live-capacity.tsx): the museum's locations, who is inside each, the day's
// admissions and its slots with their live counts, in one GraphQL query (lib/dashboard/documents/
// capacity.ts, sent here as it is). Twenty pages open at once send twenty of those a second; the target is that they cost
// the server less than a tenth of one core. The bench museum's day has 103 slots.

const TABS = 20;
const SECONDS = 10;
const DAY = "2030-01-01";

const DAY_CAPACITY_TEXT = print(DAY_CAPACITY);

export async function todayWatch(foyer: RunningFoyer, museum: BenchMuseum, log: (line: string) => void): Promise<ScenarioResult> {
  const name = `11. Today, ${TABS} pages polling each second`;
  // A staff token as the dashboard's session carries the same user: minted here against the server's
  // address, which the bench process names as the server does (PUBLIC_URL follows the port).
  process.env.PUBLIC_URL = foyer.baseUrl.replace("127.0.0.1", "localhost");
  const { userId } = await grantMuseumRole({ email: "today-bench@example.org", museumId: museum.museumId, role: "OWNER" });
  const { accessToken } = await issueAccessToken({ userId, email: "today-bench@example.org" });
  const poll = {
    url: `${foyer.baseUrl}/api/graphql`,
    method: "POST" as const,
    headers: { authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: DAY_CAPACITY_TEXT, variables: { museumId: museum.museumId, from: `${DAY}T00:00:00.000Z`, to: `${DAY}T23:59:59.999Z`, day: DAY } }),
    connections: TABS,
  };
  log(`${name}: Foyer`);
  await warmUp(poll);
  const load = await runMeasuredLoad(foyer, { ...poll, durationSeconds: SECONDS, overallRate: TABS });
  if ((load.statusCounts["200"] ?? 0) === 0) throw new Error(`${name}: Foyer answered ${JSON.stringify(load.statusCounts)}`);
  // Polls a second × CPU a poll: the share of one core twenty open pages keep busy.
  const coreShare = (load.requestsPerSecond * load.cpuMsPerRequest) / 1000;
  return {
    name,
    foyer: load,
    ratio: coreShare,
    ratioMeaning: "of one core",
    target: "< 0.10 of one core",
    met: coreShare < 0.1,
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
}
