import { mkdtempSync, mkdirSync, writeFileSync, cpSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "@/lib/config/config-error";
import { createTestDatabase, testProviders, type TestDatabase } from "@/tests/support/databases";
import { parseDatabaseUrl, type DatabaseTarget } from "@/lib/config/database-url";
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

const SHARE = "20261129040000_ticket_membership_share";

/** Runs `sql` on the database: statements without parameters, or one SELECT, whose rows it returns. */
async function runSql(target: DatabaseTarget, sql: string): Promise<Record<string, unknown>[]> {
  if (target.provider === "sqlite") {
    const database = new Database(target.filePath);
    try {
      if (/^\s*SELECT/i.test(sql)) return database.prepare(sql).all() as Record<string, unknown>[];
      database.exec(sql);
      return [];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const results = await client.query(sql);
    return Array.isArray(results) ? [] : results.rows;
  } finally {
    await client.end();
  }
}

// Orders as 20261128103329_ticket_membership left them: o1, o3 and o4 have every ticket of a type on
// the first carded line's card; o2 was made since, each ticket with its line's card.
const at = "'2026-11-20T10:00:00.000+00:00'";
const line = (order: string, position: number, type: string, quantity: number, card: string | null) =>
  `INSERT INTO "OrderLine" ("id", "orderId", "position", "ticketTypeId", "quantity", "unitPrice", "currency", "membershipId")
   VALUES ('${order}-l${position}', '${order}', ${position}, '${type}', ${quantity}, 0, 'EUR', ${card ? `'${card}'` : "NULL"});`;
const ticket = (id: string, type: string, card: string | null) =>
  `INSERT INTO "Ticket" ("id", "museumId", "ticketTypeId", "orderId", "price", "currency", "membershipId", "createdAt", "updatedAt")
   VALUES ('${id}', 'm1', '${type}', '${id.slice(0, 2)}', 0, 'EUR', ${card ? `'${card}'` : "NULL"}, ${at}, ${at});`;
const pinnedOrders = [
  `INSERT INTO "Museum" ("id", "slug", "name", "updatedAt") VALUES ('m1', 'm1', 'Museum', ${at});`,
  ...["a", "b"].map(
    (who) => `INSERT INTO "Customer" ("id", "museumId", "name", "updatedAt") VALUES ('c-${who}', 'm1', 'Member ${who}', ${at});
      INSERT INTO "Membership" ("id", "museumId", "customerId", "name", "validFrom", "validTo", "updatedAt")
      VALUES ('card-${who}', 'm1', 'c-${who}', 'Friends', ${at}, '2027-11-20T10:00:00.000+00:00', ${at});`,
  ),
  `INSERT INTO "Event" ("id", "museumId", "name", "updatedAt") VALUES ('e1', 'm1', 'Collection', ${at});`,
  ...["member", "adult"].map(
    (type) => `INSERT INTO "TicketType" ("id", "museumId", "eventId", "name", "price", "currency", "masterLanguage", "maxQuantity", "updatedAt")
      VALUES ('${type}', 'm1', 'e1', '${type}', 0, 'EUR', 'en', 100, ${at});`,
  ),
  ...["o1", "o2", "o3", "o4"].map(
    (order) => `INSERT INTO "Order" ("id", "museumId", "status", "total", "currency", "expiresAt", "updatedAt") VALUES ('${order}', 'm1', 'CONFIRMED', 0, 'EUR', ${at}, ${at});`,
  ),
  line("o1", 0, "member", 1, "card-a"),
  line("o1", 1, "member", 1, "card-b"),
  line("o1", 2, "adult", 1, "card-a"),
  ticket("o1-t1", "member", "card-a"),
  ticket("o1-t2", "member", "card-a"),
  ticket("o1-t3", "adult", "card-a"),
  line("o2", 0, "member", 1, "card-a"),
  line("o2", 1, "member", 1, "card-b"),
  ticket("o2-t1", "member", "card-b"),
  ticket("o2-t2", "member", "card-a"),
  line("o3", 0, "member", 1, "card-a"),
  line("o3", 1, "member", 1, "card-b"),
  ticket("o3-t1", "member", "card-a"),
  ticket("o3-t2", "member", "card-a"),
  // Before tickets held their card, the door let either card into either place.
  `INSERT INTO "CheckIn" ("id", "museumId", "kind", "ticketId", "membershipId", "checkedInAt") VALUES ('ci1', 'm1', 'TICKET', 'o3-t1', 'card-b', ${at});`,
  line("o4", 0, "adult", 1, "card-a"),
  line("o4", 1, "adult", 1, "card-b"),
  line("o4", 2, "adult", 1, null),
  ticket("o4-t1", "adult", "card-a"),
  ticket("o4-t2", "adult", "card-a"),
  ticket("o4-t3", "adult", "card-a"),
].join("\n");

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

  it("shares out the places of an order whose cards the first back-fill pinned to its first card", async () => {
    const database = await createTestDatabase(provider);
    databases.push(database);
    const target = parseDatabaseUrl(database.url);
    const root = mkdtempSync(join(tmpdir(), "foyer-root-"));
    cpSync(join(process.cwd(), "prisma"), join(root, "prisma"), { recursive: true });
    rmSync(join(root, "prisma", provider, "migrations", SHARE), { recursive: true });
    await migrate(target, root);
    await runSql(target, pinnedOrders);
    expect((await migrate(target)).applied).toEqual([SHARE]);
    expect(await runSql(target, `SELECT "id", "membershipId" FROM "Ticket" ORDER BY "id"`)).toEqual([
      // Each member's own place holds its card, in line order.
      { id: "o1-t1", membershipId: "card-a" },
      { id: "o1-t2", membershipId: "card-b" },
      // The guest line of another type kept its card.
      { id: "o1-t3", membershipId: "card-a" },
      // An order made since already spread its places over the cards: unchanged.
      { id: "o2-t1", membershipId: "card-b" },
      { id: "o2-t2", membershipId: "card-a" },
      // A place let in at the door with the second card keeps it.
      { id: "o3-t1", membershipId: "card-b" },
      { id: "o3-t2", membershipId: "card-a" },
      // Two cards' guests and a plain buyer's place, one type: the carded lines' quantities first.
      { id: "o4-t1", membershipId: "card-a" },
      { id: "o4-t2", membershipId: "card-b" },
      { id: "o4-t3", membershipId: null },
    ]);
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
