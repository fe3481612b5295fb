import { setTimeout as sleep } from "node:timers/promises";
import { db } from "@/lib/db/client";

export interface InvariantReport {
  ok: boolean;
  detail: string;
}

/**
 * After a load on fresh slots: every 201 is a stored hold, no slot holds or sells more than its
 * capacity, and each slot's hold counter equals its ACTIVE reservations. The load tool stops counting
 * at its deadline while requests already sent still finish on the server, so up to one hold per
 * connection may be stored without a 201 having been seen; it waits for those to settle first.
 */
export async function checkHolds(slotIds: string[], created: number, connections: number): Promise<InvariantReport> {
  await sleep(2_000);
  const [slots, stored, active] = await Promise.all([
    db().timeSlot.findMany({ where: { id: { in: slotIds } }, select: { id: true, capacity: true, activeHoldCount: true, soldCount: true } }),
    db().ticketReservation.count({ where: { timeSlotId: { in: slotIds } } }),
    db().ticketReservation.groupBy({ by: ["timeSlotId"], where: { timeSlotId: { in: slotIds }, status: "ACTIVE" }, _count: { _all: true } }),
  ]);
  const activeBySlot = new Map(active.map((row) => [row.timeSlotId, row._count._all]));
  const problems: string[] = [];
  if (stored < created) problems.push(`${created} answers were 201 but only ${stored} holds are stored`);
  if (stored > created + connections) problems.push(`${stored} holds stored for ${created} answers of 201 and ${connections} connections`);
  for (const slot of slots) {
    if (slot.activeHoldCount + slot.soldCount > slot.capacity) problems.push(`slot ${slot.id} is over capacity`);
    if (slot.activeHoldCount !== (activeBySlot.get(slot.id) ?? 0)) problems.push(`slot ${slot.id} counter differs from its holds`);
  }
  return {
    ok: problems.length === 0,
    detail: problems.length ? problems.join("; ") : `${stored} holds stored (${created} answers of 201 seen), none over capacity`,
  };
}

/** A slot loaded past its capacity: the same invariant, and whether the load filled it. */
export async function checkSellOut(slotId: string, created: number, connections: number): Promise<InvariantReport> {
  const holds = await checkHolds([slotId], created, connections);
  const slot = await db().timeSlot.findUniqueOrThrow({ where: { id: slotId }, select: { capacity: true, activeHoldCount: true } });
  const filled = slot.activeHoldCount === slot.capacity ? "sold out exactly" : `${slot.activeHoldCount} of ${slot.capacity} seats held`;
  return { ok: holds.ok, detail: `${filled}; ${holds.detail}` };
}
