import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqlitePrismaClient, Prisma } from "./generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgresql/client";
import { parseDatabaseUrl, type DatabaseProvider, type DatabaseTarget } from "./database-url";

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
}

// One client per DATABASE_URL per process, kept on globalThis so dev-mode reloads reuse it.
const registry = globalThis as typeof globalThis & { __foyerDatabases?: Map<string, OpenDatabase> };
const databases = (registry.__foyerDatabases ??= new Map());

function open(target: DatabaseTarget): OpenDatabase {
  if (target.provider === "sqlite") {
    const adapter = new PrismaBetterSQLite3({ url: target.url, timeout: 10_000 });
    return { client: new SqlitePrismaClient({ adapter }), target };
  }
  const adapter = new PrismaPg({
    connectionString: target.url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Unset, a request waits for a connection forever when PostgreSQL is unreachable or the pool is busy.
    connectionTimeoutMillis: Number(process.env.DATABASE_POOL_TIMEOUT_MS ?? 5_000),
  });
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

/** Closes every open client (graceful shutdown, end of a CLI command or test file). */
export async function disconnectAll(): Promise<void> {
  const open = [...databases.values()];
  databases.clear();
  await Promise.all(open.map((database) => database.client.$disconnect()));
}
