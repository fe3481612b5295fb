import type { Tx } from "@/lib/db/client";
import { slotAvailability } from "@/lib/domain/capacity/availability";

// The public shape of a time slot. Held, sold and available quantities are computed live from the
// counters, which themselves never leave the domain layer.
export interface TimeSlotRecord {
  id: string;
  eventId: string | null;
  locationId: string | null;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  heldQuantity: number;
  soldQuantity: number;
  availableCapacity: number;
  createdAt: Date;
  updatedAt: Date;
}

export const timeSlotSelect = {
  id: true,
  eventId: true,
  locationId: true,
  startsAt: true,
  endsAt: true,
  capacity: true,
  activeHoldCount: true,
  soldCount: true,
  createdAt: true,
  updatedAt: true,
} as const;

type TimeSlotRow = Omit<TimeSlotRecord, "heldQuantity" | "soldQuantity" | "availableCapacity"> & {
  activeHoldCount: number;
  soldCount: number;
};

export async function toTimeSlotRecords(rows: TimeSlotRow[], tx?: Tx): Promise<TimeSlotRecord[]> {
  const availability = await slotAvailability(rows, new Date(), tx);
  return rows.map(({ activeHoldCount: _held, soldCount: _sold, ...slot }) => ({ ...slot, ...availability.get(slot.id)! }));
}
