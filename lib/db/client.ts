import { PrismaPg } from "@prisma/adapter-pg";
import { processWide } from "@/lib/process/process-wide";
import { PrismaClient as SqlitePrismaClient, Prisma } from "./generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgresql/client";
import { parseDatabaseUrl, type DatabaseProvider, type DatabaseTarget } from "@/lib/config/database-url";
import { createPostgresPool } from "./postgres-pool";
import { serializedSqlite, type SerializedSqlite } from "./serialized-sqlite";

// Both generated clients come from one model, so they share one shape; the SQLite client's
// types stand for both. Provider-specific query options (PostgreSQL's `mode: "insensitive"`) are
// added where needed by lib code that checks `databaseProvider()`.
export type Db = SqlitePrismaClient;
/** Prisma's namespace (input types, `Prisma.raw`/`Prisma.sql`), the same for both providers. */
export { Prisma };
export type Tx = Prisma.TransactionClient;
export type DbOrTx = Db | Tx;

interface OpenDatabase {
  client: Db;
  target: DatabaseTarget;
  sqlite?: SerializedSqlite;
}

// One client per DATABASE_URL per process, whichever copy of this module asks (lib/process/process-wide.ts):
// on SQLite, the queries of every copy must take turns on one connection (serialized-sqlite.ts).
const databases = processWide("databases", () => new Map<string, OpenDatabase>());

function open(target: DatabaseTarget): OpenDatabase {
  if (target.provider === "sqlite") {
    const sqlite = serializedSqlite(target.filePath, 10_000);
    return { client: new SqlitePrismaClient({ adapter: sqlite.adapter }), target, sqlite };
  }
  // Prisma ends the pool with the client ($disconnect), as it would a pool of its own making.
  const adapter = new PrismaPg(createPostgresPool(target.url), { disposeExternalPool: true });
  return { client: new PostgresPrismaClient({ adapter }) as unknown as Db, target };
}

function current(): OpenDatabase {
  const target = parseDatabaseUrl();
  let database = databases.get(target.url);
  if (!database) {
    database = open(target);
    databases.set(target.url, database);
  }
  return database;
}

/** The Prisma client for the configured DATABASE_URL. */
export function db(): Db {
  return current().client;
}

export function databaseProvider(): DatabaseProvider {
  return current().target.provider;
}

/**
 * SQLite only: runs synchronous `work` on a direct better-sqlite3 connection to the configured
 * database, never while this process's Prisma client is inside a query or transaction. For the few
 * hot statements where Prisma's per-call cost dominates (docs/performance.md); store dates with
 * `sqliteTimestamp` so they compare like Prisma's. Its commits survive a crash of the process but
 * not a power cut (synchronous=NORMAL, lib/db/serialized-sqlite.ts): use it only for writes that
 * may be lost that way, such as 15-minute holds, never for sales.
 */
export function withSqliteConnection<T>(work: (connection: SqliteConnection) => T): Promise<T> {
  const { sqlite } = current();
  if (!sqlite) throw new Error("withSqliteConnection needs a SQLite DATABASE_URL");
  return sqlite.exclusive(work);
}

export type SqliteConnection = Parameters<Parameters<SerializedSqlite["exclusive"]>[0]>[0];
export { sqliteTimestamp } from "./serialized-sqlite";

/** Closes every open client (graceful shutdown, end of a CLI command or test file). */
export async function disconnectAll(): Promise<void> {
  const open = [...databases.values()];
  databases.clear();
  await Promise.all(
    open.map(async (database) => {
      await database.client.$disconnect();
      database.sqlite?.close();
    }),
  );
}
