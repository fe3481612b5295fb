import autocannon from "autocannon";
import { cpuTimeMs } from "./process-stats";

// One autocannon run and the numbers the report keeps.
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  statusCounts: Record<string, number>;
  errors: number;
}

export interface LoadPlan {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A fixed body, or one made per request (e.g. to spread over many time slots). */
  body?: string | (() => string);
  /** Headers made per request besides `headers` (e.g. each of several users' tokens in turn). */
  headersPerRequest?: () => Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Requests per second over all connections, as pages polling on a timer send them; as fast as answered when not given. */
  overallRate?: number;
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const { body, headersPerRequest } = plan;
  const perRequest = (request: autocannon.Request) => ({
    ...request,
    ...(typeof body === "function" ? { body: body() } : {}),
    ...(headersPerRequest ? { headers: { ...request.headers, ...headersPerRequest() } } : {}),
  });
  const result = await autocannon({
    url: plan.url,
    method: plan.method ?? "GET",
    headers: { "content-type": "application/json", ...plan.headers },
    connections: plan.connections,
    duration: plan.durationSeconds,
    ...(plan.overallRate ? { overallRate: plan.overallRate } : {}),
    ...(typeof body === "string" ? { body } : {}),
    ...(typeof body === "function" || headersPerRequest ? { requests: [{ setupRequest: perRequest }] } : {}),
  });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
  );
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    statusCounts,
    errors: result.errors + result.timeouts,
  };
}

/** A load on one server process, with the server's CPU time per request it served. */
export async function runMeasuredLoad(server: { pid: number }, plan: LoadPlan): Promise<LoadResult & { cpuMsPerRequest: number }> {
  const before = cpuTimeMs(server);
  const result = await runLoad(plan);
  return { ...result, cpuMsPerRequest: (cpuTimeMs(server) - before) / Math.max(1, result.total) };
}

/**
 * A short load whose numbers are dropped: the first requests to a fresh process pay for loading
 * and compiling code, which neither the yardstick nor a server in service pays per request.
 */
export async function warmUp(plan: Omit<LoadPlan, "durationSeconds">): Promise<void> {
  await runLoad({ ...plan, durationSeconds: WARM_UP_SECONDS });
}

const WARM_UP_SECONDS = 2;

/** p50 and p99 of `count` sequential runs of `work`, in milliseconds. */
export function timeSequential(count: number, work: () => void): { p50Ms: number; p99Ms: number } {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))]!;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}
