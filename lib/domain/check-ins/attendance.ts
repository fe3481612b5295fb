import { databaseProvider, db, Prisma } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";

// Attendance: how many visitors the door let in (docs/api.md, "Check-in"): a slot's admitted count is
// the number of its tickets with a check-in, so a ticket that comes in again after an exit is one visitor.

// Today asks this every second (docs/performance.md, "Today under watch"). Left to choose, SQLite
// walked every ticket the museum ever sold by its museum index and looked each one up; the unary plus
// takes the museum term off that index (SQLite's documented way), so the walk starts from the slots'
// own tickets. PostgreSQL's planner chooses by its statistics and takes the term as it is.
const museumColumn = () => Prisma.raw(databaseProvider() === "sqlite" ? `+"t"."museumId"` : `"t"."museumId"`);

/** Admitted tickets per time slot of the actor's museum; a slot nobody entered yet counts 0. */
export async function admittedPerSlot({ actor, timeSlotIds }: { actor: Actor; timeSlotIds: string[] }): Promise<Map<string, number>> {
  const admitted = new Map(timeSlotIds.map((id) => [id, 0]));
  if (timeSlotIds.length === 0) return admitted;
  const rows = await db().$queryRaw<{ timeSlotId: string; admitted: number | bigint }[]>`
    SELECT "t"."timeSlotId", COUNT(*) AS "admitted" FROM "Ticket" AS "t"
    WHERE ${museumColumn()} = ${actor.museumId} AND "t"."timeSlotId" IN (${Prisma.join(timeSlotIds)})
      AND EXISTS (SELECT 1 FROM "CheckIn" AS "c" WHERE "c"."ticketId" = "t"."id")
    GROUP BY "t"."timeSlotId"`;
  for (const row of rows) admitted.set(row.timeSlotId, Number(row.admitted));
  return admitted;
}
