import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { insertJsonRows, type JsonInsert } from "@/lib/domain/shared/json-insert";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { emitTimeSlotEvents, type TimeSlotChange } from "@/lib/domain/time-slots/time-slot-webhook-events";
import { plannedSlots, type PlannedSlot } from "./schedule-occurrences";

import type { ScheduleRecord } from "./schedule-record";

// SQLite takes at most 999 values in one statement: a long schedule's slots go a batch at a time.
const IDS_PER_STATEMENT = 500;

// New slots go in as one statement with the rows as one JSON parameter. Prisma's createMany compiled a
// year's 5,000 slots into its query plan before sending them, which took most of the request's time and
// memory (docs/performance.md, "A year of slots"). A slot another request made at the same start in
// the meantime (the schedule's unique start) is left to it and not counted here.
const SLOT_INSERT: JsonInsert = {
  table: "TimeSlot",
  columns: ["id", "museumId", "eventId", "locationId", "scheduleId", "startsAt", "endsAt", "capacity", "groupCapacity", "createdAt", "updatedAt"],
  timestamps: new Set(["startsAt", "endsAt", "createdAt", "updatedAt"]),
  integers: new Set(["capacity", "groupCapacity"]),
  conflictOn: ["scheduleId", "startsAt"],
  returning: "id",
};

export interface SlotChanges {
  generated: number;
  updated: number;
  removed: number;
  keptBecauseSold: { id: string; startsAt: Date }[];
}

/**
 * Brings the schedule's future slots in line with its rule (or with `planned`, when given), in the caller's transaction
 * (docs/schedules.md, "Changing a schedule"): missing slots are made, slots with nothing sold or held
 * get the rule's end and capacity or go when the rule no longer makes them, and slots with sales or
 * holds are left as they are and listed. Places kept for groups: new slots get the rule's; unsold ones
 * get it when `groupCapacityChanged` (the rule's value was changed), and otherwise keep their own,
 * set slot by slot, within the capacity. Past slots are never touched. Running it again changes nothing.
 * Each slot made or changed is a time_slot.created or time_slot.updated webhook event (docs/webhooks.md, "Events").
 */
export async function syncScheduleSlots(
  tx: Tx,
  actor: Actor,
  schedule: ScheduleRecord,
  { wanted = plannedSlots(schedule, schedule.timeZone), groupCapacityChanged = false }: { wanted?: PlannedSlot[]; groupCapacityChanged?: boolean } = {},
): Promise<SlotChanges> {
  const now = new Date();
  const planned = new Map(wanted.filter((slot) => slot.startsAt > now).map((slot) => [slot.startsAt.getTime(), slot]));
  const existing = await tx.timeSlot.findMany({
    where: { scheduleId: schedule.id, startsAt: { gt: now } },
    select: { id: true, startsAt: true, endsAt: true, capacity: true, groupCapacity: true, activeHoldCount: true, soldCount: true, _count: { select: { reservations: true, tickets: true, orders: true } } },
  });
  const changes: SlotChanges = { generated: 0, updated: 0, removed: 0, keptBecauseSold: [] };
  const removable: string[] = [];
  const events: TimeSlotChange[] = [];
  for (const slot of existing) {
    const plan = planned.get(slot.startsAt.getTime());
    planned.delete(slot.startsAt.getTime());
    // Places kept for groups never pass the capacity (docs/orders.md, "Places kept for groups").
    const groupCapacity = groupCapacityChanged ? schedule.groupCapacity : Math.min(slot.groupCapacity, schedule.capacity);
    if (plan && plan.endsAt.getTime() === slot.endsAt.getTime() && slot.capacity === schedule.capacity && slot.groupCapacity === groupCapacity) continue;
    // Any reservation, ticket or order row, even an ended one, still points at the slot.
    const used = slot.activeHoldCount + slot.soldCount > 0 || slot._count.reservations + slot._count.tickets + slot._count.orders > 0;
    if (used) changes.keptBecauseSold.push({ id: slot.id, startsAt: slot.startsAt });
    else if (plan) {
      await tx.timeSlot.update({ where: { id: slot.id }, data: { endsAt: plan.endsAt, capacity: schedule.capacity, groupCapacity } });
      changes.updated += 1;
      events.push({ type: "time_slot.updated", id: slot.id });
    } else removable.push(slot.id);
  }
  // The counters' guard sits in the statement: a hold that came in since the read keeps its slot.
  for (let start = 0; start < removable.length; start += IDS_PER_STATEMENT) {
    const batch = removable.slice(start, start + IDS_PER_STATEMENT);
    changes.removed += (await tx.timeSlot.deleteMany({ where: { id: { in: batch }, activeHoldCount: 0, soldCount: 0 } })).count;
  }
  // Ids chosen here: the events name each new slot.
  const fresh = [...planned.values()].map((slot) => ({ id: randomUUID(), ...slot }));
  const stored = await insertJsonRows(
    tx,
    SLOT_INSERT,
    fresh.map((slot) => [slot.id, actor.museumId, schedule.eventId, schedule.locationId, schedule.id, slot.startsAt, slot.endsAt, schedule.capacity, schedule.groupCapacity, now, now]),
  );
  changes.generated = stored.size;
  events.push(...fresh.filter((slot) => stored.has(slot.id)).map((slot) => ({ type: "time_slot.created" as const, id: slot.id })));
  if (events.length > 0) await emitTimeSlotEvents(tx, actor, events, { scheduleId: schedule.id, startsAt: { gt: now } });
  if (changes.generated + changes.updated + changes.removed > 0) {
    const { keptBecauseSold: _kept, ...counts } = changes;
    await recordChanges(tx, actor, [{ entity: "schedule", entityId: schedule.id, action: "generate", after: counts }]);
  }
  return changes;
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    schedule: ScheduleRecord | Omit<SlotChanges, "keptBecauseSold">;
  }
}
