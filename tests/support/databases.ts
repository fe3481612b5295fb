import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseProvider } from "@/lib/config/database-url";

// Integration tests run on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set. Each test
// file gets its own fresh database: a temporary SQLite file, or a new PostgreSQL database.

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
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `foyer_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    provider,
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
