import { timingSafeEqual, createHash } from "node:crypto";
import { setting } from "@/lib/config/settings";
import { db } from "@/lib/db/client";
import { postgresPoolStats } from "@/lib/db/postgres-pool";
import { AppError } from "@/lib/errors/app-error";
import { metrics } from "@/lib/metrics/metrics";

// GET /metrics (docs/operations.md, "Metrics"): the process's series in the Prometheus text format,
// behind METRICS_TOKEN. The outboxes are read from the database at each scrape: how many emails and
// webhook deliveries wait, and since when the oldest has waited; so is the PostgreSQL pool.

export interface MetricsAnswer {
  contentType: string;
  body: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Off (404, as if there were no such page) without METRICS_TOKEN; 401 without the right bearer token. */
export function checkMetricsToken(authorization: string | null, configured = setting("METRICS_TOKEN")): void {
  if (!configured) throw new AppError("NOT_FOUND");
  const sent = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
  // Compared as digests, in constant time: the token's length and content do not show in the timing.
  if (!timingSafeEqual(digest(sent), digest(configured))) throw new AppError("UNAUTHORIZED", "Send the METRICS_TOKEN as a bearer token.");
}

async function outbox(kind: string, waiting: Promise<number>, oldest: Promise<{ createdAt: Date } | null>, now: number): Promise<void> {
  const [depth, first] = await Promise.all([waiting, oldest]);
  metrics().outboxDepth.set({ kind }, depth);
  metrics().outboxOldestSeconds.set({ kind }, first ? Math.max(0, (now - first.createdAt.getTime()) / 1000) : 0);
}

/** The PostgreSQL pool as it is now; its counters are set to the pool's own totals, which only grow. */
function readPool(): void {
  const stats = postgresPoolStats();
  if (!stats) return;
  const series = metrics();
  series.dbPoolConnections.set({ state: "busy" }, stats.total - stats.idle);
  series.dbPoolConnections.set({ state: "idle" }, stats.idle);
  series.dbPoolWaiting.set(stats.waiting);
  series.dbPoolAcquires.reset();
  series.dbPoolAcquires.inc(stats.acquired);
  series.dbPoolAcquireSeconds.reset();
  series.dbPoolAcquireSeconds.inc(stats.acquireSeconds);
}

export async function readMetrics(): Promise<MetricsAnswer> {
  readPool();
  const now = Date.now();
  const waiting = { status: { in: ["QUEUED", "SENDING"] } };
  await Promise.all([
    outbox("email", db().emailOutbox.count({ where: waiting }), db().emailOutbox.findFirst({ where: waiting, orderBy: { createdAt: "asc" }, select: { createdAt: true } }), now),
    // Deliveries of endpoints that are turned off wait on purpose: counting them would keep the gauge high for good.
    outbox("webhook", db().webhookDelivery.count({ where: { ...waiting, endpoint: { enabled: true } } }), db().webhookDelivery.findFirst({ where: { ...waiting, endpoint: { enabled: true } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }), now),
  ]);
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
