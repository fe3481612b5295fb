import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { calendarDay } from "@/lib/domain/memberships/membership-standing";
import { assertReference } from "@/lib/domain/shared/find-owned";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { AppError } from "@/lib/errors/app-error";
import { zoneOfRecord } from "@/lib/domain/locations/record-zones";
import { timeSlotSelect, toTimeSlotRecords, type TimeSlotRecord } from "./time-slot-record";

// A month of an event's (or the museum's) time slots, day by day, for the dashboard's season calendar
// (docs/schedules.md, "The season calendar"). Each slot is on the day it starts in its location's time
// zone, else the museum's: the same days bulk changes close and reopen, so a day the calendar shows is
// the day `bulkChangeTimeSlots` changes.

/** More slots than a calendar can show usefully; narrowing to an event or a location brings a month under it. */
const MAX_SLOTS = 10_000;
const DAY = 86_400_000;

export const seasonQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "Expected a month as YYYY-MM", abort: true })
    // The window below reaches a day either side; both databases store years 1 to 9999.
    .refine((month) => month > "0001-12" && month < "9999-12", "Expected a month from 0002-01 to 9999-11"),
  eventId: recordId.optional(),
  locationId: recordId.optional(),
});
export type SeasonQuery = z.output<typeof seasonQuery>;

export interface SeasonDay {
  /** YYYY-MM-DD. */
  date: string;
  slots: TimeSlotRecord[];
  capacity: number;
  soldQuantity: number;
  heldQuantity: number;
  closedSlots: number;
  /** Every slot of the day is closed (a day without slots is not). */
  closed: boolean;
}

export interface SeasonCalendar {
  month: string;
  /** The museum's zone: the days of slots without a location are read in it. */
  timeZone: string;
  days: SeasonDay[];
}

function daysOf(month: string): string[] {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, "0")}`);
}

export async function seasonCalendar({ actor, query }: { actor: Actor; query: SeasonQuery }): Promise<SeasonCalendar> {
  await assertReference(db(), actor, "event", query.eventId);
  await assertReference(db(), actor, "location", query.locationId);
  const museum = await db().museum.findUniqueOrThrow({ where: { id: actor.museumId }, select: { timezone: true } });
  const days = daysOf(query.month);
  // Every zone is within a day of UTC, so the window a day wider on each side holds all candidates.
  const rows = await db().timeSlot.findMany({
    where: {
      museumId: actor.museumId,
      ...(query.eventId ? { eventId: query.eventId } : {}),
      ...(query.locationId ? { locationId: query.locationId } : {}),
      startsAt: { gte: new Date(Date.parse(days[0]!) - DAY), lt: new Date(Date.parse(days.at(-1)!) + 2 * DAY) },
    },
    select: timeSlotSelect,
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  const inMonth = rows
    .map((slot) => ({ slot, day: calendarDay(slot.startsAt, zoneOfRecord(slot.location?.timezone, museum.timezone)) }))
    .filter(({ day }) => day.startsWith(`${query.month}-`));
  if (inMonth.length > MAX_SLOTS) {
    throw new AppError("VALIDATION_ERROR", undefined, [{ path: "month", message: `The month holds ${inMonth.length} slots; narrow it to an event or a location (at most ${MAX_SLOTS}).` }]);
  }
  const records = await toTimeSlotRecords(inMonth.map(({ slot }) => slot));
  const byDay = new Map<string, TimeSlotRecord[]>();
  for (const [index, { day }] of inMonth.entries()) {
    const list = byDay.get(day) ?? [];
    list.push(records[index]!);
    byDay.set(day, list);
  }
  return {
    month: query.month,
    timeZone: museum.timezone,
    days: days.map((date) => {
      const slots = byDay.get(date) ?? [];
      const sum = (pick: (slot: TimeSlotRecord) => number) => slots.reduce((total, slot) => total + pick(slot), 0);
      const closedSlots = slots.filter((slot) => slot.closed).length;
      return {
        date,
        slots,
        capacity: sum((slot) => slot.capacity),
        soldQuantity: sum((slot) => slot.soldQuantity),
        heldQuantity: sum((slot) => slot.heldQuantity),
        closedSlots,
        closed: slots.length > 0 && closedSlots === slots.length,
      };
    }),
  };
}
