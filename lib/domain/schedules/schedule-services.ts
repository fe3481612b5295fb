import { db, type Tx } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import type { Actor } from "@/lib/domain/actor";
import { recordChanges } from "@/lib/domain/audit/audit-change";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { AppError } from "@/lib/errors/app-error";
import { plannedSlots, recurrenceOf, type PlannedSlot } from "./schedule-occurrences";
import { scheduleSelect, toScheduleRecord, type ScheduleRecord } from "./schedule-record";
import { weekdayCodes, type CreateScheduleInput } from "./schedule-schemas";
import { syncScheduleSlots, type SlotChanges } from "./sync-schedule-slots";

// The services behind /v1/events/{id}/schedules (docs/schedules.md).

export interface ScheduleChange extends SlotChanges {
  schedule: ScheduleRecord;
}

// Prisma's code for a unique constraint: two generations of one schedule at once made the same slot.
const UNIQUE_VIOLATION = "P2002";

interface EventRef {
  actor: Actor;
  eventId: string;
}

async function eventLocation({ actor, eventId }: EventRef, tx: Tx | undefined = undefined): Promise<string | null> {
  const event = await (tx ?? db()).event.findFirst({ where: { id: eventId, museumId: actor.museumId }, select: { locationId: true } });
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  return event.locationId;
}

/** The stored columns of a rule, and the zone it is read in. */
async function storedRule(ref: EventRef, input: CreateScheduleInput) {
  const locationId = input.locationId ?? (await eventLocation(ref));
  await assertReference(db(), ref.actor, "location", locationId);
  const [location, museum] = await Promise.all([
    locationId ? db().location.findUniqueOrThrow({ where: { id: locationId }, select: { timezone: true } }) : null,
    db().museum.findUniqueOrThrow({ where: { id: ref.actor.museumId }, select: { timezone: true } }),
  ]);
  const columns = {
    locationId,
    fromDay: input.from,
    toDay: input.to,
    rrule: recurrenceOf(input.weekdays, input.rrule),
    times: input.times ? JSON.stringify(input.times) : null,
    everyMinutes: input.every ? JSON.stringify(input.every) : null,
    durationMinutes: input.durationMinutes,
    capacity: input.capacity,
    groupCapacity: input.groupCapacity ?? 0,
    closedDates: JSON.stringify([...new Set(input.closedDates ?? [])].sort()),
  };
  const rule = {
    from: input.from,
    to: input.to,
    rrule: columns.rrule,
    times: input.times ?? null,
    every: input.every ?? null,
    durationMinutes: input.durationMinutes,
    closedDates: input.closedDates ?? [],
  };
  return { columns: { ...columns, ruleKey: ruleKey(columns) }, rule, timeZone: location?.timezone ?? museum.timezone };
}

/**
 * What makes two rules the same rule (see assertNotDuplicate), as one text the database keeps unique
 * per event: of two requests storing the same rule at once, the second is refused by the index.
 */
function ruleKey(columns: { locationId: string | null; fromDay: string; toDay: string; rrule: string; times: string | null; everyMinutes: string | null; closedDates: string }): string {
  return JSON.stringify([columns.locationId, columns.fromDay, columns.toDay, ruleDays(columns.rrule), startTimes(columns.times), columns.everyMinutes, columns.closedDates]);
}

type StoredColumns = Awaited<ReturnType<typeof storedRule>>["columns"];

/** The days of a rule: weekdays in any order are one set, and all seven are every day. */
function ruleDays(rrule: string): string {
  const weekly = /^FREQ=WEEKLY;BYDAY=([A-Z,]+)$/.exec(rrule);
  if (!weekly) return rrule;
  const days = weekdayCodes.filter((code) => weekly[1]!.split(",").includes(code));
  return days.length === weekdayCodes.length ? "FREQ=DAILY" : days.join(",");
}

/** Start times as a set: "14:00, 10:00" starts the same slots as "10:00, 14:00". */
const startTimes = (times: string | null) => (times === null ? null : JSON.stringify([...new Set(JSON.parse(times) as string[])].sort()));

/**
 * The same rule twice on one event would make every slot twice: a schedule with the same location,
 * days (first and last day, weekdays or rrule, closed dates) and start times as another of the event's
 * is refused before anything is stored. Length and capacity do not count: they would not stop the copies.
 */
async function assertNotDuplicate(tx: Tx | undefined, ref: EventRef, columns: StoredColumns, exceptId?: string): Promise<void> {
  const candidates = await (tx ?? db()).schedule.findMany({
    where: {
      museumId: ref.actor.museumId,
      eventId: ref.eventId,
      ...(exceptId ? { id: { not: exceptId } } : {}),
      locationId: columns.locationId,
      fromDay: columns.fromDay,
      toDay: columns.toDay,
      everyMinutes: columns.everyMinutes,
      closedDates: columns.closedDates,
    },
    select: { id: true, times: true, rrule: true },
  });
  const same = candidates.find((candidate) => ruleDays(candidate.rrule) === ruleDays(columns.rrule) && startTimes(candidate.times) === startTimes(columns.times));
  if (same) throw new AppError("SCHEDULE_DUPLICATE", undefined, { scheduleId: same.id });
}

