import pg from "pg";
import { setting } from "@/lib/config/settings";
import { processWide } from "@/lib/process/process-wide";

// PostgreSQL's connection pool, made here and handed to Prisma's adapter, so that Foyer can see what
// the adapter would keep to itself: how many requests wait for a connection right now, and how long
// taking one has taken (docs/operations.md, "Metrics"). A request that finds every connection busy
// waits; DATABASE_POOL_TIMEOUT_MS bounds the wait (then the request answers 503).

export interface PoolStats {
  /** Connections open, and of them idle. */
  total: number;
  idle: number;
  /** Requests waiting for a connection now. */
  waiting: number;
  /** Connections taken from the pool since the process started, and the seconds spent taking them. */
  acquired: number;
  acquireSeconds: number;
}

const pools = processWide("postgres-pools", () => new Set<TimedPool>());

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/** A pool that times every connection it hands out; its queries take connections through connect too. */
class TimedPool extends pg.Pool {
  acquired = 0;
  acquireSeconds = 0;

  private note(started: number): void {
    this.acquired += 1;
    this.acquireSeconds += (performance.now() - started) / 1000;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const started = performance.now();
    if (callback) {
      super.connect((error, client, done) => {
        this.note(started);
        callback(error, client, done);
      });
      return;
    }
    return super.connect().finally(() => this.note(started));
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    pools.delete(this);
    return callback ? super.end(callback) : super.end();
  }
}

export function createPostgresPool(connectionString: string): pg.Pool {
  const pool = new TimedPool({
    connectionString,
    max: setting("DATABASE_POOL_SIZE"),
    // Unset, a request waits for a connection forever when PostgreSQL is unreachable or the pool is busy.
    connectionTimeoutMillis: setting("DATABASE_POOL_TIMEOUT_MS"),
  });
  pools.add(pool);
  return pool;
}

/** The process's PostgreSQL pools added up; null when it has none (SQLite). */
export function postgresPoolStats(): PoolStats | null {
  if (pools.size === 0) return null;
  const stats: PoolStats = { total: 0, idle: 0, waiting: 0, acquired: 0, acquireSeconds: 0 };
  for (const pool of pools) {
    stats.total += pool.totalCount;
    stats.idle += pool.idleCount;
    stats.waiting += pool.waitingCount;
    stats.acquired += pool.acquired;
    stats.acquireSeconds += pool.acquireSeconds;
  }
  return stats;
}
