import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { db, withSqliteConnection } from "./client";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import { useTestDatabase } from "@/tests/support/use-database";

// SQLite only: one connection, so a query from outside a transaction must not run inside one that
// happens to be open (serialized-sqlite.ts).
describe("queries and transactions on one SQLite connection", () => {
  const database = useTestDatabase("sqlite");

  it("keeps a write made outside a transaction when a transaction open at the time rolls back", async () => {
    const museum = await db().museum.create({ data: { name: "Turns", slug: "turns" } });
    // Warm: the write below must reach the connection well within the wait before the rollback.
    await db().location.deleteMany({ where: { id: (await db().location.create({ data: { museumId: museum.id, name: "warm" } })).id } });
    let rollBack!: () => void;
    const gate = new Promise<void>((resolve) => (rollBack = resolve));
    const transaction = db()
      .$transaction(async (tx) => {
        await tx.location.create({ data: { museumId: museum.id, name: "inside, rolled back" } });
        await gate;
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Asked for while the transaction is open: it waits for its turn instead of joining it.
    const outside = db().location.create({ data: { museumId: museum.id, name: "outside" } });
    // A write on the direct connection waits its turn too; without turns it would wait for the
    // transaction's write lock while blocking the event loop that transaction needs to end.
    const direct = withSqliteConnection((connection) => connection.prepare(`UPDATE "Museum" SET "name" = 'Renamed' WHERE "id" = ?`).run(museum.id).changes);
    const pause = new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), 300));
    expect(await Promise.race([outside.then(() => "done"), direct.then(() => "done"), pause])).toBe("waiting");
    rollBack();
    expect(await transaction).toBe("roll back");
    await outside;
    expect(await direct).toBe(1);
    expect((await db().museum.findUniqueOrThrow({ where: { id: museum.id } })).name).toBe("Renamed");
    expect((await db().location.findMany({ select: { name: true } })).map((location) => location.name)).toEqual(["outside"]);
  });

  it("lets a transaction that reads before it writes wait for another process's writer, instead of failing", async () => {
    const museum = await db().museum.create({ data: { name: "Two writers", slug: "two-writers" } });
    const target = parseDatabaseUrl(database.url);
    if (target.provider !== "sqlite") throw new Error("a SQLite test database");
    // Another process (a CLI command, a second server) writes a location and commits 300 ms later.
    const other = spawn(process.execPath, ["-e", OTHER_WRITER, target.filePath, museum.id], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = once(other, "exit");
    await once(other.stdout, "data");
    // Reads, then writes what it read. Begun deferred, its write would find the lock taken after its
    // read and fail at once ("database is locked"); begun immediate, it waits for the lock and reads
    // what the other process committed.
    const outcome = await db()
      .$transaction(async (tx) => {
        const before = await tx.location.count({ where: { museumId: museum.id } });
        await tx.location.create({ data: { museumId: museum.id, name: `second, after ${before}` } });
      })
      .then(
        () => "committed",
        (error: Error) => error.message,
      );
    expect(await exited).toEqual([0, null]);
    expect(outcome).toBe("committed");
    const names = (await db().location.findMany({ where: { museumId: museum.id }, orderBy: { name: "asc" }, select: { name: true } })).map((row) => row.name);
    expect(names).toEqual(["first", "second, after 1"]);
  });
});

const OTHER_WRITER = `
const Database = require("better-sqlite3");
const [filePath, museumId] = process.argv.slice(1);
const connection = new Database(filePath, { timeout: 10000 });
connection.prepare("BEGIN IMMEDIATE").run();
connection.prepare('INSERT INTO "Location" ("id", "museumId", "name", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?)')
  .run(require("node:crypto").randomUUID(), museumId, "first", new Date().toISOString(), new Date().toISOString());
process.stdout.write("written\\n");
setTimeout(() => { connection.prepare("COMMIT").run(); connection.close(); }, 300);
`;
