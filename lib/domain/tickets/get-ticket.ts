import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { ticketSelect, toTicketRecord, type TicketRecord } from "./ticket-record";

export async function getTicket({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<TicketRecord> {
  const ticket = await dbOr(tx).ticket.findFirst({ where: { id, museumId: actor.museumId }, select: ticketSelect });
  if (!ticket) throw new AppError("TICKET_NOT_FOUND");
  return toTicketRecord(ticket, actor.museumId);
}
