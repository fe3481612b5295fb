import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { ticketTypeSelect, toTicketTypeRecords, type TicketTypeRecord } from "./ticket-type-record";

export async function listTicketTypes({ actor, paging, filter }: { actor: Actor; paging: Paging; filter?: string }): Promise<ListResult<TicketTypeRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("TICKET_TYPE", filter, actor)] };
  return pagedList(paging, db().ticketType.count({ where }), async (page) =>
    toTicketTypeRecords(await db().ticketType.findMany({ where, select: ticketTypeSelect, ...page })),
  );
}
