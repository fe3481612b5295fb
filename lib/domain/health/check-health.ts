import { databaseProvider, db } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/config/database-url";
import { logger } from "@/lib/log/logger";

export interface Health {
  status: "ok" | "unavailable";
  database: DatabaseProvider;
}

/**
 * Healthy means the database takes writes. `SELECT 1` is not enough: on SQLite it passes while
 * another process holds the write lock (readers still read in WAL mode), and on PostgreSQL it passes
 * on a server that only reads. A write that matches no row needs the same lock and connection as any
 * change, and changes nothing. It waits no longer than any request would (DATABASE_POOL_TIMEOUT_MS on
 * PostgreSQL, the busy timeout on SQLite).
 */
export async function checkHealth(): Promise<Health> {
  const database = databaseProvider();
  try {
    await db().$executeRawUnsafe(`UPDATE "Museum" SET "id" = "id" WHERE 1 = 0`);
    return { status: "ok", database };
  } catch (error) {
    logger.warn("health check failed", { errorMessage: error instanceof Error ? error.message : String(error) });
    return { status: "unavailable", database };
  }
}
