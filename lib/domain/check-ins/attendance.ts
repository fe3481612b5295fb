import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";

// Attendance: how many visitors the door let in (docs/api.md, "Check-in"). A ticket admits at most
// once, so a slot's admitted count is the number of its tickets with a check-in.

/** Admitted tickets per time slot of the actor's museum; a slot nobody entered yet counts 0. */
export async function admittedPerSlot({ actor, timeSlotIds }: { actor: Actor; timeSlotIds: string[] }): Promise<Map<string, number>> {
  const admitted = new Map(timeSlotIds.map((id) => [id, 0]));
  if (timeSlotIds.length === 0) return admitted;
  const groups = await db().ticket.groupBy({
    by: ["timeSlotId"],
    where: { museumId: actor.museumId, timeSlotId: { in: timeSlotIds }, checkIns: { some: {} } },
    _count: { _all: true },
  });
  for (const group of groups) if (group.timeSlotId) admitted.set(group.timeSlotId, group._count._all);
  return admitted;
}
