import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

export async function getTimeSlot({ actor, id }: { actor: Actor; id: string }): Promise<TimeSlotRecord> {
  const row = orNotFound(await db().timeSlot.findFirst({ where: { id, museumId: actor.museumId }, select: timeSlotSelect }), "time slot");
  const [record] = await toTimeSlotRecords([row]);
  return record!;
}
