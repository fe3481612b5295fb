import type { Actor } from "@/lib/domain/actor";
import { auditedCreate } from "@/lib/domain/audit/audit-change";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { eventSelect, type EventRecord } from "./event-record";
import type { CreateEventInput } from "./event-schemas";

export async function createEvent({ actor, input }: { actor: Actor; input: CreateEventInput }): Promise<EventRecord> {
  assertDateOrder({ field: "startsAt", value: input.startsAt }, { field: "endsAt", value: input.endsAt }, "notBefore");
  return auditedCreate(actor, "event", async (tx) => {
    await assertReference(tx, actor, "location", input.locationId);
    return tx.event.create({ data: { ...input, museumId: actor.museumId }, select: eventSelect });
  });
}
