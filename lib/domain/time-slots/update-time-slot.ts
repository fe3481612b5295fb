import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { assertCapacityCoversUsage } from "@/lib/domain/shared/capacity-covers-usage";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference, orNotFound } from "@/lib/domain/shared/find-owned";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";
import type { UpdateTimeSlotInput } from "./time-slot-schemas";

export async function updateTimeSlot({ actor, id, input }: { actor: Actor; id: string; input: UpdateTimeSlotInput }): Promise<TimeSlotRecord> {
  return inTransaction(undefined, async (tx) => {
    const current = orNotFound(
      await tx.timeSlot.findFirst({ where: { id, museumId: actor.museumId }, select: { startsAt: true, endsAt: true } }),
      "time slot",
    );
    assertDateOrder(
      { field: "startsAt", value: input.startsAt ?? current.startsAt },
      { field: "endsAt", value: input.endsAt ?? current.endsAt },
      "after",
    );
    await assertReference(tx, actor, "event", input.eventId);
    await assertReference(tx, actor, "location", input.locationId);
    // Write first, then check: the update locks the row, so no hold can slip in between the check
    // and the commit; a capacity below what is held and sold rolls the whole change back.
    const row = await tx.timeSlot.update({ where: { id }, data: input, select: timeSlotSelect });
    const [record] = await toTimeSlotRecords([row], tx);
    if (input.capacity !== undefined) {
      assertCapacityCoversUsage({ field: "capacity", capacity: record!.capacity, held: record!.heldQuantity, sold: record!.soldQuantity });
    }
    return record!;
  });
}
