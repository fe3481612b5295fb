import { db, Prisma } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";

// The group visits expected in each time slot (docs/orders.md, "Group visits"), for Today: each
// confirmed group order with how many of it the door let in, read for many slots in one statement.

export interface SlotGroup {
  orderId: string;
  name: string;
  leaderName: string | null;
  size: number;
  /** How many of the group came in so far: its tickets with a check-in. */
  admitted: number;
}

interface GroupRow {
  id: string;
  timeSlotId: string;
  groupName: string;
  groupLeaderName: string | null;
  groupSize: number | bigint;
  admitted: number | bigint;
}

/** The confirmed group visits of each slot of the actor's museum, by name; a slot without one has none. */
export async function groupsPerSlot({ actor, timeSlotIds }: { actor: Actor; timeSlotIds: string[] }): Promise<Map<string, SlotGroup[]>> {
  const groups = new Map(timeSlotIds.map((id) => [id, [] as SlotGroup[]]));
  if (timeSlotIds.length === 0) return groups;
  const rows = await db().$queryRaw<GroupRow[]>`
    SELECT "o"."id", "o"."timeSlotId", "o"."groupName", "o"."groupLeaderName", "o"."groupSize",
      (SELECT COUNT(*) FROM "Ticket" AS "t" WHERE "t"."orderId" = "o"."id" AND EXISTS (SELECT 1 FROM "CheckIn" AS "c" WHERE "c"."ticketId" = "t"."id")) AS "admitted"
    FROM "Order" AS "o"
    WHERE "o"."museumId" = ${actor.museumId} AND "o"."timeSlotId" IN (${Prisma.join(timeSlotIds)}) AND "o"."status" = 'CONFIRMED' AND "o"."groupSize" IS NOT NULL
    ORDER BY "o"."groupName", "o"."id"`;
  for (const row of rows) {
    groups.get(row.timeSlotId)?.push({ orderId: row.id, name: row.groupName, leaderName: row.groupLeaderName, size: Number(row.groupSize), admitted: Number(row.admitted) });
  }
  return groups;
}
