import { databaseProvider, type Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import { keptForGroups } from "./room-sql";

// Live availability from the counters on TimeSlot and TicketType. `activeHoldCount` still includes
// holds whose expiresAt has passed but that no sweep has released yet; those are counted here and
// subtracted, so an expired hold stops counting the moment it expires.

export interface SlotCounters {
  id: string;
  capacity: number;
  activeHoldCount: number;
  soldCount: number;
  /** A closed slot has nothing available (docs/schedules.md, "Closing slots"). */
  closedAt?: Date | null;
  /** Places kept for group orders (docs/orders.md, "Places kept for groups"); 0 keeps none. */
  groupCapacity?: number;
}

export interface SlotAvailability {
  heldQuantity: number;
  soldQuantity: number;
  /** What anyone can still buy: less the places kept for groups while they are kept. */
  availableCapacity: number;
  /** Of the places kept for groups, those no group has taken yet and not yet released to everyone. */
  groupPlacesKept: number;
}

export interface TicketTypeCounters {
  id: string;
  maxQuantity: number;
  activeHoldCount: number;
  soldCount: number;
}

export interface TicketTypeAvailability {
  heldQuantity: number;
  soldQuantity: number;
  availableQuantity: number;
  soldOut: boolean;
}

interface Counters {
  id: string;
  limit: number;
  activeHoldCount: number;
  soldCount: number;
}

interface LiveCounts {
  held: number;
  sold: number;
  available: number;
}

/** Held, sold and available for records counted by `column` of their reservations and orders. */
async function liveCounts(
  column: "timeSlotId" | "ticketTypeId",
  records: Counters[],
  now: Date,
  tx: Tx | undefined,
): Promise<Map<string, LiveCounts>> {
  const ids = records.filter((record) => record.activeHoldCount > 0).map((record) => record.id);
  const expired = ids.length ? await expiredHeldUnits(column, ids, now, tx) : new Map<string, number>();
  return new Map(
    records.map((record) => {
      const held = record.activeHoldCount - (expired.get(record.id) ?? 0);
      return [record.id, { held, sold: record.soldCount, available: Math.max(0, record.limit - held - record.soldCount) }];
    }),
  );
}

/** Units still in the counters of holds past their expiresAt: ACTIVE reservations and HELD orders (docs/orders.md). */
async function expiredHeldUnits(column: "timeSlotId" | "ticketTypeId", ids: string[], now: Date, tx: Tx | undefined): Promise<Map<string, number>> {
  const client = dbOr(tx);
  const expiredOrder = { status: "HELD", expiresAt: { lte: now } };
  const [reservations, orderUnits] = await Promise.all([
    client.ticketReservation.groupBy({ by: [column], where: { [column]: { in: ids }, status: "ACTIVE", expiresAt: { lte: now } }, _count: { _all: true } }),
    column === "ticketTypeId"
      ? client.orderLine
          .groupBy({ by: ["ticketTypeId"], where: { ticketTypeId: { in: ids }, order: expiredOrder }, _sum: { quantity: true } })
          .then((rows) => rows.map((row) => [row.ticketTypeId, row._sum.quantity ?? 0] as const))
      : client.order
          .findMany({ where: { timeSlotId: { in: ids }, ...expiredOrder }, select: { timeSlotId: true, lines: { select: { quantity: true } } } })
          .then((orders) => orders.map((order) => [order.timeSlotId!, order.lines.reduce((sum, line) => sum + line.quantity, 0)] as const)),
  ]);
  const units = new Map<string, number>();
  const add = (id: string, count: number) => units.set(id, (units.get(id) ?? 0) + count);
  for (const row of reservations) add(row[column] as string, row._count._all);
  for (const [id, count] of orderUnits) add(id, count);
  return units;
}

export async function slotAvailability(slots: SlotCounters[], now = new Date(), tx?: Tx): Promise<Map<string, SlotAvailability>> {
  const [counts, kept] = await Promise.all([
    liveCounts("timeSlotId", slots.map((slot) => ({ ...slot, limit: slot.closedAt ? 0 : slot.capacity })), now, tx),
    placesKeptForGroups(slots.filter((slot) => (slot.groupCapacity ?? 0) > 0 && !slot.closedAt).map((slot) => slot.id), now, tx),
  ]);
  return new Map(
    [...counts].map(([id, { held, sold, available }]) => {
      const groupPlacesKept = Math.min(kept.get(id) ?? 0, available);
      return [id, { heldQuantity: held, soldQuantity: sold, availableCapacity: available - groupPlacesKept, groupPlacesKept }];
    }),
  );
}

/** Per slot, the places it keeps for groups at `now`, by the same SQL every claim checks (room-sql.ts). */
async function placesKeptForGroups(ids: string[], now: Date, tx: Tx | undefined): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const sqlite = databaseProvider() === "sqlite";
  // The instant is the first parameter, the ids follow, in both databases' placeholders.
  const placeholder = (position: number) => (sqlite ? "?" : `$${position}`);
  const list = ids.map((_, index) => placeholder(index + 2)).join(", ");
  const rows = await dbOr(tx).$queryRawUnsafe<{ id: string; kept: number | bigint }[]>(
    `SELECT "s"."id", ${keptForGroups("s", sqlite, placeholder(1))} AS "kept" FROM "TimeSlot" AS "s" WHERE "s"."id" IN (${list})`,
    now.toISOString(),
    ...ids,
  );
  return new Map(rows.map((row) => [row.id, Number(row.kept)]));
}

export async function ticketTypeAvailability(
  types: TicketTypeCounters[],
  now = new Date(),
  tx?: Tx,
): Promise<Map<string, TicketTypeAvailability>> {
  const counts = await liveCounts("ticketTypeId", types.map((type) => ({ ...type, limit: type.maxQuantity })), now, tx);
  return new Map(
    [...counts].map(([id, { held, sold, available }]) => [
      id,
      { heldQuantity: held, soldQuantity: sold, availableQuantity: available, soldOut: available === 0 },
    ]),
  );
}
