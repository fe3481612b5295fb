import { db } from "@/lib/db/client";
import type { ListArgs, ListResult } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { scopedWhere } from "@/lib/filter/compile-filter";
import { ticketSelect, toTicketRecord, type TicketRecord } from "./ticket-record";

export async function listTickets({ actor, paging, filter }: ListArgs): Promise<ListResult<TicketRecord>> {
  const where = await scopedWhere("TICKET", filter, actor);
  return pagedList(paging, db().ticket.count({ where }), async (page) =>
    (await db().ticket.findMany({ where, select: ticketSelect, ...page })).map((row) => toTicketRecord(row, actor.museumId)),
  );
}
