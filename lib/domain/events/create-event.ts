import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { eventSelect, type EventRecord } from "./event-record";
import type { CreateEventInput } from "./event-schemas";

export async function createEvent({ actor, input }: { actor: Actor; input: CreateEventInput }): Promise<EventRecord> {
  assertDateOrder({ field: "startsAt", value: input.startsAt }, { field: "endsAt", value: input.endsAt }, "notBefore");
  await assertReference(db(), actor, "location", input.locationId);
  return db().event.create({ data: { ...input, museumId: actor.museumId }, select: eventSelect });
}
