import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { assertCapacityCoversUsage } from "@/lib/domain/shared/capacity-covers-usage";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { getTimeSlot } from "./get-time-slot";
import type { TimeSlotRecord } from "./time-slot-record";
import { assertGroupPlacesFit, closedColumns, type UpdateTimeSlotInput } from "./time-slot-schemas";

export async function updateTimeSlot({ actor, id, input }: { actor: Actor; id: string; input: UpdateTimeSlotInput }): Promise<TimeSlotRecord> {
  return auditedUpdate(actor, { entity: "timeSlot", id, read: (tx) => getTimeSlot({ actor, id, tx }) }, async (tx, current) => {
    assertDateOrder(
      { field: "startsAt", value: input.startsAt ?? current.startsAt },
      { field: "endsAt", value: input.endsAt ?? current.endsAt },
      "after",
    );
    assertGroupPlacesFit({ capacity: input.capacity ?? current.capacity, groupCapacity: input.groupCapacity ?? current.groupCapacity });
    await assertReference(tx, actor, "event", input.eventId);
    await assertReference(tx, actor, "location", input.locationId);
    // Write first, then check: the update locks the row, so no hold can slip in between the check
    // and the commit; a capacity below what is held and sold rolls the whole change back.
    const { closed, closedReason, ...fields } = input;
    await tx.timeSlot.update({ where: { id }, data: { ...fields, ...closedColumns(closed, closedReason, current) } });
    if (input.capacity !== undefined) {
      const updated = await getTimeSlot({ actor, id, tx });
      assertCapacityCoversUsage({ field: "capacity", capacity: updated.capacity, held: updated.heldQuantity, sold: updated.soldQuantity });
    }
  }, "time_slot.updated");
}
