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

export async function slotAvailability(slots: SlotCounters[], now = new Date(), tx?: Tx): Promise<Map<string, SlotAvailability>> {
  const stale = slots.some((slot) => slot.activeHoldCount > 0)
    ? await dbOr(tx).ticketReservation.groupBy({
        by: ["timeSlotId"],
        where: { timeSlotId: { in: slots.map((slot) => slot.id) }, status: "ACTIVE", expiresAt: { lte: now } },
        _count: { _all: true },
      })
    : [];
  const expired = new Map(stale.map((row) => [row.timeSlotId, row._count._all]));
  return new Map(
    slots.map((slot) => {
      const held = slot.activeHoldCount - (expired.get(slot.id) ?? 0);
      return [slot.id, { heldQuantity: held, soldQuantity: slot.soldCount, availableCapacity: Math.max(0, slot.capacity - held - slot.soldCount) }];
    }),
  );
}

export async function ticketTypeAvailability(
  types: TicketTypeCounters[],
  now = new Date(),
  tx?: Tx,
): Promise<Map<string, TicketTypeAvailability>> {
  const stale = types.some((type) => type.activeHoldCount > 0)
    ? await dbOr(tx).ticketReservation.groupBy({
        by: ["ticketTypeId"],
        where: { ticketTypeId: { in: types.map((type) => type.id) }, status: "ACTIVE", expiresAt: { lte: now } },
        _count: { _all: true },
      })
    : [];
  const expired = new Map(stale.map((row) => [row.ticketTypeId, row._count._all]));
  return new Map(
    types.map((type) => {
      const held = type.activeHoldCount - (expired.get(type.id) ?? 0);
      const available = Math.max(0, type.maxQuantity - held - type.soldCount);
      return [type.id, { heldQuantity: held, soldQuantity: type.soldCount, availableQuantity: available, soldOut: available === 0 }];
    }),
  );
}
