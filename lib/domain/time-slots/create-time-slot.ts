import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";
import type { CreateTimeSlotInput } from "./time-slot-schemas";

export async function createTimeSlot({ actor, input }: { actor: Actor; input: CreateTimeSlotInput }): Promise<TimeSlotRecord> {
  assertDateOrder({ field: "startsAt", value: input.startsAt }, { field: "endsAt", value: input.endsAt }, "after");
  await assertReference(db(), actor, "event", input.eventId);
  await assertReference(db(), actor, "location", input.locationId);
  const row = await db().timeSlot.create({ data: { ...input, museumId: actor.museumId }, select: timeSlotSelect });
  const [record] = await toTimeSlotRecords([row]);
  return record!;
}
