import { databaseProvider, Prisma, type Tx } from "@/lib/db/client";
import { slotRoom, ticketTypeRoom } from "./room-sql";

// The counters on TimeSlot and TicketType. Every change to a reservation's or ticket's state moves
// them in the same transaction, so `activeHoldCount` always equals the number of ACTIVE reservations
// and `soldCount` the number of VALID tickets.

export type Counter = "activeHoldCount" | "soldCount";

export interface CapacityTarget {
  ticketTypeId: string;
  timeSlotId: string | null;
}

/** A target and how many units of it (an order line's quantity); one when left out. */
export interface CapacityUnits extends CapacityTarget {
  units?: number;
}

const slotRooms = new Map<string, Prisma.Sql>();
/** The slot's room as this database writes it, for a group order or anything else (room-sql.ts). */
function slotRoomSql(forGroup: boolean): Prisma.Sql {
  const sqlite = databaseProvider() === "sqlite";
  const key = `${sqlite}/${forGroup}`;
  let sql = slotRooms.get(key);
  if (!sql) slotRooms.set(key, (sql = Prisma.raw(slotRoom("TimeSlot", { sqlite, forGroup }))));
  return sql;
}
const TYPE_ROOM = Prisma.raw(ticketTypeRoom("TicketType"));

const columns: Record<Counter, Prisma.Sql> = {
  activeHoldCount: Prisma.raw(`"activeHoldCount"`),
  soldCount: Prisma.raw(`"soldCount"`),
};

/**
 * Takes `units` of the slot's capacity in a single conditional UPDATE, so concurrent requests can
 * never pass the limit together: the row lock (PostgreSQL) or the write transaction (SQLite) makes
 * the sum check and the increment one step. Expired holds still count here until released. A closed
 * slot takes nothing; only a group order takes the places it keeps for groups.
 */
export async function incrementSlot(tx: Tx, timeSlotId: string, counter: Counter, units = 1, forGroup = false): Promise<boolean> {
  const column = columns[counter];
  const updated = await tx.$executeRaw`UPDATE "TimeSlot" SET ${column} = ${column} + ${units}
    WHERE "id" = ${timeSlotId} AND ${slotRoomSql(forGroup)} >= ${units}`;
  return updated === 1;
}

/** As incrementSlot, against the ticket type's maxQuantity. */
export async function incrementTicketType(tx: Tx, ticketTypeId: string, counter: Counter, units = 1): Promise<boolean> {
  const column = columns[counter];
  const updated = await tx.$executeRaw`UPDATE "TicketType" SET ${column} = ${column} + ${units}
    WHERE "id" = ${ticketTypeId} AND ${TYPE_ROOM} >= ${units}`;
  return updated === 1;
}

/**
 * Gives back `counter` units for each target. Slots are updated before ticket types and each in id
 * order, the same order every writer locks them in, so concurrent releases cannot deadlock on them.
 */
export async function decrementCounters(tx: Tx, targets: CapacityUnits[], counter: Counter): Promise<void> {
  const slots = tally(targets.map((target) => [target.timeSlotId, target.units ?? 1]));
  const types = tally(targets.map((target) => [target.ticketTypeId, target.units ?? 1]));
  for (const [id, units] of slots) await tx.timeSlot.updateMany({ where: { id }, data: { [counter]: { decrement: units } } });
  for (const [id, units] of types) await tx.ticketType.updateMany({ where: { id }, data: { [counter]: { decrement: units } } });
}

/**
 * Turns held units into sold ones, on the slots and the ticket types, in the same order as
 * decrementCounters.
 */
export async function holdToSold(tx: Tx, targets: CapacityUnits[]): Promise<void> {
  const move = (units: number) => ({ activeHoldCount: { decrement: units }, soldCount: { increment: units } });
  for (const [id, units] of tally(targets.map((target) => [target.timeSlotId, target.units ?? 1]))) {
    await tx.timeSlot.updateMany({ where: { id }, data: move(units) });
  }
  for (const [id, units] of tally(targets.map((target) => [target.ticketTypeId, target.units ?? 1]))) {
    await tx.ticketType.updateMany({ where: { id }, data: move(units) });
  }
}

function tally(entries: [string | null, number][]): [string, number][] {
  const counts = new Map<string, number>();
  for (const [id, units] of entries) if (id) counts.set(id, (counts.get(id) ?? 0) + units);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
