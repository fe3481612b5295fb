import type { Tx } from "@/lib/db/client";
import { slotAvailability } from "@/lib/domain/capacity/availability";
import { zoneOfRecord } from "@/lib/domain/locations/record-zones";

// The public shape of a time slot, as every door answers it and its webhook events carry it. Held,
// sold and available quantities are computed live from the counters, which themselves never leave the
// domain layer; its event's name and the zone its times are read in come with it, so no reader looks
// them up.
export interface TimeSlotRecord {
  id: string;
  eventId: string | null;
  /** The name of its event, or null without one. */
  eventName: string | null;
  /** Its location's zone, else the museum's own (record-zones.ts). */
  timeZone: string;
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
  event: { select: { name: true } },
  location: { select: { timezone: true } },
  museum: { select: { timezone: true } },
} as const;

type Zone = { timezone: string } | null;

type TimeSlotRow = Omit<TimeSlotRecord, "heldQuantity" | "soldQuantity" | "availableCapacity" | "groupPlacesKept" | "closed" | "eventName" | "timeZone"> & {
  activeHoldCount: number;
  soldCount: number;
  closedAt: Date | null;
  event: { name: string } | null;
  location: Zone;
  museum: { timezone: string };
};

export async function toTimeSlotRecords(rows: TimeSlotRow[], tx?: Tx): Promise<TimeSlotRecord[]> {
  const availability = await slotAvailability(rows, new Date(), tx);
  return rows.map(({ activeHoldCount: _held, soldCount: _sold, closedAt, event, location, museum, ...slot }) => ({
    ...slot,
    eventName: event?.name ?? null,
    timeZone: zoneOfRecord(location?.timezone, museum.timezone),
    closed: closedAt !== null,
    ...availability.get(slot.id)!,
  }));
}
