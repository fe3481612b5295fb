import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { orNotFound } from "@/lib/domain/shared/find-owned";
import { eventSelect, type EventRecord } from "./event-record";

export async function getEvent({ actor, id }: { actor: Actor; id: string }): Promise<EventRecord> {
  return orNotFound(await db().event.findFirst({ where: { id, museumId: actor.museumId }, select: eventSelect }), "event");
}
