import { issueAccessToken } from "@/lib/auth/access-token";
import { DAY_CAPACITY } from "@/lib/dashboard/documents/capacity";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { print } from "@/lib/graphql-schema-types/typed-graphql";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { runMeasuredLoad, warmUp } from "./load";
import { cpuTimeMs, peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import type { BenchMuseum } from "./seed-bench";

// Scenario 11: Today under watch (issue 33). Each open Today page asks for its day's figures once a
// second (components/today/live-capacity.tsx): the museum's locations, who is inside each, the day's
// admissions and its slots with their live counts, in one GraphQL query (lib/dashboard/documents/
// capacity.ts, sent here as it is). Twenty pages open at once, one for each of twenty staff members (so
// no answer is given again merely because one user asked twice), send twenty of those a second; the
// target is that they cost the server less than a tenth of one core. The bench museum's day has 103 slots.

const TABS = 20;
const SECONDS = 10;
const DAY = "2030-01-01";

const DAY_CAPACITY_TEXT = print(DAY_CAPACITY);

export async function todayWatch(foyer: RunningFoyer, museum: BenchMuseum, log: (line: string) => void): Promise<ScenarioResult> {
  const name = `11. Today, ${TABS} pages polling each second`;
  // A staff token as the dashboard's session carries the same user: minted here against the server's
  // address, which the bench process names as the server does (PUBLIC_URL follows the port).
  process.env.PUBLIC_URL = foyer.baseUrl.replace("127.0.0.1", "localhost");
  const tokens: string[] = [];
  for (let tab = 0; tab < TABS; tab++) {
    const email = `today-bench-${tab}@example.org`;
    const { userId } = await grantMuseumRole({ email, museumId: museum.museumId, role: "EDITOR" });
    tokens.push((await issueAccessToken({ userId, email })).accessToken);
  }
  let sent = 0;
  const poll = {
    url: `${foyer.baseUrl}/api/graphql`,
    method: "POST" as const,
    // As every browser sends it.
    headers: { "accept-encoding": "gzip, deflate, br" },
    headersPerRequest: () => ({ authorization: `Bearer ${tokens[sent++ % TABS]}` }),
    body: JSON.stringify({ query: DAY_CAPACITY_TEXT, variables: { museumId: museum.museumId, from: `${DAY}T00:00:00.000Z`, to: `${DAY}T23:59:59.999Z`, day: DAY } }),
    connections: TABS,
  };
  log(`${name}: Foyer`);
  await warmUp(poll);
  // What the server spends with no page open (its background rounds), over as long as the load, is
  // not the pages' cost: it is measured first and taken off.
  const idleBefore = cpuTimeMs(foyer);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const idleShare = (cpuTimeMs(foyer) - idleBefore) / (SECONDS * 1000);
  const load = await runMeasuredLoad(foyer, { ...poll, durationSeconds: SECONDS, overallRate: TABS });
  if ((load.statusCounts["200"] ?? 0) === 0) throw new Error(`${name}: Foyer answered ${JSON.stringify(load.statusCounts)}`);
  // Polls a second × CPU a poll: the share of one core the server used while twenty pages polled.
  const coreShare = (load.requestsPerSecond * load.cpuMsPerRequest) / 1000;
  log(`${name}: ${coreShare.toFixed(3)} of one core while polled, ${idleShare.toFixed(3)} idle`);
  return {
    name,
    foyer: load,
    ratio: coreShare - idleShare,
    ratioMeaning: "of one core over idle",
    target: "< 0.10 of one core",
    met: coreShare - idleShare < 0.1,
    serverPeakMemoryMb: peakMemoryMb(foyer),
  };
}
