import type { Tx } from "@/lib/db/client";
import { dbOr } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { eventSelect, type EventRecord } from "./event-record";

export async function getEvent({ actor, id, tx }: { actor: Actor; id: string; tx?: Tx }): Promise<EventRecord> {
  return orNotFound(await dbOr(tx).event.findFirst({ where: { id, museumId: actor.museumId }, select: eventSelect }), "event");
}
