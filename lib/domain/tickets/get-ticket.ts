import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { AppError } from "@/lib/errors/app-error";
import { ticketSelect, type TicketRecord } from "./ticket-record";

export async function getTicket({ actor, id }: { actor: Actor; id: string }): Promise<TicketRecord> {
  const ticket = await db().ticket.findFirst({ where: { id, museumId: actor.museumId }, select: ticketSelect });
  if (!ticket) throw new AppError("TICKET_NOT_FOUND");
  return ticket;
}
