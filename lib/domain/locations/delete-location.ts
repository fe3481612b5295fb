import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { assertMatched } from "@/lib/domain/shared/find-owned";

export async function deleteLocation({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const where = { locationId: id, museumId: actor.museumId };
  const [events, timeSlots, ticketTypes] = await Promise.all([
    db().event.count({ where }),
    db().timeSlot.count({ where }),
    db().ticketType.count({ where }),
  ]);
  assertUnused("location", { events, "time slots": timeSlots, "ticket types": ticketTypes });
  assertMatched(await db().location.deleteMany({ where: { id, museumId: actor.museumId } }), "location");
}
