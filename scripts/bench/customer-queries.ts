import Database from "better-sqlite3";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import type { RunningFoyer } from "@/tests/support/foyer-server";
import { runLoad, timeSequential } from "./load";
import { peakMemoryMb } from "./process-stats";
import type { ScenarioResult } from "./report";
import type { BenchMuseum } from "./seed-bench";

// Scenario 3: a three-condition nested filter over 100,000 customers, through Foyer and as the same
// query written by hand in SQL on the same database file.
const VALID_AFTER = Date.UTC(2025, 6, 1);

const filter = {
  operator: "AND",
  conditions: [
    { operator: "CONTAINS", fieldName: "NAME", value: "an" },
    {
      operator: "OR",
      conditions: [
        { operator: "GREATER", fieldName: "MEMBERSHIP.VALID_TO", value: VALID_AFTER },
        { operator: "STARTS_WITH", fieldName: "EMAIL", value: "lena" },
      ],
    },
  ],
};

const WHERE = `c."museumId" = ? AND c."name" LIKE '%an%' AND (
  EXISTS (SELECT 1 FROM "Membership" m WHERE m."customerId" = c."id" AND m."validTo" > ?) OR c."email" LIKE 'lena%')`;

export async function customerQueries(
  foyer: RunningFoyer,
  museum: BenchMuseum,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<ScenarioResult[]> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.provider !== "sqlite") throw new Error("the direct-SQL comparison is written for SQLite");
  const sqlite = new Database(target.filePath, { readonly: true });
  const validAfter = new Date(VALID_AFTER).toISOString();
  const page = sqlite.prepare(`SELECT c.* FROM "Customer" c WHERE ${WHERE} ORDER BY c."createdAt", c."id" LIMIT 100 OFFSET ?`);
  const count = sqlite.prepare(`SELECT count(*) AS n FROM "Customer" c WHERE ${WHERE}`);
  const results: ScenarioResult[] = [];
  try {
    for (const offset of [0, 50_000]) {
      const name = `3. customers, nested filter, offset ${offset}`;
      log(name);
      const foyerLoad = await runLoad({
        url: `${foyer.baseUrl}/v1/customers?limit=100&offset=${offset}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        headers: { authorization: `Bearer ${museum.apiKey}` },
        connections: 1,
        durationSeconds: 5,
      });
      if ((foyerLoad.statusCounts["200"] ?? 0) === 0) throw new Error(`${name}: Foyer answered ${JSON.stringify(foyerLoad.statusCounts)}`);
      const direct = timeSequential(25, () => {
        page.all(museum.museumId, validAfter, offset);
        count.get(museum.museumId, validAfter);
      });
      const ratio = foyerLoad.p50Ms / Math.max(direct.p50Ms, 0.001);
      results.push({
        name,
        foyer: foyerLoad,
        yardstick: { label: "direct SQL (page + count)", ...direct },
        ratio,
        ratioMeaning: "× latency (p50)",
        target: "≤ 2",
        met: ratio <= 2,
        serverPeakMemoryMb: peakMemoryMb(foyer),
      });
    }
  } finally {
    sqlite.close();
  }
  return results;
}
