import { describe, expect, it } from "vitest";
import { db, withSqliteConnection } from "./client";
import { useTestDatabase } from "@/tests/support/use-database";

// SQLite only: one connection, so a query from outside a transaction must not run inside one that
// happens to be open (serialized-sqlite.ts).
describe("queries and transactions on one SQLite connection", () => {
  useTestDatabase("sqlite");

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
});
