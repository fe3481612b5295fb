import type { Actor } from "@/lib/domain/actor";
import { auditedUpdate } from "@/lib/domain/audit/audit-change";
import { assertDateOrder } from "@/lib/domain/shared/date-order";
import { assertReference } from "@/lib/domain/shared/find-owned";
import type { EventRecord } from "./event-record";
import type { UpdateEventInput } from "./event-schemas";
import { getEvent } from "./get-event";

export async function updateEvent({ actor, id, input }: { actor: Actor; id: string; input: UpdateEventInput }): Promise<EventRecord> {
  return auditedUpdate(actor, { entity: "event", id, read: (tx) => getEvent({ actor, id, tx }) }, async (tx, current) => {
    assertDateOrder(
      { field: "startsAt", value: input.startsAt === undefined ? current.startsAt : input.startsAt },
      { field: "endsAt", value: input.endsAt === undefined ? current.endsAt : input.endsAt },
      "notBefore",
    );
    await assertReference(tx, actor, "location", input.locationId);
    await tx.event.update({ where: { id }, data: input });
  });
}
