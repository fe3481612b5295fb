import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { getTimeSlot } from "./get-time-slot";

export async function deleteTimeSlot({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "timeSlot", id, read: (tx) => getTimeSlot({ actor, id, tx }) }, async (tx) => {
    const where = { timeSlotId: id, museumId: actor.museumId };
    assertUnused("time slot", { "ticket reservations": await tx.ticketReservation.count({ where }), tickets: await tx.ticket.count({ where }) });
    await tx.timeSlot.delete({ where: { id } });
  });
}
