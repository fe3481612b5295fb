import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

export async function getTimeSlot({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<TimeSlotRecord> {
  const row = orNotFound(await dbOr(tx).timeSlot.findFirst({ where: { id, museumId: actor.museumId }, select: timeSlotSelect }), "time slot");
  const [record] = await toTimeSlotRecords([row], tx);
  return record!;
}
