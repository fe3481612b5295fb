import { gql, print, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// The Today page's read: the locations and who is inside each now, the time slots starting around one day with live held, sold,
// available (what can be sold), closed and admitted, the name of each slot's event and the group visits it expects, and how
// many visitors the door admitted that day in the museum's time zone (and how many of them a phone offline let in twice), in one query.

/** Also what the bench's Today scenario asks (scripts/bench/today-watch.ts). */
export const DAY_CAPACITY = gql(`
  query DayCapacity($museumId: ID!, $from: DateTime!, $to: DateTime!, $day: String!) {
    museum(id: $museumId) {
      locations(limit: 1000) { list { id name timezone } }
      checkIns(day: $day, limit: 1) { total }
      offlineScans(day: $day, outcome: CONFLICT, limit: 1) { total }
      occupancy { locationId inside maxOccupancy }
      timeSlots(from: $from, to: $to, limit: 1000) {
        total
        list { id event { name } locationId timeZone startsAt endsAt capacity heldQuantity soldQuantity availableCapacity sellableQuantity closed admitted groups { orderId name size admitted } }
      }
    }
  }
`);

/**
 * The dashboard's questions whose answer is the same for everyone with one role in the museum (no field
 * reads who asks), so POST /api/graphql answers each at most once a second per museum and role.
 */
export const SHARED_DASHBOARD_QUERIES = [print(DAY_CAPACITY)];

type DayCapacity = NonNullable<ResultOf<typeof DAY_CAPACITY>["museum"]>;
export type CapacityLocation = NonNullable<DayCapacity["locations"]>["list"][number];
export type CapacitySlot = NonNullable<DayCapacity["timeSlots"]>["list"][number];
export type LocationOccupancy = DayCapacity["occupancy"][number];

export interface DayCapacityView {
  locations: CapacityLocation[];
  slots: CapacitySlot[];
  total: number;
  /** Every admission at the door (tickets and members) on the day, in the museum's time zone. */
  visitorsAdmitted: number;
  /** Tickets door phones let in while offline that had already been used (docs/admission.md, "Offline"). */
  admittedTwice: number;
  /** Who is inside each location now (docs/admission.md, "Who is inside now"). */
  occupancy: LocationOccupancy[];
}

/**
 * Slots starting in [from, to); `day` (YYYY-MM-DD) is the day whose admissions are counted. Today polls
 * every second, and a poll still hanging would hold back the next ones: past `timeoutMs` it fails.
 */
export async function fetchDayCapacity(museumId: string, from: Date, to: Date, day: string, timeoutMs: number): Promise<DayCapacityView> {
  const data = await graphql(DAY_CAPACITY, { museumId, from: from.toISOString(), to: to.toISOString(), day }, { timeoutMs });
  const museum = answered(data.museum);
  const slots = answered(museum.timeSlots);
  return { locations: answered(museum.locations).list, slots: slots.list, total: slots.total, visitorsAdmitted: answered(museum.checkIns).total, admittedTwice: answered(museum.offlineScans).total, occupancy: museum.occupancy };
}
