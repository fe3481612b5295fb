import { z } from "zod";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";
import { zoneOfRecord } from "@/lib/domain/locations/record-zones";
import { AppError } from "@/lib/errors/app-error";
import { closedColumns } from "./time-slot-schemas";
import { emitTimeSlotEvents } from "./time-slot-webhook-events";
import type { TimeSlotRecord } from "./time-slot-record";

// One change to every slot of a range of days (docs/schedules.md, "Closing slots"): close a day,
// reopen it, or give its slots another capacity. Each slot changed is a time_slot.updated webhook
// event (docs/webhooks.md, "Events").

const MAX_SLOTS = 5_000;
const DAY = 86_400_000;

export const bulkChangeBody = z.strictObject({
  from: calendarDayInput.describe("The first day, in each slot's location's time zone (else the museum's)."),
  to: calendarDayInput.describe("The last day, included."),
  eventId: recordId.optional().describe("Only this event's slots."),
  locationId: recordId.optional().describe("Only the slots at this location."),
  changes: z
    .strictObject({
      capacity: z.int().min(0).max(1_000_000).optional(),
      closed: z.boolean().optional(),
      closedReason: z.string().trim().max(200).nullable().optional(),
    })
    .refine((changes) => Object.keys(changes).length > 0, "Send at least one change: capacity, closed or closedReason."),
});
export type BulkChangeInput = z.output<typeof bulkChangeBody>;

export const bulkChangeResultSchema = z.object({
  matched: z.int().describe("Slots in the range."),
  changed: z.int().describe("Slots changed."),
  skipped: z.array(z.object({ id: z.uuid(), startsAt: z.iso.datetime(), code: z.literal("CAPACITY_BELOW_USAGE") })).describe("Slots left as they were: more is held and sold than the new capacity."),
});

export interface BulkChangeResult {
  matched: number;
  changed: number;
  skipped: { id: string; startsAt: Date; code: "CAPACITY_BELOW_USAGE" }[];
}

export async function bulkChangeTimeSlots({ actor, input }: { actor: Actor; input: BulkChangeInput }): Promise<BulkChangeResult> {
  if (input.to < input.from) throw new AppError("VALIDATION_ERROR", undefined, [{ path: "to", message: "to must be the same day as from or later." }]);
  await assertReference(db(), actor, "event", input.eventId);
  await assertReference(db(), actor, "location", input.locationId);
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  // Every zone is within a day of UTC, so the window a day wider on each side holds all candidates.
  const window = {
    museumId: actor.museumId,
    ...(input.eventId ? { eventId: input.eventId } : {}),
    ...(input.locationId ? { locationId: input.locationId } : {}),
    startsAt: { gte: new Date(Date.parse(input.from) - DAY), lt: new Date(Date.parse(input.to) + 2 * DAY) },
  };
  const candidates = await db().timeSlot.findMany({
    where: window,
    select: { id: true, startsAt: true, closedAt: true, location: { select: { timezone: true } } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  const slots = candidates.filter((slot) => {
    const day = calendarDay(slot.startsAt, zoneOfRecord(slot.location?.timezone, museum.timezone));
    return day >= input.from && day <= input.to;
  });
  if (slots.length > MAX_SLOTS) throw new AppError("VALIDATION_ERROR", undefined, [{ path: "to", message: `The range holds ${slots.length} slots; change at most ${MAX_SLOTS} at once.` }]);
  const { capacity, closed, closedReason } = input.changes;
  return inTransaction(undefined, async (tx) => {
    const result: BulkChangeResult = { matched: slots.length, changed: 0, skipped: [] };
    const now = new Date();
    for (const slot of slots) {
      if (capacity !== undefined) {
        // The usage guard sits in the statement: a hold that came in since the read is counted. Places
        // kept for groups never pass the new capacity (docs/orders.md, "Places kept for groups").
        const fits = await tx.$executeRaw`UPDATE "TimeSlot" SET "capacity" = ${capacity}, "updatedAt" = ${now},
            "groupCapacity" = CASE WHEN "groupCapacity" > ${capacity} THEN ${capacity} ELSE "groupCapacity" END
          WHERE "id" = ${slot.id} AND "activeHoldCount" + "soldCount" <= ${capacity}`;
        if (fits === 0) {
          result.skipped.push({ id: slot.id, startsAt: slot.startsAt, code: "CAPACITY_BELOW_USAGE" });
          continue;
        }
      }
      const closing = closedColumns(closed, closedReason, { closed: slot.closedAt !== null });
      if (Object.keys(closing).length > 0) await tx.timeSlot.update({ where: { id: slot.id }, data: closing });
      result.changed += 1;
    }
    const skipped = new Set(result.skipped.map((slot) => slot.id));
    const changed = slots.filter((slot) => !skipped.has(slot.id));
    await recordChanges(tx, actor, changed.map((slot) => ({ entity: "timeSlot" as const, entityId: slot.id, action: "update" as const, after: input.changes })));
    await emitTimeSlotEvents(tx, actor, changed.map((slot) => ({ type: "time_slot.updated", id: slot.id })), window);
    return result;
  });
}

// What the audit trail's entries about this kind of record hold (lib/domain/audit/audited-records.ts).
declare module "@/lib/domain/audit/audited-records" {
  interface AuditedRecords {
    timeSlot: TimeSlotRecord | BulkChangeInput["changes"];
  }
}
