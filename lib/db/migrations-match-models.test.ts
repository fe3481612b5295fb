import { execFileSync } from "node:child_process";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl, type DatabaseProvider } from "@/lib/config/database-url";
import { createTestDatabase, testProviders, type TestDatabase } from "@/tests/support/databases";
import { migrate } from "./migrate";

// Migrations written on parallel branches can each be right and still lose each other's work when
// merged: a SQLite migration that rebuilds a table copies only the columns its branch knew. The
// database the migrations build must be the one the models describe, column by column and index by
// index, so it is compared with a database made in one step from prisma/models.prisma.

interface Shape {
  columns: string[];
  indexes: string[];
}

function schemaScript(provider: DatabaseProvider): string {
  const prisma = join(process.cwd(), "node_modules", ".bin", "prisma");
  const args = ["migrate", "diff", "--from-empty", "--to-schema-datamodel", join("prisma", provider, "schema.prisma"), "--script"];
  const output = execFileSync(prisma, [...args, "--config", join("prisma", `${provider}.config.ts`)], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return output.replace(/^.*Loaded Prisma config.*\n/m, "");
}

const squeeze = (text: string | null) => (text ?? "").replace(/\s+/g, " ").replace(/"/g, "").trim();

function sqliteShape(file: string): Shape {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_%' ESCAPE '\\'").all() as { name: string }[];
    const columns = tables.flatMap(({ name }) =>
      (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[]).map(
        (column) => `${name}.${column.name} ${column.type} notnull=${column.notnull} default=${column.dflt_value} pk=${column.pk}`,
      ),
    );
    const foreignKeys = tables.flatMap(({ name }) =>
      (db.prepare(`PRAGMA foreign_key_list("${name}")`).all() as { table: string; from: string; to: string; on_delete: string }[]).map(
        (key) => `${name}.${key.from} -> ${key.table}.${key.to} on delete ${key.on_delete}`,
      ),
    );
    const indexes = (db.prepare("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").all() as { name: string; tbl_name: string; sql: string }[]).map(
      (index) => `${index.tbl_name}: ${squeeze(index.sql)}`,
    );
    return { columns: [...columns, ...foreignKeys].sort(), indexes: indexes.sort() };
  } finally {
    db.close();
  }
}

async function postgresShape(url: string): Promise<Shape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ line: string }>(
      `SELECT table_name || '.' || column_name || ' ' || data_type || ' nullable=' || is_nullable || ' default=' || coalesce(column_default, '') AS line
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT LIKE '\\_%'`,
    );
    const constraints = await client.query<{ line: string }>(
      `SELECT conrelid::regclass::text || ': ' || pg_get_constraintdef(oid) AS line
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT LIKE '\\_%'`,
    );
    const indexes = await client.query<{ line: string }>(
      `SELECT tablename || ': ' || indexdef AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename NOT LIKE '\\_%'`,
    );
    return {
      columns: [...columns.rows, ...constraints.rows].map((row) => row.line).sort(),
      indexes: indexes.rows.map((row) => squeeze(row.line)).sort(),
    };
  } finally {
    await client.end();
  }
}

async function shapeOf(database: TestDatabase): Promise<Shape> {
  const target = parseDatabaseUrl(database.url);
  return target.provider === "sqlite" ? sqliteShape(target.filePath) : postgresShape(database.url);
}

async function runScript(database: TestDatabase, script: string): Promise<void> {
  const target = parseDatabaseUrl(database.url);
  if (target.provider === "sqlite") {
    const db = new Database(target.filePath);
    db.exec(script);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(script);
  await client.end();
}

describe.each(testProviders())("migrations on %s", (provider) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
  });

  it("build the database prisma/models.prisma describes: every column, key and index", async () => {
    const migrated = await createTestDatabase(provider);
    const direct = await createTestDatabase(provider);
    databases.push(migrated, direct);
    await migrate(parseDatabaseUrl(migrated.url));
    await runScript(direct, schemaScript(provider));
    const [fromMigrations, fromModels] = await Promise.all([shapeOf(migrated), shapeOf(direct)]);
    expect(fromModels.columns.length).toBeGreaterThan(100);
    expect(fromMigrations.columns).toEqual(fromModels.columns);
    expect(fromMigrations.indexes).toEqual(fromModels.indexes);
  }, 120_000);
});
