import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { calendarDay, museumZones, startOfDay, timeZoneInput } from "../zoned-days";
import { museumId, recordId } from "./shared-inputs";
import { slotLine, SLOT_FIELDS, slotOutput, zonedSlot } from "./time-slot-view";

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
