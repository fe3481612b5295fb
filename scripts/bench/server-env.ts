// The settings of every Foyer the bench starts: the per-key limit off, so the hot path is measured and
// not the limit (docs/reliability.md), and metrics on as in production (docs/operations.md, "Metrics"):
// every request is counted and /metrics answers the bench's scrape.

export const BENCH_METRICS_TOKEN = "bench-metrics-token";

export const benchServerEnv = { RATE_LIMITS: "off", LOG_LEVEL: "warn", METRICS_TOKEN: BENCH_METRICS_TOKEN } as const;

/** Scrapes /metrics as Prometheus does: how many foyer_ samples it exposes, and how long the scrape took. */
export async function scrapeMetrics(baseUrl: string): Promise<{ samples: number; scrapeMs: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}: ${text.slice(0, 200)}`);
  const samples = text.split("\n").filter((line) => line.startsWith("foyer_")).length;
  return { samples, scrapeMs: performance.now() - started };
}
