import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/config/config-error";
import { createTestDatabase, testProviders, type TestDatabase } from "@/tests/support/databases";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import { loadMigrations, migrate, planMigrations, type Migration } from "./migrate";

const migration = (name: string, sql = `SELECT '${name}'`): Migration => ({ name, sql, checksum: `sum-${sql}` });

describe("planMigrations", () => {
  const available = [migration("001_a"), migration("002_b"), migration("003_c")];

  it("returns what the database has not applied, in order", () => {
    expect(planMigrations(available, new Map([["001_a", "sum-SELECT '001_a'"]])).map((m) => m.name)).toEqual(["002_b", "003_c"]);
    expect(planMigrations(available, new Map())).toHaveLength(3);
  });

  it("refuses a database that has a migration this build does not ship", () => {
    expect(() => planMigrations(available, new Map([["999_future", "x"]]))).toThrow(/999_future.*does not ship/);
  });

  it("refuses a migration whose SQL changed after it was applied", () => {
    expect(() => planMigrations(available, new Map([["001_a", "another checksum"]]))).toThrow(ConfigError);
  });
});

describe("loadMigrations", () => {
  it("fails with a clear message when the migrations folder is missing", () => {
    const empty = mkdtempSync(join(tmpdir(), "foyer-no-migrations-"));
    expect(() => loadMigrations("sqlite", empty)).toThrow(/no migrations folder/);
    mkdirSync(join(empty, "prisma", "sqlite", "migrations"), { recursive: true });
    expect(() => loadMigrations("sqlite", empty)).toThrow(/no migrations in/);
  });
});

describe.each(testProviders())("migrate on %s", (provider) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it("applies every shipped migration once, then nothing", async () => {
    const database = await createTestDatabase(provider);
    databases.push(database);
    const target = parseDatabaseUrl(database.url);
    const shipped = loadMigrations(provider).map((m) => m.name);
    const first = await migrate(target);
    expect(first.applied).toEqual(shipped);
    const second = await migrate(target);
    expect(second).toEqual({ provider, applied: [], alreadyApplied: shipped.length });
  });

  it("applies only the new migration when a later build adds one", async () => {
    const database = await createTestDatabase(provider);
    databases.push(database);
    const target = parseDatabaseUrl(database.url);
    await migrate(target);
    const root = mkdtempSync(join(tmpdir(), "foyer-root-"));
    cpSync(join(process.cwd(), "prisma"), join(root, "prisma"), { recursive: true });
    const folder = join(root, "prisma", provider, "migrations", "29990101000000_add_note");
    mkdirSync(folder);
    writeFileSync(join(folder, "migration.sql"), 'CREATE TABLE "MigrationProbe" ("id" TEXT PRIMARY KEY);');
    const result = await migrate(target, root);
    expect(result.applied).toEqual(["29990101000000_add_note"]);
    // And the build without it refuses this database instead of running against a schema it does not know.
    await expect(migrate(target)).rejects.toThrow(/29990101000000_add_note.*does not ship/);
  });
});

describe("migrate on SQLite", () => {
  it("reports an unwritable database path in one line", async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), "foyer-blocked-")), "a-file");
    writeFileSync(blocker, "not a folder");
    await expect(migrate(parseDatabaseUrl(`file:${blocker}/foyer.db`))).rejects.toThrow(/cannot open the SQLite database/);
  });

  /** A root whose SQLite migrations are `sqls`, in order. */
  function rootWith(sqls: string[]): string {
    const root = mkdtempSync(join(tmpdir(), "foyer-redefine-"));
    sqls.forEach((sql, index) => {
      const folder = join(root, "prisma", "sqlite", "migrations", `00${index + 1}_step`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, "migration.sql"), sql);
    });
    return root;
  }

  const parentAndChild = `CREATE TABLE "Parent" ("id" TEXT NOT NULL PRIMARY KEY);
    CREATE TABLE "Child" ("id" TEXT NOT NULL PRIMARY KEY, "parentId" TEXT NOT NULL, CONSTRAINT "Child_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent" ("id") ON DELETE CASCADE);
    INSERT INTO "Parent" VALUES ('p1'); INSERT INTO "Child" VALUES ('c1', 'p1');`;

  it("keeps the rows of child tables when a migration redefines their parent table, as Prisma's do", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "foyer-keep-")), "foyer.db");
    const redefine = `PRAGMA defer_foreign_keys=ON; PRAGMA foreign_keys=OFF;
      CREATE TABLE "new_Parent" ("id" TEXT NOT NULL PRIMARY KEY, "note" TEXT NOT NULL DEFAULT '');
      INSERT INTO "new_Parent" ("id") SELECT "id" FROM "Parent"; DROP TABLE "Parent"; ALTER TABLE "new_Parent" RENAME TO "Parent";
      PRAGMA foreign_keys=ON; PRAGMA defer_foreign_keys=OFF;`;
    await migrate(parseDatabaseUrl(`file:${path}`), rootWith([parentAndChild, redefine]));
    const database = new Database(path);
    expect(database.prepare(`SELECT "id", "parentId" FROM "Child"`).all()).toEqual([{ id: "c1", parentId: "p1" }]);
    database.close();
  });

  it("refuses a migration that leaves rows pointing at missing records, and applies none of the batch", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "foyer-dangling-")), "foyer.db");
    const dangling = `INSERT INTO "Child" VALUES ('c2', 'nobody');`;
    await expect(migrate(parseDatabaseUrl(`file:${path}`), rootWith([parentAndChild, dangling]))).rejects.toThrow(/pointing at missing records/);
    const database = new Database(path);
    expect(database.prepare(`SELECT COUNT(*) AS "n" FROM "_foyer_migrations"`).get()).toEqual({ n: 0 });
    database.close();
  });

  it("leaves the file in WAL mode, so readers do not block the writer", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "foyer-wal-")), "foyer.db");
    await migrate(parseDatabaseUrl(`file:${path}`));
    const database = new Database(path);
    expect(database.pragma("journal_mode", { simple: true })).toBe("wal");
    database.close();
  });
});
