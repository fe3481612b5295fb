import { z } from "zod";
import { isoDateInput, listQuery, recordId } from "@/lib/domain/shared/input-schemas";
import { listTimeSlots } from "@/lib/domain/time-slots/list-time-slots";
import { pagingArgs, parseArgs, type PagingArgs } from "../args";
import { scopedList } from "../context";
import { museumFieldActor, withoutNulls, type MuseumNode } from "../museum-node";

// Museum fields for what a museum offers: the list of time slots (the lists of locations, events and
// ticket types, and one of each by its id, are made from the catalog, lib/graphql/catalog-fields.ts).
// Each needs a role that may read, and calls the same list services as /v1.

export interface ListFieldArgs extends PagingArgs {
  filter?: string | null;
}

/** The filter argument, checked like /v1's `filter` query parameter. */
export function filterArg(args: ListFieldArgs): string | undefined {
  return parseArgs(listQuery, withoutNulls({ filter: args.filter }), undefined).filter;
}

const timeSlotNarrowing = z.object({ from: isoDateInput.optional(), to: isoDateInput.optional(), eventId: recordId.optional() });

interface TimeSlotArgs extends ListFieldArgs {
  from?: string | null;
  to?: string | null;
  eventId?: string | null;
  orderBy?: "CREATED_AT" | "STARTS_AT" | null;
}

export const museumCatalogResolvers = {
  timeSlots: async (museum: MuseumNode, args: TimeSlotArgs) => {
    const actor = museumFieldActor(museum);
    const paging = pagingArgs(args);
    const narrowing = parseArgs(timeSlotNarrowing, withoutNulls({ from: args.from, to: args.to, eventId: args.eventId }));
    const order = args.orderBy === "STARTS_AT" ? "startsAt" : "created";
    return scopedList(await listTimeSlots({ actor, paging, filter: filterArg(args), order, narrowing }), actor);
  },
};
