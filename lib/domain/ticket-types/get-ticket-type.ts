import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { ticketTypeSelect, toTicketTypeRecords, type TicketTypeRecord } from "./ticket-type-record";

export async function getTicketType({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<TicketTypeRecord> {
  const row = orNotFound(
    await dbOr(tx).ticketType.findFirst({ where: { id, museumId: actor.museumId }, select: ticketTypeSelect }),
    "ticket type",
  );
  const [record] = await toTicketTypeRecords([row], tx);
  return record!;
}
