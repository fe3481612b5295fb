import { db, Prisma } from "@/lib/db/client";
import type { CountStore, WindowIncrement } from "./count-store";

// The database store on PostgreSQL: table RateLimitWindow through Prisma's pool. One upsert per flush
// adds every increment and returns the totals. Keys go in sorted, so two processes' upserts lock rows
// in the same order and cannot deadlock.

const ROWS_PER_STATEMENT = 500;

export function postgresStore(): CountStore {
  return {
    async add(increments) {
      const totals = new Map<string, number>();
      const sorted = [...increments].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (let start = 0; start < sorted.length; start += ROWS_PER_STATEMENT) {
        for (const row of await upsert(sorted.slice(start, start + ROWS_PER_STATEMENT))) totals.set(row.key, Number(row.count));
      }
      return totals;
    },
    async deleteExpired(now) {
      await db().rateLimitWindow.deleteMany({ where: { expiresAt: { lt: BigInt(now) } } });
    },
    async close() {},
  };
}

function upsert(rows: WindowIncrement[]): Promise<{ key: string; count: number | bigint }[]> {
  const values = Prisma.join(rows.map((row) => Prisma.sql`(${row.key}, ${row.delta}, ${row.expiresAt})`));
  return db().$queryRaw`INSERT INTO "RateLimitWindow" ("key", "count", "expiresAt") VALUES ${values}
    ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitWindow"."count" + excluded."count"
    RETURNING "key", "count"`;
}
