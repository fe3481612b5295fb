import { graphql } from "../graphql-client";

// The Today page's read: the locations, and the time slots starting around one day with live held,
// sold and free quantities and the name of each slot's event, in one query.

export interface CapacityLocation {
  id: string;
  name: string;
  timezone: string;
}

export interface CapacitySlot {
  id: string;
  event: { name: string } | null;
  locationId: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  heldQuantity: number;
  soldQuantity: number;
  availableCapacity: number;
}

const CAPACITY_QUERY = /* GraphQL */ `
  query DayCapacity($museumId: ID!, $from: DateTime!, $to: DateTime!) {
    museum(id: $museumId) {
      locations(limit: 1000) { list { id name timezone } }
      timeSlots(from: $from, to: $to, limit: 1000) {
        total
        list { id event { name } locationId startsAt endsAt capacity heldQuantity soldQuantity availableCapacity }
      }
    }
  }
`;

export async function fetchDayCapacity(museumId: string, from: Date, to: Date): Promise<{ locations: CapacityLocation[]; slots: CapacitySlot[]; total: number }> {
  const data = await graphql<{ museum: { locations: { list: CapacityLocation[] }; timeSlots: { total: number; list: CapacitySlot[] } } }>(CAPACITY_QUERY, {
    museumId,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  return { locations: data.museum.locations.list, slots: data.museum.timeSlots.list, total: data.museum.timeSlots.total };
}
