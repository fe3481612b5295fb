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
  /** The schedule that made it (docs/schedules.md), or null. */
  scheduleId: string | null;
  /** A closed slot holds and sells nothing: availableCapacity is 0. */
  closed: boolean;
  closedReason: string | null;
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
  scheduleId: true,
  closedAt: true,
  closedReason: true,
  createdAt: true,
  updatedAt: true,
} as const;

type TimeSlotRow = Omit<TimeSlotRecord, "heldQuantity" | "soldQuantity" | "availableCapacity" | "closed"> & {
  activeHoldCount: number;
  soldCount: number;
  closedAt: Date | null;
};

export async function toTimeSlotRecords(rows: TimeSlotRow[], tx?: Tx): Promise<TimeSlotRecord[]> {
  const availability = await slotAvailability(rows, new Date(), tx);
  return rows.map(({ activeHoldCount: _held, soldCount: _sold, closedAt, ...slot }) => ({ ...slot, closed: closedAt !== null, ...availability.get(slot.id)! }));
}
