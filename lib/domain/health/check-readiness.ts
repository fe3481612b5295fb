import { databaseProvider, db } from "@/lib/db/client";
import { loadMigrations, planMigrations, type Migration } from "@/lib/db/migrate";
import { describeError, logger } from "@/lib/log/logger";
import { backgroundRounds } from "@/lib/process/repeat-rounds";
import { checkHealth } from "./check-health";

// GET /readyz (docs/reliability.md, "Health and readiness"): what /healthz checks (the database takes
// writes), and also that every migration this build ships is applied, that each piece of background
// work (lib/server/background-rounds.ts) is still ticking or turned off by its setting, and
// that the rate-limit store answers. A load balancer sends traffic to a
// process once it is ready; an operator reads which part is not.

/** A round running longer than this is worth a word; it does not make the process unready. */
const LONG_ROUND_MS = 5 * 60_000;

export type CheckResult = { ok: true; detail?: string } | { ok: false; detail: string };

export interface Readiness {
  status: "ready" | "not_ready";
  checks: Record<string, CheckResult>;
}

let shipped: Migration[] | null = null;

async function migrationsApplied(): Promise<CheckResult> {
  shipped ??= loadMigrations(databaseProvider());
  const rows = await db().$queryRawUnsafe<{ name: string; checksum: string }[]>(`SELECT name, checksum FROM "_foyer_migrations"`);
  const pending = planMigrations(shipped, new Map(rows.map((row) => [row.name, row.checksum])));
  return pending.length === 0 ? { ok: true, detail: `${shipped.length} applied` } : { ok: false, detail: `${pending.length} pending, first ${pending[0]!.name}` };
}

function roundsAlive(now: number): Record<string, CheckResult> {
  const checks: Record<string, CheckResult> = {};
  for (const [name, state] of backgroundRounds()) {
    if (state.everyMs === 0) {
      checks[name] = { ok: true, detail: "off" };
      continue;
    }
    // A tick is late when the event loop is blocked or the timer was lost.
    const lateAfter = 3 * state.everyMs + 5_000;
    if (now - state.lastTickAt > lateAfter) checks[name] = { ok: false, detail: `no round for ${Math.round((now - state.lastTickAt) / 1000)} s` };
    // A long round (a slow webhook receiver, a big retention run) slows that work, not this process's
    // answers: every process runs the same work, so failing on it would take them all out at once.
    else if (state.runningSince !== null && now - state.runningSince > LONG_ROUND_MS) checks[name] = { ok: true, detail: `one round running for ${Math.round((now - state.runningSince) / 1000)} s` };
    else checks[name] = { ok: true };
  }
  return checks;
}

async function attempt(name: string, check: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await check();
  } catch (error) {
    logger.warn("readiness check failed", { check: name, ...describeError(error) });
    return { ok: false, detail: "did not answer" };
  }
}

export async function checkReadiness({ rateLimitStore }: { rateLimitStore: () => Promise<"ok" | "off"> }): Promise<Readiness> {
  const [database, migrations, limits] = await Promise.all([
    checkHealth().then((health): CheckResult => (health.status === "ok" ? { ok: true, detail: health.database } : { ok: false, detail: "takes no writes" })),
    attempt("migrations", migrationsApplied),
    attempt("rateLimitStore", async () => ({ ok: true, detail: await rateLimitStore() })),
  ]);
  const checks: Record<string, CheckResult> = { database, migrations, rateLimitStore: limits, ...roundsAlive(Date.now()) };
  return { status: Object.values(checks).every((check) => check.ok) ? "ready" : "not_ready", checks };
}
