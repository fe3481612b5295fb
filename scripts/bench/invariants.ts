import { db } from "@/lib/db/client";

export interface InvariantReport {
  ok: boolean;
  detail: string;
}

/**
 * After a load on fresh slots: every 201 is a stored hold, no slot holds or sells more than its
 * capacity, and each slot's hold counter equals its ACTIVE reservations.
 */
export async function checkHolds(slotIds: string[], created: number): Promise<InvariantReport> {
  const [slots, stored, active] = await Promise.all([
    db().timeSlot.findMany({ where: { id: { in: slotIds } }, select: { id: true, capacity: true, activeHoldCount: true, soldCount: true } }),
    db().ticketReservation.count({ where: { timeSlotId: { in: slotIds } } }),
    db().ticketReservation.groupBy({ by: ["timeSlotId"], where: { timeSlotId: { in: slotIds }, status: "ACTIVE" }, _count: { _all: true } }),
  ]);
  const activeBySlot = new Map(active.map((row) => [row.timeSlotId, row._count._all]));
  const problems: string[] = [];
  if (stored !== created) problems.push(`${created} answers were 201 but ${stored} holds are stored`);
  for (const slot of slots) {
    if (slot.activeHoldCount + slot.soldCount > slot.capacity) problems.push(`slot ${slot.id} is over capacity`);
    if (slot.activeHoldCount !== (activeBySlot.get(slot.id) ?? 0)) problems.push(`slot ${slot.id} counter differs from its holds`);
  }
  return { ok: problems.length === 0, detail: problems.length ? problems.join("; ") : `${created} holds stored, none over capacity` };
}
