import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { ConfigError } from "@/lib/config/config-error";
import { parseDatabaseUrl, redactDatabaseUrl, type DatabaseProvider, type DatabaseTarget } from "@/lib/config/database-url";

// Foyer applies its checked-in migrations itself: Prisma's `migrate deploy` does not run on
// PostgreSQL through a driver adapter, and one small runner behaves the same on both databases.
// Each migration runs in its own transaction and is recorded with a checksum of its SQL.

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  provider: DatabaseProvider;
  applied: string[];
  alreadyApplied: number;
}

const LEDGER = "_foyer_migrations";
const ledgerDdl = `CREATE TABLE IF NOT EXISTS "${LEDGER}" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`;

export function migrationsFolder(provider: DatabaseProvider, root = process.cwd()): string {
  return join(root, "prisma", provider, "migrations");
}

export function loadMigrations(provider: DatabaseProvider, root = process.cwd()): Migration[] {
  const folder = migrationsFolder(provider, root);
  if (!existsSync(folder)) throw new ConfigError(`no migrations folder at ${folder}: is this a complete Foyer checkout?`);
  const migrations = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(folder, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
  if (migrations.length === 0) throw new ConfigError(`no migrations in ${folder}: is this a complete Foyer checkout?`);
  return migrations;
}

/** Compares what the database has applied with what this build ships; throws on any mismatch. */
export function planMigrations(available: Migration[], applied: Map<string, string>): Migration[] {
  const known = new Map(available.map((migration) => [migration.name, migration]));
  for (const [name, checksum] of applied) {
    const migration = known.get(name);
    if (!migration) {
      throw new ConfigError(
        `the database has migration ${name}, which this version of Foyer does not ship: run a Foyer version that has it, or use another database`,
      );
    }
    if (migration.checksum !== checksum) {
      throw new ConfigError(`migration ${name} was changed after it was applied to this database; restore its original SQL`);
    }
  }
  return available.filter((migration) => !applied.has(migration.name));
}

export async function migrate(target: DatabaseTarget = parseDatabaseUrl(), root = process.cwd()): Promise<MigrationResult> {
  const migrations = loadMigrations(target.provider, root);
  return target.provider === "sqlite" ? migrateSqlite(target.filePath, migrations) : migratePostgres(target.url, migrations);
}

function migrateSqlite(filePath: string, migrations: Migration[]): MigrationResult {
  let database: Database.Database;
  try {
    mkdirSync(dirname(filePath), { recursive: true });
    database = new Database(filePath, { timeout: 10_000 });
  } catch (error) {
    throw new ConfigError(`cannot open the SQLite database at ${filePath}: ${(error as Error).message}`);
  }
  try {
    database.pragma("journal_mode = WAL");
    // A migration that redefines a table (Prisma's "RedefineTables") drops the old one; with foreign
    // keys on, DROP TABLE deletes its rows first and their ON DELETE CASCADE empties every child table.
    // SQLite ignores the migration's own PRAGMA foreign_keys=OFF inside a transaction, so the keys are
    // switched off for this connection before it, and checked before the transaction commits.
    database.pragma("foreign_keys = OFF");
    database.exec(ledgerDdl);
    // IMMEDIATE takes the write lock first, so two processes starting together do not both migrate.
    const pending = database.transaction(() => {
      const rows = database.prepare(`SELECT name, checksum FROM "${LEDGER}"`).all() as { name: string; checksum: string }[];
      const todo = planMigrations(migrations, new Map(rows.map((row) => [row.name, row.checksum])));
      const record = database.prepare(`INSERT INTO "${LEDGER}" (name, checksum, applied_at) VALUES (?, ?, ?)`);
      for (const migration of todo) {
        database.exec(migration.sql);
        record.run(migration.name, migration.checksum, new Date().toISOString());
      }
      const broken = database.pragma("foreign_key_check") as { table: string; parent: string }[];
      if (broken.length > 0) {
        throw new ConfigError(`migrating left ${broken.length} row(s) pointing at missing records (first: ${broken[0]!.table} → ${broken[0]!.parent}); nothing was changed`);
      }
      return { applied: todo.map((migration) => migration.name), alreadyApplied: rows.length };
    });
    return { provider: "sqlite", ...pending.immediate() };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`migrating the SQLite database at ${filePath} failed: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new ConfigError(`cannot reach PostgreSQL at ${redactDatabaseUrl(url)}: ${describePgError(error)}`);
  }
  // Any fixed number works as the lock key; it only has to be the same in every Foyer process.
  const lockKey = 7_461_657_269;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
    await client.query(ledgerDdl);
    const { rows } = await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${LEDGER}"`);
    const todo = planMigrations(migrations, new Map(rows.map((row) => [row.name, row.checksum])));
    for (const migration of todo) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(`INSERT INTO "${LEDGER}" (name, checksum, applied_at) VALUES ($1, $2, $3)`, [
          migration.name,
          migration.checksum,
          new Date().toISOString(),
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new ConfigError(`migration ${migration.name} failed on PostgreSQL: ${describePgError(error)}`);
      }
    }
    return { provider: "postgresql", applied: todo.map((migration) => migration.name), alreadyApplied: rows.length };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [lockKey]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

function describePgError(error: unknown): string {
  const failure = error as { code?: string; message?: string };
  const message = failure.message && failure.message.trim() !== "" ? failure.message : "no answer";
  return failure.code ? `${message} (${failure.code})` : message;
}
