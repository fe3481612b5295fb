import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { parseDatabaseUrl, type DatabaseProvider } from "@/lib/config/database-url";
import { loadMigrations, migrate } from "@/lib/db/migrate";

// Integration tests run on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set. Each test
// file gets its own fresh database: a temporary SQLite file, or a new PostgreSQL database. Most files
// want it migrated: those are copied from a template migrated once per set of migrations
// (tests/global-setup.ts), because migrating each of some 150 PostgreSQL databases cost the suite
// more than half a second apiece. The server's own migration of an empty database keeps its tests
// (tests/start.test.ts and the other files that start on createTestDatabase).

export function testProviders(): DatabaseProvider[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgresql"] : ["sqlite"];
}

export interface TestDatabase {
  provider: DatabaseProvider;
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(provider: DatabaseProvider): Promise<TestDatabase> {
  if (provider === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "foyer-test-"));
    return {
      provider,
      url: `file:${join(folder, "foyer.db")}`,
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  return createPostgresDatabase(requireAdminUrl());
}

function requireAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  return adminUrl;
}

async function createPostgresDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = `foyer_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    provider: "postgresql",
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names the template for this checkout's migrations, so an edited migration gets a new template. */
function templateName(provider: DatabaseProvider): string {
  const checksums = loadMigrations(provider).map((migration) => `${migration.name}:${migration.checksum}`);
  return `foyer_template_${createHash("sha256").update(checksums.join("\n")).digest("hex").slice(0, 16)}`;
}

const sqliteTemplatePath = () => join(tmpdir(), `${templateName("sqlite")}.db`);

/** Makes the migrated templates once, before any test file runs (tests/global-setup.ts). */
export async function prepareDatabaseTemplates(providers: DatabaseProvider[]): Promise<void> {
  for (const provider of providers) {
    if (provider === "sqlite") {
      if (existsSync(sqliteTemplatePath())) continue;
      const database = await createTestDatabase("sqlite");
      await migrate(parseDatabaseUrl(database.url));
      // Renamed into place whole, so a run stopped halfway never leaves half a template behind.
      const partial = `${sqliteTemplatePath()}.${process.pid}`;
      copyFileSync(database.url.slice("file:".length), partial);
      renameSync(partial, sqliteTemplatePath());
      await database.drop();
      continue;
    }
    const adminUrl = requireAdminUrl();
    const name = templateName(provider);
    const exists = await withAdmin(adminUrl, (client) => client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]));
    if (exists.rowCount) continue;
    const database = await createTestDatabase("postgresql");
    await migrate(parseDatabaseUrl(database.url));
    const partialName = new URL(database.url).pathname.slice(1);
    await withAdmin(adminUrl, (client) => client.query(`ALTER DATABASE "${partialName}" RENAME TO "${name}"`));
  }
}

/** A fresh database with every migration applied, copied from this run's template. */
export async function createMigratedTestDatabase(provider: DatabaseProvider): Promise<TestDatabase> {
  if (provider === "sqlite") {
    if (!existsSync(sqliteTemplatePath())) throw new Error("no SQLite template database: tests/global-setup.ts makes it before the suite");
    const folder = mkdtempSync(join(tmpdir(), "foyer-test-"));
    const filePath = join(folder, "foyer.db");
    copyFileSync(sqliteTemplatePath(), filePath);
    return { provider, url: `file:${filePath}`, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  return createPostgresDatabase(requireAdminUrl(), templateName(provider));
}
