import type { Prisma, Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { emitWebhookEvents } from "@/lib/domain/webhook-events/emit-webhook-event";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

// time_slot.created and time_slot.updated for the slots a schedule or a bulk change made or changed
// (docs/webhooks.md, "Events"), in the caller's transaction. A season makes thousands of slots at
// once, so they cost what one slot's event costs: one read of the museum's endpoints and one write of
// the outbox (emitWebhookEvents), and, only when an endpoint subscribes, one read of the slots as
// GET /v1/time-slots/{id} shows them (a query, and one each for their events, locations and museum).

export interface TimeSlotChange {
  type: "time_slot.created" | "time_slot.updated";
  id: string;
}

/**
 * Emits one event per change. `among` selects slots of the museum that include every changed one
 * (the schedule's future slots, the bulk change's range), so they are read with one statement
 * rather than with a list of thousands of ids.
 */
export async function emitTimeSlotEvents(tx: Tx, actor: Actor, changes: TimeSlotChange[], among: Prisma.TimeSlotWhereInput): Promise<void> {
  let records: Promise<Map<string, TimeSlotRecord>> | undefined;
  const read = async () => {
    const rows = await tx.timeSlot.findMany({ where: { ...among, museumId: actor.museumId }, select: timeSlotSelect });
    return new Map((await toTimeSlotRecords(rows, tx)).map((record) => [record.id, record]));
  };
  const recordOf = async (id: string) => {
    const record = (await (records ??= read())).get(id);
    if (!record) throw new Error(`time slot ${id} changed but is not among the slots read for its event`);
    return record;
  };
  await emitWebhookEvents(
    tx,
    actor,
    changes.map(({ type, id }) => ({ type, subject: id, data: () => recordOf(id) })),
  );
}
