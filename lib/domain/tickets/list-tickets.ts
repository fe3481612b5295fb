import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { compileFilter } from "@/lib/filter/compile-filter";
import { ticketSelect, type TicketRecord } from "./ticket-record";

export async function listTickets({ actor, paging, filter }: { actor: Actor; paging: Paging; filter?: string }): Promise<ListResult<TicketRecord>> {
  const where = { AND: [{ museumId: actor.museumId }, await compileFilter("TICKET", filter, actor)] };
  return pagedList(paging, db().ticket.count({ where }), (page) => db().ticket.findMany({ where, select: ticketSelect, ...page }));
}
