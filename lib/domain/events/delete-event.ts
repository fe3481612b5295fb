import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { assertMatched } from "@/lib/domain/shared/find-owned";

export async function deleteEvent({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const where = { eventId: id, museumId: actor.museumId };
  const [timeSlots, ticketTypes] = await Promise.all([db().timeSlot.count({ where }), db().ticketType.count({ where })]);
  assertUnused("event", { "time slots": timeSlots, "ticket types": ticketTypes });
  assertMatched(await db().event.deleteMany({ where: { id, museumId: actor.museumId } }), "event");
}
