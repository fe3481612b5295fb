import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql } from "../graphql-client";

// The Today page's read: the locations, and the time slots starting around one day with live held,
// sold and free quantities and the name of each slot's event, in one query.

const DAY_CAPACITY = gql(`
  query DayCapacity($museumId: ID!, $from: DateTime!, $to: DateTime!) {
    museum(id: $museumId) {
      locations(limit: 1000) { list { id name timezone } }
      timeSlots(from: $from, to: $to, limit: 1000) {
        total
        list { id event { name } locationId startsAt endsAt capacity heldQuantity soldQuantity availableCapacity }
      }
    }
  }
`);

type DayCapacity = NonNullable<ResultOf<typeof DAY_CAPACITY>["museum"]>;
export type CapacityLocation = NonNullable<DayCapacity["locations"]>["list"][number];
export type CapacitySlot = NonNullable<DayCapacity["timeSlots"]>["list"][number];

export async function fetchDayCapacity(museumId: string, from: Date, to: Date): Promise<{ locations: CapacityLocation[]; slots: CapacitySlot[]; total: number }> {
  const data = await graphql(DAY_CAPACITY, { museumId, from: from.toISOString(), to: to.toISOString() });
  const museum = answered(data.museum);
  const slots = answered(museum.timeSlots);
  return { locations: answered(museum.locations).list, slots: slots.list, total: slots.total };
}
