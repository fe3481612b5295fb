import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertUnused } from "@/lib/domain/shared/assert-unused";
import { assertMatched } from "@/lib/domain/shared/find-owned";

export async function deleteTimeSlot({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const where = { timeSlotId: id, museumId: actor.museumId };
  const [reservations, tickets] = await Promise.all([db().ticketReservation.count({ where }), db().ticket.count({ where })]);
  assertUnused("time slot", { "ticket reservations": reservations, tickets });
  assertMatched(await db().timeSlot.deleteMany({ where: { id, museumId: actor.museumId } }), "time slot");
}
