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
  /** Of the capacity, places only group orders may take until the museum's groupReleaseHours before the start. */
  groupCapacity: number;
  /** Of those, the ones still kept now: not taken by a group, not yet released (docs/orders.md, "Places kept for groups"). */
  groupPlacesKept: number;
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
  groupCapacity: true,
  activeHoldCount: true,
  soldCount: true,
  scheduleId: true,
  closedAt: true,
  closedReason: true,
  createdAt: true,
  updatedAt: true,
} as const;

type TimeSlotRow = Omit<TimeSlotRecord, "heldQuantity" | "soldQuantity" | "availableCapacity" | "groupPlacesKept" | "closed"> & {
  activeHoldCount: number;
  soldCount: number;
  closedAt: Date | null;
};

export async function toTimeSlotRecords(rows: TimeSlotRow[], tx?: Tx): Promise<TimeSlotRecord[]> {
  const availability = await slotAvailability(rows, new Date(), tx);
  return rows.map(({ activeHoldCount: _held, soldCount: _sold, closedAt, ...slot }) => ({ ...slot, closed: closedAt !== null, ...availability.get(slot.id)! }));
}
