import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { calendarDay } from "../zoned-days";
import { groupCapacityInput, museumId, recordId } from "./shared-inputs";

// The season for an assistant (docs/mcp.md, "Season"): plan an event's slots from opening hours
// ("Tuesday to Sunday, 10:00 to 18:00, every 30 minutes"), see them before making them, and close a
// day ("we are closed on 24 December"). The same GraphQL as the dashboard's Season page.

const PLAN_FIELDS = "timeZone count slots { startsAt endsAt }";
const PREVIEW_SCHEDULE = gql(`mutation PreviewSchedule($museumId: ID!, $eventId: ID!, $input: ScheduleInput!) {
  preview: previewSchedule(museumId: $museumId, eventId: $eventId, input: $input) { ${PLAN_FIELDS} }
}`);
const CREATE_SCHEDULE = gql(`mutation CreateSchedule($museumId: ID!, $eventId: ID!, $input: ScheduleInput!) {
  change: createSchedule(museumId: $museumId, eventId: $eventId, input: $input) { generated schedule { id timeZone from to rrule times durationMinutes capacity groupCapacity closedDates } }
}`);
const CLOSE_DAYS = gql(`mutation CloseDays($museumId: ID!, $input: BulkChangeTimeSlotsInput!) {
  result: bulkChangeTimeSlots(museumId: $museumId, input: $input) { matched changed }
}`);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day as HH:MM (24-hour clock)");
const weekday = z.enum(["MO", "TU", "WE", "TH", "FR", "SA", "SU"]);

const scheduleInput = z.object({
  museumId,
  eventId: recordId("event", "list_events"),
  locationId: recordId("location", "list_locations").optional().describe("Where the slots are; default the event's location. Days and times are read in its time zone."),
  from: calendarDay.describe("The first day of the season (YYYY-MM-DD), in the location's calendar."),
  to: calendarDay.describe("The last day, included; at most about two years after from."),
  weekdays: z.array(weekday).min(1).max(7).optional().describe("The days of the week with slots, e.g. TU to SU; every day when left out."),
  times: z.array(clockTime).min(1).max(96).optional().describe("Start times, e.g. [\"10:00\", \"14:00\"]. Give times or every, not both."),
  every: z
    .object({
      minutes: z.number().int().min(5).max(720).describe("Minutes from one start to the next."),
      from: clockTime.describe("The first start of each day, HH:MM."),
      to: clockTime.describe("The last start of each day, HH:MM."),
    })
    .optional()
    .describe("A start every N minutes from the first start (from) to the last (to, included when the step lands on it), e.g. every 30 minutes from 10:00 to 17:30."),
  durationMinutes: z.number().int().min(5).max(1440).describe("How long each slot lasts."),
  capacity: z.number().int().min(0).max(1_000_000).describe("Visitors per slot."),
  groupCapacity: groupCapacityInput("Of each slot's capacity"),
  closedDates: z.array(calendarDay).max(800).optional().describe("Days without slots, such as holidays."),
});
type ScheduleArgs = z.infer<typeof scheduleInput>;

const plannedSlot = z.object({ startsAt: z.string(), endsAt: z.string() });

/** The rule as GraphQL's ScheduleInput takes it. */
const ruleOf = ({ museumId: _museum, eventId: _event, ...rule }: ScheduleArgs) => rule;

export const previewSchedule: ToolDefinition<typeof scheduleInput> = {
  name: "preview_schedule",
  title: "Preview a season's time slots",
  description:
    "Shows the time slots a schedule would make for an event (days and times in the location's time zone, daylight saving included), " +
    "without storing anything. Use it before create_schedule. Needs OWNER, ADMIN or EDITOR.",
  input: scheduleInput,
  output: { timeZone: z.string(), count: z.number().int(), slots: z.array(plannedSlot).describe("The first 50 slots (UTC instants).") },
  need: "modify",
  recordArgument: "eventId",
  annotations: READ_ONLY,
  async run(args, context) {
    const preview = answered((await graphql(context, PREVIEW_SCHEDULE, { museumId: args.museumId, eventId: args.eventId, input: ruleOf(args) })).preview);
    const shown = preview.slots.slice(0, 50);
    const lines = shown.map((slot) => `- ${localTime(slot.startsAt, preview.timeZone)} to ${localTime(slot.endsAt, preview.timeZone).slice(11)}`);
    const more = preview.count > shown.length ? [`… and ${preview.count - shown.length} more.`] : [];
    return {
      summary: [`${preview.count} time slot(s) would be made, in ${preview.timeZone}. Nothing was stored.`, ...lines, ...more].join("\n"),
      data: { timeZone: preview.timeZone, count: preview.count, slots: shown },
    };
  },
};

export const createSchedule: ToolDefinition<typeof scheduleInput> = {
  name: "create_schedule",
  title: "Make a season's time slots",
  description:
    "Stores a schedule for an event and makes its time slots at once (the same rule as preview_schedule). Running it again makes a second " +
    "schedule, so preview first and create once. Needs OWNER, ADMIN or EDITOR.",
  input: scheduleInput,
  output: { scheduleId: z.string(), generated: z.number().int().describe("Time slots made."), timeZone: z.string() },
  need: "modify",
  recordArgument: "eventId",
  annotations: CREATES,
  async run(args, context) {
    const change = answered((await graphql(context, CREATE_SCHEDULE, { museumId: args.museumId, eventId: args.eventId, input: ruleOf(args) })).change);
    const { schedule } = change;
    return {
      summary: `Made ${change.generated} time slot(s) from ${schedule.from} to ${schedule.to} in ${schedule.timeZone} (schedule ${schedule.id})${schedule.groupCapacity > 0 ? `, each keeping ${schedule.groupCapacity} of its ${schedule.capacity} places for groups` : ""}.`,
      data: { scheduleId: schedule.id, generated: change.generated, timeZone: schedule.timeZone },
    };
  },
};

const closeInput = z.object({
  museumId,
  from: calendarDay.describe("The first day (YYYY-MM-DD), read in each slot's location's time zone."),
  to: calendarDay.describe("The last day, included; the same as from for one day."),
  closed: z.boolean().describe("true closes the days' slots (nothing more is held or sold in them; what was sold stays valid); false opens them again."),
  reason: z.string().max(200).optional().describe("Why, for staff and for the refusal integrators see, e.g. \"Christmas Eve\"."),
  eventId: recordId("event", "list_events").optional().describe("Only this event's slots; all events when left out."),
  locationId: recordId("location", "list_locations").optional().describe("Only the slots at this location."),
});

export const closeDays: ToolDefinition<typeof closeInput> = {
  name: "close_days",
  title: "Close or reopen days",
  description:
    "Closes every time slot on a range of days (holds, orders and sales are then refused with TIME_SLOT_CLOSED; tickets already sold stay valid), " +
    "or opens them again. At most 5,000 slots at once. Needs OWNER, ADMIN or EDITOR.",
  input: closeInput,
  output: { matched: z.number().int().describe("Slots on those days."), changed: z.number().int() },
  need: "modify",
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ museumId, from, to, closed, reason, eventId, locationId }, context) {
    const changes = closed ? { closed, closedReason: reason ?? null } : { closed, closedReason: null };
    const input = { from, to, eventId, locationId, changes };
    const result = answered((await graphql(context, CLOSE_DAYS, { museumId, input })).result);
    const days = from === to ? from : `${from} to ${to}`;
    const what = closed ? `closed${reason ? ` (${reason})` : ""}` : "open again";
    return { summary: `${days}: ${result.changed} of ${result.matched} time slot(s) ${what}.`, data: result };
  },
};
