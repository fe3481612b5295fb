import { z } from "zod";
import { pageSummary } from "@/lib/domain/operations/operation";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, ToolFailure, type ToolDefinition } from "../tool-kit";
import { calendarDay, museumZones, startOfDay, timeZoneInput } from "../zoned-days";
import { filterFor, groupCapacityInput, instant, limit, museumId, offset, recordId, totalOutput, type PageRule } from "./shared-inputs";
import { slotLine, SLOT_FIELDS, slotOutput, zonedSlot } from "./time-slot-view";

const PAGE: PageRule = { max: 200, fallback: 50 };

const TIME_SLOTS = gql(
  `query TimeSlots($museumId: ID!, $eventId: ID, $from: DateTime, $to: DateTime, $filter: String, $limit: Int, $offset: Int) {
    museum(id: $museumId) {
      timeSlots(eventId: $eventId, from: $from, to: $to, filter: $filter, limit: $limit, offset: $offset, orderBy: STARTS_AT) { total list { ...SlotFields } }
    }
  }`,
  [SLOT_FIELDS],
);

const CREATE_TIME_SLOT = gql(
  "mutation CreateTimeSlot($museumId: ID!, $input: CreateTimeSlotInput!) { createTimeSlot(museumId: $museumId, input: $input) { ...SlotFields } }",
  [SLOT_FIELDS],
);

const listInput = z.object({
  museumId,
  eventId: recordId("event", "list_events").optional().describe("Only this event's slots (an id from list_events)."),
  from: instant.optional().describe("Only slots starting at or after this instant: ISO 8601 with Z or an offset, e.g. 2027-03-01T00:00:00+01:00."),
  to: instant.optional().describe("Only slots starting before this instant; later than from."),
  filter: filterFor("TIME_SLOT", " (STARTS_AT, ENDS_AT, CAPACITY, EVENT_ID, EVENT.NAME, LOCATION_ID)"),
  limit: limit(PAGE),
  offset,
});

export const listTimeSlots: ToolDefinition<typeof listInput> = {
  name: "list_time_slots",
  title: "List time slots",
  description:
    "Lists a museum's bookable time slots, earliest start first, with their event's name, local times and live quantities: " +
    "capacity, heldQuantity (unexpired reservations), soldQuantity and availableCapacity. Narrow with eventId and from/to; page with offset.",
  input: listInput,
  output: { total: totalOutput, list: z.array(slotOutput) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, eventId, from, to, filter, limit = PAGE.fallback, offset = 0 }, context) {
    if (from && to && Date.parse(to) <= Date.parse(from)) {
      throw new ToolFailure("VALIDATION_ERROR", "The request is not valid.", [{ path: "to", message: `to (${to}) must be later than from (${from}).` }]);
    }
    const [data, zones] = await Promise.all([
      graphql(context, TIME_SLOTS, { museumId, eventId, from, to, filter: filter && JSON.stringify(filter), limit, offset }),
      museumZones(context, museumId),
    ]);
    const slots = answered(answered(data.museum).timeSlots);
    const { total } = slots;
    const list = slots.list.map((slot) => zonedSlot(slot, zones));
    return { summary: [pageSummary("time slot(s)", total, offset, list.length), ...list.map(slotLine)].join("\n"), data: { total, list } };
  },
};

const createInput = z.object({
  museumId,
  startsAt: instant.describe("When the slot starts: ISO 8601 with Z or an offset, e.g. 2027-03-01T10:00:00+01:00."),
  endsAt: instant.describe("When the slot ends: later than startsAt."),
  capacity: z.number().int().min(0).max(1_000_000).describe("How many people the slot admits."),
  groupCapacity: groupCapacityInput("Of the capacity"),
  eventId: recordId("event", "list_events").optional().describe("The event the slot belongs to (an id from list_events)."),
  locationId: recordId("location", "list_locations").optional().describe("The location of the slot (an id from list_locations); default none, the event's location then gives the time zone."),
});

export const createTimeSlot: ToolDefinition<typeof createInput> = {
  name: "create_time_slot",
  title: "Create a time slot",
  description: "Creates a bookable time slot with a capacity. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  input: createInput,
  output: { timeSlot: slotOutput },
  need: "modify",
  annotations: CREATES,
  async run({ museumId, ...input }, context) {
    const { createTimeSlot: created } = await graphql(context, CREATE_TIME_SLOT, { museumId, input });
    const timeSlot = zonedSlot(created, await museumZones(context, museumId));
    return { summary: `Created the time slot:\n${slotLine(timeSlot)}`, data: { timeSlot } };
  },
};

/** The most slots one day shows (the limit in DAY_TIME_SLOTS); a day with more says so and points to list_time_slots. */
const DAY_TIME_SLOTS = gql(
  `query DayTimeSlots($museumId: ID!, $eventId: ID, $from: DateTime!, $to: DateTime!) {
    museum(id: $museumId) { timeSlots(eventId: $eventId, from: $from, to: $to, limit: 1000, orderBy: STARTS_AT) { total list { ...SlotFields } } }
  }`,
  [SLOT_FIELDS],
);

const capacityInput = z.object({
  museumId,
  date: calendarDay.describe("The day (YYYY-MM-DD) in timeZone."),
  timeZone: timeZoneInput,
  eventId: recordId("event", "list_events").optional().describe("Only this event's slots (an id from list_events)."),
});

const totalsOutput = z
  .object({ capacity: z.number().int(), held: z.number().int(), sold: z.number().int(), available: z.number().int() })
  .describe("Sums over the day's slots.");

export const dayCapacity: ToolDefinition<typeof capacityInput> = {
  name: "day_capacity",
  title: "Live capacity of a day",
  description:
    "Shows the live capacity of every time slot starting on one calendar day, earliest first: capacity, held (unexpired " +
    "reservations), sold and still available, with totals. Holds stop counting the moment they expire.",
  input: capacityInput,
  output: {
    date: z.string().describe("The day, YYYY-MM-DD."),
    timeZone: z.string().describe("The IANA time zone whose day it is."),
    totals: totalsOutput,
    timeSlots: z.array(slotOutput),
  },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, date, timeZone: given, eventId }, context) {
    const zones = await museumZones(context, museumId);
    const timeZone = given ?? zones.museumZone;
    const data = await graphql(context, DAY_TIME_SLOTS, {
      museumId,
      eventId,
      from: startOfDay(date, timeZone).toISOString(),
      to: startOfDay(date, timeZone, 1).toISOString(),
    });
    const slots = answered(answered(data.museum).timeSlots);
    const { total } = slots;
    const timeSlots = slots.list.map((slot) => zonedSlot(slot, zones));
    const totals = timeSlots.reduce(
      (sum, slot) => ({ capacity: sum.capacity + slot.capacity, held: sum.held + slot.heldQuantity, sold: sum.sold + slot.soldQuantity, available: sum.available + slot.availableCapacity }),
      { capacity: 0, held: 0, sold: 0, available: 0 },
    );
    const cut = total > timeSlots.length ? ` Only the first ${timeSlots.length} of ${total} are counted; list_time_slots pages through all.` : "";
    const heading = timeSlots.length
      ? `${timeSlots.length} time slot(s) on ${date} (${timeZone}): ${totals.available} of ${totals.capacity} places available, ${totals.sold} sold, ${totals.held} held.${cut}`
      : `No time slots on ${date} (${timeZone}).`;
    return { summary: [heading, ...timeSlots.map(slotLine)].join("\n"), data: { date, timeZone, totals, timeSlots } };
  },
};
