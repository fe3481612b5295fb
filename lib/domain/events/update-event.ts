import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference, orNotFound } from "@/lib/domain/shared/find-owned";
import { eventSelect, type EventRecord } from "./event-record";
import type { UpdateEventInput } from "./event-schemas";

export async function updateEvent({ actor, id, input }: { actor: Actor; id: string; input: UpdateEventInput }): Promise<EventRecord> {
  const current = orNotFound(
    await db().event.findFirst({ where: { id, museumId: actor.museumId }, select: { startsAt: true, endsAt: true } }),
    "event",
  );
  assertDateOrder(
    { field: "startsAt", value: input.startsAt === undefined ? current.startsAt : input.startsAt },
    { field: "endsAt", value: input.endsAt === undefined ? current.endsAt : input.endsAt },
    "notBefore",
  );
  await assertReference(db(), actor, "location", input.locationId);
  return db().event.update({ where: { id }, data: input, select: eventSelect });
}
