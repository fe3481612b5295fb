import type { Actor } from "@/lib/domain/actor";
import { auditedDelete } from "@/lib/domain/audit/audit-change";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { getLocation } from "./get-location";

export async function deleteLocation({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  await auditedDelete(actor, { entity: "location", id, read: (tx) => getLocation({ actor, id, tx }) }, async (tx) => {
    const where = { locationId: id, museumId: actor.museumId };
    assertUnused("location", {
      events: await tx.event.count({ where }),
      "time slots": await tx.timeSlot.count({ where }),
      "ticket types": await tx.ticketType.count({ where }),
    });
    // Its occupancy counter (lib/domain/occupancy) goes with it.
    await tx.locationOccupancy.deleteMany({ where: { locationId: id } });
    await tx.location.delete({ where: { id } });
  });
}
