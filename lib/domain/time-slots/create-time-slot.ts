import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { getTimeSlot } from "./get-time-slot";
import type { TimeSlotRecord } from "./time-slot-record";
import { assertGroupPlacesFit, closedColumns, type CreateTimeSlotInput } from "./time-slot-schemas";

export async function createTimeSlot({ actor, input }: { actor: Actor; input: CreateTimeSlotInput }): Promise<TimeSlotRecord> {
  assertDateOrder({ field: "startsAt", value: input.startsAt }, { field: "endsAt", value: input.endsAt }, "after");
  assertGroupPlacesFit({ capacity: input.capacity, groupCapacity: input.groupCapacity ?? 0 });
  return auditedCreate(actor, "timeSlot", async (tx) => {
    await assertReference(tx, actor, "event", input.eventId);
    await assertReference(tx, actor, "location", input.locationId);
    const { closed, closedReason, ...fields } = input;
    const { id } = await tx.timeSlot.create({ data: { ...fields, ...closedColumns(closed, closedReason), museumId: actor.museumId }, select: { id: true } });
    return getTimeSlot({ actor, id, tx });
  }, "time_slot.created");
}
