import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { ticketTypeSelect, toTicketTypeRecords, type TicketTypeRecord } from "./ticket-type-record";

export async function listTicketTypes({ actor, paging, filter }: ListArgs): Promise<ListResult<TicketTypeRecord>> {
  const where = await scopedWhere("TICKET_TYPE", filter, actor);
  return pagedList(paging, db().ticketType.count({ where }), async (page) =>
    toTicketTypeRecords(await db().ticketType.findMany({ where, select: ticketTypeSelect, ...page })),
  );
}