/** The slots the rule would make from now on, without storing anything (`?dryRun=true`). */
export async function previewSchedule(ref: EventRef & { input: CreateScheduleInput }): Promise<{ timeZone: string; slots: PlannedSlot[] }> {
  const { columns, rule, timeZone } = await storedRule(ref, ref.input);
  await assertNotDuplicate(undefined, ref, columns);
  const now = new Date();
  return { timeZone, slots: plannedSlots(rule, timeZone).filter((slot) => slot.startsAt > now) };
}

/** Retries once when a concurrent request made some of the same slots, or stored the same rule, first. */
async function withSlotSync<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    return work();
  }
}

async function readSchedule(tx: Tx | undefined, { actor, eventId }: EventRef, id: string): Promise<ScheduleRecord> {
  const row = await (tx ?? db()).schedule.findFirst({ where: { id, eventId, museumId: actor.museumId }, select: scheduleSelect });
  if (!row) throw new AppError("SCHEDULE_NOT_FOUND");
  return toScheduleRecord(row);
}

export async function createSchedule(ref: EventRef & { input: CreateScheduleInput }): Promise<ScheduleChange> {
  const { columns, rule, timeZone } = await storedRule(ref, ref.input);
  // Worked out before the transaction, so a rule making too many slots is refused without a write, and once.
  const wanted = plannedSlots(rule, timeZone);
  // The same rule stored by another request meanwhile: the index refuses this one, and the retry names that schedule.
  return withSlotSync(() =>
    inTransaction(undefined, async (tx) => {
      await assertNotDuplicate(tx, ref, columns);
      const { id } = await tx.schedule.create({ data: { ...columns, museumId: ref.actor.museumId, eventId: ref.eventId }, select: { id: true } });
      const schedule = await readSchedule(tx, ref, id);
      await recordChanges(tx, ref.actor, [{ entity: "schedule", entityId: id, action: "create", after: schedule }]);
      return { schedule, ...(await syncScheduleSlots(tx, ref.actor, schedule, { wanted })) };
    }),
  );
}

export async function getSchedule(ref: EventRef & { id: string }): Promise<ScheduleRecord> {
  await eventLocation(ref);
  return readSchedule(undefined, ref, ref.id);
}

export async function listSchedules(ref: EventRef): Promise<{ list: ScheduleRecord[] }> {
  await eventLocation(ref);
  const rows = await db().schedule.findMany({ where: { eventId: ref.eventId, museumId: ref.actor.museumId }, select: scheduleSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { list: rows.map(toScheduleRecord) };
}

/** Every schedule of the museum, oldest first: the dashboard's Season page lists them all. */
export async function listMuseumSchedules({ actor }: { actor: Actor }): Promise<{ list: ScheduleRecord[] }> {
  const rows = await db().schedule.findMany({ where: { museumId: actor.museumId }, select: scheduleSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { list: rows.map(toScheduleRecord) };
}

/** Makes the slots the rule makes that are missing; idempotent. */
export async function generateSchedule(ref: EventRef & { id: string }): Promise<ScheduleChange> {
  return withSlotSync(() =>
    inTransaction(undefined, async (tx) => {
      const schedule = await readSchedule(tx, ref, ref.id);
      return { schedule, ...(await syncScheduleSlots(tx, ref.actor, schedule)) };
    }),
  );
}

/** Replaces the rule and brings the future slots in line; slots with sales or holds are kept and listed. */
export async function updateSchedule(ref: EventRef & { id: string; input: CreateScheduleInput }): Promise<ScheduleChange> {
  const { columns, rule, timeZone } = await storedRule(ref, ref.input);
  // As for a new schedule: refused before any write, and worked out once.
  const wanted = plannedSlots(rule, timeZone);
  return withSlotSync(() =>
    inTransaction(undefined, async (tx) => {
      const before = await readSchedule(tx, ref, ref.id);
      await assertNotDuplicate(tx, ref, columns, ref.id);
      await tx.schedule.update({ where: { id: ref.id }, data: columns });
      const schedule = await readSchedule(tx, ref, ref.id);
      await recordChanges(tx, ref.actor, [{ entity: "schedule", entityId: ref.id, action: "update", before, after: schedule }]);
      return { schedule, ...(await syncScheduleSlots(tx, ref.actor, schedule, { wanted, groupCapacityChanged: before.groupCapacity !== schedule.groupCapacity })) };
    }),
  );
}

/** Deletes the rule and its future slots with nothing sold or held; the others stay, as slots made by hand. */
export async function deleteSchedule(ref: EventRef & { id: string }): Promise<Omit<SlotChanges, "generated" | "updated">> {
  return inTransaction(undefined, async (tx) => {
    const schedule = await readSchedule(tx, ref, ref.id);
    // No slots wanted any more: the unused future ones go, the used ones are listed.
    const { removed, keptBecauseSold } = await syncScheduleSlots(tx, ref.actor, schedule, { wanted: [] });
    await tx.schedule.delete({ where: { id: ref.id } });
    await recordChanges(tx, ref.actor, [{ entity: "schedule", entityId: ref.id, action: "delete", before: schedule }]);
    return { removed, keptBecauseSold };
  });
}
