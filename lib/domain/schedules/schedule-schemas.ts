import { z } from "zod";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput } from "@/lib/domain/shared/zoned-day";
import { groupPlacesNotFitting } from "@/lib/domain/time-slots/time-slot-schemas";

// Schedules (docs/schedules.md): rules that make an event's time slots for a season.

/** The limits of one schedule (docs/schedules.md, "Limits"). */
export const SCHEDULE_LIMITS = {
  maxDays: 731,
  maxSlots: 20_000,
  maxTimes: 96,
} as const;

export const weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** A wall-clock time, HH:MM, 00:00 to 23:59. */
export const wallTimeInput = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time as HH:MM, 00:00 to 23:59");

// An RFC 5545 RRULE value without DTSTART (the schedule's `from` is its start): FREQ=WEEKLY;BYDAY=SA,SU.
const rruleInput = z
  .string()
  .max(500)
  .regex(/^[A-Z0-9=;,+-]+$/, "Expected an RRULE value such as FREQ=WEEKLY;BYDAY=SA,SU (no DTSTART)")
  .refine((rule) => /(^|;)FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;|$)/.test(rule), "FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY: times of day go in times or every");

export const everyInput = z.strictObject({
  minutes: z.int().min(5).max(720).describe("Minutes from one start to the next."),
  from: wallTimeInput.describe("The first start time."),
  to: wallTimeInput.describe("The last start time, included when the step lands on it."),
});

const scheduleFields = {
  locationId: recordId.optional().describe("Where the slots are; default the event's location. Its time zone reads every day and time here."),
  from: calendarDayInput.describe("The first day, in the location's time zone."),
  to: calendarDayInput.describe("The last day, included."),
  weekdays: z.array(z.enum(weekdayCodes)).min(1).max(7).optional().describe("The days of the week with slots; all when neither this nor rrule is sent."),
  rrule: rruleInput.optional().describe("Instead of weekdays: which days have slots, as an RRULE value."),
  times: z.array(wallTimeInput).min(1).max(SCHEDULE_LIMITS.maxTimes).optional().describe("Start times on each day, in the location's time zone."),
  every: everyInput.optional().describe("Instead of times: a start every `minutes` from `from` to `to`."),
  durationMinutes: z.int().min(5).max(1440).describe("How long each slot lasts, in minutes."),
  capacity: z.int().min(0).max(1_000_000).describe("Visitors per slot."),
  groupCapacity: z
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe("Of each slot's capacity, the places kept for group visits until the museum's groupReleaseHours before it starts (docs/orders.md); default 0, at most capacity."),
  closedDates: z.array(calendarDayInput).max(800).optional().describe("Days without slots, e.g. holidays."),
};

type ScheduleShape = { from?: string; to?: string; weekdays?: unknown; rrule?: unknown; times?: unknown; every?: unknown; capacity?: number; groupCapacity?: number };

function checkRule(rule: ScheduleShape, context: z.RefinementCtx): void {
  if (rule.weekdays !== undefined && rule.rrule !== undefined) context.addIssue({ code: "custom", path: ["rrule"], message: "Send weekdays or rrule, not both." });
  if ((rule.times === undefined) === (rule.every === undefined)) context.addIssue({ code: "custom", path: ["times"], message: "Send either times or every." });
  if (rule.groupCapacity !== undefined && rule.capacity !== undefined && rule.groupCapacity > rule.capacity) {
    context.addIssue({ code: "custom", path: ["groupCapacity"], message: groupPlacesNotFitting(rule.groupCapacity, rule.capacity, "each slot's") });
  }
  if (rule.from && rule.to) {
    const days = (Date.parse(rule.to) - Date.parse(rule.from)) / 86_400_000 + 1;
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "to must be the same day as from or later." });
    else if (days > SCHEDULE_LIMITS.maxDays) context.addIssue({ code: "custom", path: ["to"], message: `A schedule covers at most ${SCHEDULE_LIMITS.maxDays} days.` });
  }
}

export const createScheduleBody = z.strictObject(scheduleFields).superRefine(checkRule);
export type CreateScheduleInput = z.output<typeof createScheduleBody>;

/** A change replaces the rule whole: send it as for a create. */
export const updateScheduleBody = createScheduleBody;

export const scheduleParams = z.strictObject({ id: recordId, scheduleId: recordId });
export const dryRunQuery = z.object({ dryRun: z.enum(["true", "false"]).optional() });

export const scheduleSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  locationId: z.uuid().nullable(),
  timeZone: z.string().describe("The IANA zone every day and time of the schedule is read in."),
  from: z.string(),
  to: z.string(),
  rrule: z.string().describe("The days with slots as an RRULE value (weekdays are stored as FREQ=WEEKLY;BYDAY=…)."),
  times: z.array(z.string()).nullable(),
  every: everyInput.nullable(),
  durationMinutes: z.int(),
  capacity: z.int(),
  groupCapacity: z.int().describe("Of each slot's capacity, the places kept for group visits; 0 keeps none."),
  closedDates: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const schedulePreviewSchema = z.object({
  timeZone: z.string().describe("The IANA zone the rule's days and times are read in."),
  slots: z.array(z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })).describe("The future slots the rule would make, in order."),
});

export const scheduleChangeSchema = z.object({
  schedule: scheduleSchema,
  generated: z.int().describe("Slots made now."),
  updated: z.int().describe("Future slots with nothing sold or held whose end, capacity or places kept for groups changed."),
  removed: z.int().describe("Future slots with nothing sold or held that the rule no longer makes."),
  keptBecauseSold: z.array(z.object({ id: z.uuid(), startsAt: z.iso.datetime() })).describe("Slots the rule no longer makes as they are, kept because tickets were sold or held in them."),
});
