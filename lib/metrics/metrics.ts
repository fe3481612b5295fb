import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processWide } from "@/lib/process/process-wide";

// The metrics GET /metrics serves in the Prometheus format (docs/operations.md, "Metrics"). One
// registry per process, kept with processWide: the server in front of Next, Next's route handlers and
// the workers each load their own copy of this module, and all must count into the same series.
// Labels are few and bounded (a route's template, never its ids; an error code; an outbox's kind), so
// the series stay countable. The outboxes' gauges are read from the database, and the PostgreSQL pool's
// series from the pool, when Prometheus scrapes (lib/domain/metrics/read-metrics.ts).

export interface FoyerMetrics {
  registry: Registry;
  requests: Counter<"route" | "method" | "status">;
  requestSeconds: Histogram<"route" | "method">;
  refusals: Counter<"code">;
  holds: Counter<"outcome">;
  holdBatchSize: Histogram;
  webhookAttempts: Counter<"outcome">;
  outboxDepth: Gauge<"kind">;
  outboxOldestSeconds: Gauge<"kind">;
  dbPoolConnections: Gauge<"state">;
  dbPoolWaiting: Gauge;
  dbPoolAcquires: Counter;
  dbPoolAcquireSeconds: Counter;
}

function create(): FoyerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: "foyer_http_requests_total", help: "Requests answered, by route template, method and status.", labelNames: ["route", "method", "status"], registers }),
    requestSeconds: new Histogram({
      name: "foyer_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer's last byte, by route template and method.",
      labelNames: ["route", "method"],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    refusals: new Counter({ name: "foyer_refusals_total", help: "Requests refused with an error code (SOLD_OUT, VALIDATION_ERROR, …).", labelNames: ["code"], registers }),
    holds: new Counter({ name: "foyer_holds_total", help: "Holds asked for in the batched path, by outcome (stored or refused for want of room).", labelNames: ["outcome"], registers }),
    holdBatchSize: new Histogram({ name: "foyer_hold_batch_size", help: "Holds stored together in one batch.", buckets: [1, 2, 4, 8, 16, 32, 64, 128], registers }),
    webhookAttempts: new Counter({ name: "foyer_webhook_attempts_total", help: "Webhook delivery attempts, by outcome (delivered, retrying, failed).", labelNames: ["outcome"], registers }),
    outboxDepth: new Gauge({
      name: "foyer_outbox_depth",
      help: "Emails or webhook deliveries waiting to be sent, by kind.",
      labelNames: ["kind"],
      registers,
    }),
    outboxOldestSeconds: new Gauge({
      name: "foyer_outbox_oldest_age_seconds",
      help: "How long the oldest waiting email or webhook delivery has waited, by kind.",
      labelNames: ["kind"],
      registers,
    }),
    dbPoolConnections: new Gauge({ name: "foyer_db_pool_connections", help: "PostgreSQL connections open, by state (busy, idle).", labelNames: ["state"], registers }),
    dbPoolWaiting: new Gauge({ name: "foyer_db_pool_waiting", help: "Requests waiting for a PostgreSQL connection now.", registers }),
    dbPoolAcquires: new Counter({ name: "foyer_db_pool_acquires_total", help: "PostgreSQL connections taken from the pool.", registers }),
    dbPoolAcquireSeconds: new Counter({ name: "foyer_db_pool_acquire_seconds_total", help: "Seconds spent taking PostgreSQL connections from the pool, waits for a busy pool included.", registers }),
  };
}

export function metrics(): FoyerMetrics {
  return processWide("metrics", create);
}
