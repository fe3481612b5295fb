import { z } from "zod";
import { defineOperation } from "@/lib/domain/operations/operation";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { createSchedule, previewSchedule } from "./schedule-services";
import { createScheduleBody } from "./schedule-schemas";

// Schedules in the operation catalog (docs/architecture.md, "The operation catalog"): plan an event's
// slots from opening hours ("Tuesday to Sunday, 10:00 to 18:00, every 30 minutes"), see them before
// making them, then make them. /v1/events/{id}/schedules keeps its own endpoints (docs/schedules.md).

/** How many of a preview's slots an answer lists: a year's schedule makes thousands. */
const PREVIEW_SHOWN = 50;

// The arguments are the rule's fields beside the event; the checks across fields (times or every, to on
// or after from) run in the task, so a rule refused for them comes back coded and naming the field, as
// from /v1, rather than as the tool server's own complaint about its arguments.
const scheduleRule = z.strictObject({ ...createScheduleBody.shape, eventId: recordId.describe("The event the slots are for (an id from list_events).") });

const plannedSlot = z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });

export const previewScheduleOperation = defineOperation({
  name: "preview_schedule",
  title: "Preview a season's time slots",
  summary:
    "Shows the time slots a schedule would make for an event (days and times in the location's time zone, daylight saving included), " +
    `without storing anything: how many, and the first ${PREVIEW_SHOWN}. Use it before create_schedule.`,
  noun: "schedule",
  about: "eventId",
  input: scheduleRule,
  output: z.object({
    timeZone: z.string().describe("The IANA zone the rule's days and times are read in."),
    count: z.int().describe("Time slots the rule would make from now on."),
    slots: z.array(plannedSlot).describe(`The first ${PREVIEW_SHOWN} (UTC instants).`),
  }),
  answerKind: "done",
  need: "modify",
  effect: "reads",
  audits: [],
  webhooks: [],
  errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "SCHEDULE_DUPLICATE"],
  run: async (actor, { eventId, ...rule }) => {
    const { timeZone, slots } = await previewSchedule({ actor, eventId, input: createScheduleBody.parse(rule) });
    return { timeZone, count: slots.length, slots: slots.slice(0, PREVIEW_SHOWN) };
  },
  inWords: ({ timeZone, count, slots }) => {
    const lines = slots.map((slot) => `- ${localTime(slot.startsAt, timeZone)} to ${localTime(slot.endsAt, timeZone).slice(11)}`);
    const more = count > slots.length ? [`… and ${count - slots.length} more.`] : [];
    return [`${count} time slot(s) would be made, in ${timeZone}. Nothing was stored.`, ...lines, ...more].join("\n");
  },
});

export const createScheduleOperation = defineOperation({
  name: "create_schedule",
  title: "Make a season's time slots",
  summary:
    "Stores a schedule for an event and makes its time slots at once (the same rule as preview_schedule). The same rule for the same " +
    "event twice is refused (SCHEDULE_DUPLICATE), so preview first and create once.",
  noun: "schedule",
  about: "eventId",
  input: scheduleRule,
  output: z.object({
    scheduleId: z.uuid(),
    generated: z.int().describe("Time slots made."),
    timeZone: z.string().describe("The IANA zone the rule's days and times are read in."),
    capacity: z.int().describe("Visitors per slot."),
    groupCapacity: z.int().describe("Of each slot's capacity, the places kept for group visits."),
    from: z.string(),
    to: z.string(),
  }),
  answerKind: "done",
  need: "modify",
  effect: "creates",
  audits: ["schedule"],
  webhooks: ["time_slot.created"],
  errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "SCHEDULE_DUPLICATE"],
  run: async (actor, { eventId, ...rule }) => {
    const { schedule, generated } = await createSchedule({ actor, eventId, input: createScheduleBody.parse(rule) });
    const { id: scheduleId, timeZone, capacity, groupCapacity, from, to } = schedule;
    return { scheduleId, generated, timeZone, capacity, groupCapacity, from, to };
  },
  inWords: ({ scheduleId, generated, timeZone, capacity, groupCapacity, from, to }) =>
    `Made ${generated} time slot(s) from ${from} to ${to} in ${timeZone} (schedule ${scheduleId})` +
    `${groupCapacity > 0 ? `, each keeping ${groupCapacity} of its ${capacity} places for groups` : ""}.`,
});
