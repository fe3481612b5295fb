import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { getEvent } from "./get-event";

export async function deleteEvent({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "event", id, read: (tx) => getEvent({ actor, id, tx }) }, async (tx) => {
    const where = { eventId: id, museumId: actor.museumId };
    assertUnused("event", { "time slots": await tx.timeSlot.count({ where }), "ticket types": await tx.ticketType.count({ where }) });
    await tx.event.delete({ where: { id } });
  });
}
