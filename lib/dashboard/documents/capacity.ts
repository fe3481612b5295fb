import { graphql } from "../graphql-client";

// The Today page's reads: the locations, the time slots starting around one day (with live held, sold
// and free quantities), and the names of their events.

export interface CapacityLocation {
  id: string;
  name: string;
  timezone: string;
}

export interface CapacitySlot {
  id: string;
  eventId: string | null;
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
        list { id eventId locationId startsAt endsAt capacity heldQuantity soldQuantity availableCapacity }
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

const EVENT_NAMES_QUERY = /* GraphQL */ `
  query EventNames($museumId: ID!, $filter: String!) {
    museum(id: $museumId) { events(filter: $filter, limit: 100) { list { id name } } }
  }
`;

/** Names of up to 99 events (the filter's bound with its OR), by id. */
export async function fetchEventNames(museumId: string, eventIds: string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const leaves = eventIds.slice(0, 99).map((id) => ({ operator: "EQUAL", fieldName: "ID", value: id }));
  const filter = JSON.stringify(leaves.length === 1 ? leaves[0] : { operator: "OR", conditions: leaves });
  const data = await graphql<{ museum: { events: { list: { id: string; name: string }[] } } }>(EVENT_NAMES_QUERY, { museumId, filter });
  return new Map(data.museum.events.list.map((event) => [event.id, event.name]));
}
