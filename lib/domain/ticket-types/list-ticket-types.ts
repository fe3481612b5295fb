import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { ticketTypeSelect, toTicketTypeRecords, type TicketTypeRecord } from "./ticket-type-record";

/** `eventId` narrows the list to one event's ticket types, besides the filter. */
export async function listTicketTypes({ actor, paging, filter, eventId }: ListArgs & { eventId?: string }): Promise<ListResult<TicketTypeRecord>> {
  const filtered = await scopedWhere("TICKET_TYPE", filter, actor);
  const where = eventId === undefined ? filtered : { AND: [filtered, { eventId }] };
  return pagedList(paging, db().ticketType.count({ where }), async (page) =>
    toTicketTypeRecords(await db().ticketType.findMany({ where, select: ticketTypeSelect, ...page })),
  );
}
