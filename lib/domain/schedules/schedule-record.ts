import type { Prisma } from "@/lib/db/client";
import type { ScheduleRule } from "./schedule-occurrences";

// The public shape of a schedule (docs/schedules.md), and its stored rule.

export interface ScheduleRecord extends Omit<ScheduleRule, "closedDates"> {
  id: string;
  eventId: string;
  locationId: string | null;
  timeZone: string;
  capacity: number;
  groupCapacity: number;
  closedDates: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const scheduleSelect = {
  id: true,
  eventId: true,
  locationId: true,
  fromDay: true,
  toDay: true,
  rrule: true,
  times: true,
  everyMinutes: true,
  durationMinutes: true,
  capacity: true,
  groupCapacity: true,
  closedDates: true,
  createdAt: true,
  updatedAt: true,
  location: { select: { timezone: true } },
  museum: { select: { timezone: true } },
} satisfies Prisma.ScheduleSelect;

type ScheduleRow = Prisma.ScheduleGetPayload<{ select: typeof scheduleSelect }>;

export function toScheduleRecord(row: ScheduleRow): ScheduleRecord {
  return {
    id: row.id,
    eventId: row.eventId,
    locationId: row.locationId,
    timeZone: row.location?.timezone ?? row.museum.timezone,
    from: row.fromDay,
    to: row.toDay,
    rrule: row.rrule,
    times: row.times === null ? null : (JSON.parse(row.times) as string[]),
    every: row.everyMinutes === null ? null : (JSON.parse(row.everyMinutes) as ScheduleRecord["every"]),
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    groupCapacity: row.groupCapacity,
    closedDates: JSON.parse(row.closedDates) as string[],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
