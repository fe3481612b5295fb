import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";

// Live availability from the counters on TimeSlot and TicketType. `activeHoldCount` still includes
// holds whose expiresAt has passed but that no sweep has released yet; those are counted here and
// subtracted, so an expired hold stops counting the moment it expires.

export interface SlotCounters {
  id: string;
  capacity: number;
  activeHoldCount: number;
  soldCount: number;
}

export interface SlotAvailability {
  heldQuantity: number;
  soldQuantity: number;
  availableCapacity: number;
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

/** Held, sold and available for records counted by `column` of their reservations. */
async function liveCounts(
  column: "timeSlotId" | "ticketTypeId",
  records: Counters[],
  now: Date,
  tx: Tx | undefined,
): Promise<Map<string, LiveCounts>> {
  const ids = records.filter((record) => record.activeHoldCount > 0).map((record) => record.id);
  const rows = ids.length
    ? await dbOr(tx).ticketReservation.groupBy({
        by: [column],
        where: { [column]: { in: ids }, status: "ACTIVE", expiresAt: { lte: now } },
        _count: { _all: true },
      })
    : [];
  const expired = new Map(rows.map((row) => [row[column] as string, row._count._all]));
  return new Map(
    records.map((record) => {
      const held = record.activeHoldCount - (expired.get(record.id) ?? 0);
      return [record.id, { held, sold: record.soldCount, available: Math.max(0, record.limit - held - record.soldCount) }];
    }),
  );
}

export async function slotAvailability(slots: SlotCounters[], now = new Date(), tx?: Tx): Promise<Map<string, SlotAvailability>> {
  const counts = await liveCounts("timeSlotId", slots.map((slot) => ({ ...slot, limit: slot.capacity })), now, tx);
  return new Map(
    [...counts].map(([id, { held, sold, available }]) => [id, { heldQuantity: held, soldQuantity: sold, availableCapacity: available }]),
  );
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
