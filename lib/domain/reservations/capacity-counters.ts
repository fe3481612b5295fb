import { Prisma, type Tx } from "@/lib/db/client";

// The counters on TimeSlot and TicketType. Every change to a reservation's or ticket's state moves
// them in the same transaction, so `activeHoldCount` always equals the number of ACTIVE reservations
// and `soldCount` the number of VALID tickets.

export type Counter = "activeHoldCount" | "soldCount";

export interface CapacityTarget {
  ticketTypeId: string;
  timeSlotId: string | null;
}

const columns: Record<Counter, Prisma.Sql> = {
  activeHoldCount: Prisma.raw(`"activeHoldCount"`),
  soldCount: Prisma.raw(`"soldCount"`),
};

/**
 * Takes one unit of the slot's capacity in a single conditional UPDATE, so concurrent requests can
 * never pass the limit together: the row lock (PostgreSQL) or the write transaction (SQLite) makes
 * the sum check and the increment one step. Expired holds still count here until released.
 */
export async function incrementSlot(tx: Tx, timeSlotId: string, counter: Counter): Promise<boolean> {
  const column = columns[counter];
  const updated = await tx.$executeRaw`UPDATE "TimeSlot" SET ${column} = ${column} + 1
    WHERE "id" = ${timeSlotId} AND "activeHoldCount" + "soldCount" < "capacity"`;
  return updated === 1;
}

/** As incrementSlot, against the ticket type's maxQuantity. */
export async function incrementTicketType(tx: Tx, ticketTypeId: string, counter: Counter): Promise<boolean> {
  const column = columns[counter];
  const updated = await tx.$executeRaw`UPDATE "TicketType" SET ${column} = ${column} + 1
    WHERE "id" = ${ticketTypeId} AND "activeHoldCount" + "soldCount" < "maxQuantity"`;
  return updated === 1;
}

/**
 * Gives back `counter` units for each target. Slots are updated before ticket types and each in id
 * order, the same order every writer locks them in, so concurrent releases cannot deadlock on them.
 */
export async function decrementCounters(tx: Tx, targets: CapacityTarget[], counter: Counter): Promise<void> {
  const slots = tally(targets.map((target) => target.timeSlotId));
  const types = tally(targets.map((target) => target.ticketTypeId));
  for (const [id, units] of slots) await tx.timeSlot.updateMany({ where: { id }, data: { [counter]: { decrement: units } } });
  for (const [id, units] of types) await tx.ticketType.updateMany({ where: { id }, data: { [counter]: { decrement: units } } });
}

/** Turns one unit of a hold into one unit sold, on the slot and the ticket type. */
export async function holdToSold(tx: Tx, target: CapacityTarget): Promise<void> {
  const data = { activeHoldCount: { decrement: 1 }, soldCount: { increment: 1 } };
  if (target.timeSlotId) await tx.timeSlot.updateMany({ where: { id: target.timeSlotId }, data });
  await tx.ticketType.updateMany({ where: { id: target.ticketTypeId }, data });
}

function tally(ids: (string | null)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const id of ids) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
