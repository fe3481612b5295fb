import { withSqliteConnection } from "@/lib/db/client";
import type { CountStore, WindowIncrement } from "./count-store";

// The database store on SQLite: the process's direct connection (withSqliteConnection), in its turn
// between Prisma's queries and transactions, so a flush never commits inside one of Prisma's
// transactions (which would then fail to write) and costs microseconds, not a trip through Prisma.
// It does not wait for the write lock: while another process holds it (a backup, a long job), a flush
// fails at once, its counts go out with the next one, and nothing queues behind it for the busy
// timeout. An exact limit's count (`wait`) waits for the lock like any other write.

const UPSERT = `INSERT INTO "RateLimitWindow" ("key", "count", "expiresAt") VALUES (?, ?, ?)
  ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitWindow"."count" + excluded."count"
  RETURNING "count"`;

type Connection = Parameters<Parameters<typeof withSqliteConnection>[0]>[0];

function withoutWaiting<T>(connection: Connection, work: () => T): T {
  const busyTimeout = connection.pragma("busy_timeout", { simple: true }) as number;
  connection.pragma("busy_timeout = 0");
  try {
    return work();
  } finally {
    connection.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

export function sqliteStore(): CountStore {
  return {
    add(increments: WindowIncrement[], options) {
      return withSqliteConnection((connection) => {
        const addAll = () => {
          const upsert = connection.prepare<[string, number, number], { count: number }>(UPSERT);
          const totals = new Map<string, number>();
          connection.transaction(() => {
            for (const { key, delta, expiresAt } of increments) totals.set(key, upsert.get(key, delta, expiresAt)!.count);
          })();
          return totals;
        };
        return options?.wait ? addAll() : withoutWaiting(connection, addAll);
      });
    },
    async deleteExpired(now) {
      await withSqliteConnection((connection) =>
        withoutWaiting(connection, () => connection.prepare(`DELETE FROM "RateLimitWindow" WHERE "expiresAt" < ?`).run(now)),
      );
    },
    // The connection is the database client's, closed with it.
    async close() {},
  };
}
