import { z } from "zod";
import { CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { calendarDay, museumTimeZone, startOfDay, timeZoneInput } from "../zoned-days";
import { filterFor, instant, limit, museumId, offset } from "./shared-inputs";

const SLOT_FIELDS = "id eventId locationId startsAt endsAt capacity heldQuantity soldQuantity availableCapacity";

interface TimeSlot {
  id: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  heldQuantity: number;
  soldQuantity: number;
  availableCapacity: number;
}

const listInput = z.object({
  museumId,
  eventId: z.string().optional().describe("Only this event's slots."),
  from: instant.optional().describe("Only slots starting at or after this instant (ISO 8601 with Z or offset)."),
  to: instant.optional().describe("Only slots starting before this instant."),
  filter: filterFor("TIME_SLOT", " (STARTS_AT, ENDS_AT, CAPACITY, EVENT_ID, EVENT.NAME, LOCATION_ID)"),
  limit: limit(1000),
  offset,
});

export const listTimeSlots: ToolDefinition<typeof listInput> = {
  name: "list_time_slots",
  title: "List time slots",
  description:
    "Lists a museum's bookable time slots with live quantities: capacity, heldQuantity (unexpired reservations), soldQuantity and availableCapacity.",
  input: listInput,
  annotations: READ_ONLY,
  async run({ museumId, eventId, from, to, filter, limit, offset }, context) {
    const data = await graphql<{ museum: { timeSlots: { total: number; list: TimeSlot[] } } }>(
      context,
      `query($museumId: ID!, $eventId: ID, $from: DateTime, $to: DateTime, $filter: String, $limit: Int, $offset: Int) {
        museum(id: $museumId) { timeSlots(eventId: $eventId, from: $from, to: $to, filter: $filter, limit: $limit, offset: $offset) { total list { ${SLOT_FIELDS} } } }
      }`,
      { museumId, eventId, from, to, filter: filter && JSON.stringify(filter), limit, offset },
    );
    const { total, list } = data.museum.timeSlots;
    return { summary: `${total} time slot(s) match; showing ${list.length}.`, data: { total, list } };
  },
};

const createInput = z.object({
  museumId,
  startsAt: instant.describe("When the slot starts (ISO 8601 with Z or offset)."),
  endsAt: instant.describe("When the slot ends; after startsAt."),
  capacity: z.number().int().min(0).describe("How many people the slot admits."),
  eventId: z.string().optional().describe("The event the slot belongs to."),
  locationId: z.string().optional().describe("The location of the slot."),
});

export const createTimeSlot: ToolDefinition<typeof createInput> = {
  name: "create_time_slot",
  title: "Create a time slot",
  description: "Creates a bookable time slot with a capacity. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  input: createInput,
  annotations: CREATES,
  async run({ museumId, ...input }, context) {
    const { createTimeSlot: slot } = await graphql<{ createTimeSlot: TimeSlot }>(
      context,
      `mutation($museumId: ID!, $input: CreateTimeSlotInput!) { createTimeSlot(museumId: $museumId, input: $input) { ${SLOT_FIELDS} } }`,
      { museumId, input },
    );
    return { summary: `Created a time slot from ${slot.startsAt} to ${slot.endsAt} for ${slot.capacity} (${slot.id}).`, data: { timeSlot: slot } };
  },
};

const capacityInput = z.object({
  museumId,
  date: calendarDay.describe("The day (YYYY-MM-DD) in the museum's time zone."),
  timeZone: timeZoneInput,
  eventId: z.string().optional().describe("Only this event's slots."),
});

export const dayCapacity: ToolDefinition<typeof capacityInput> = {
  name: "day_capacity",
  title: "Live capacity of a day",
  description:
    "Shows the live capacity of every time slot starting on one day: capacity, held (unexpired reservations), sold and still " +
    "available. Holds stop counting the moment they expire.",
  input: capacityInput,
  annotations: READ_ONLY,
  async run({ museumId, date, timeZone: given, eventId }, context) {
    const timeZone = await museumTimeZone(context, museumId, given);
    const data = await graphql<{ museum: { timeSlots: { total: number; list: TimeSlot[] } } }>(
      context,
      `query($museumId: ID!, $eventId: ID, $from: DateTime!, $to: DateTime!) {
        museum(id: $museumId) { timeSlots(eventId: $eventId, from: $from, to: $to, limit: 1000) { total list { ${SLOT_FIELDS} } } }
      }`,
      { museumId, eventId, from: startOfDay(date, timeZone).toISOString(), to: startOfDay(date, timeZone, 1).toISOString() },
    );
    const slots = [...data.museum.timeSlots.list].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const totals = slots.reduce(
      (sum, slot) => ({ capacity: sum.capacity + slot.capacity, held: sum.held + slot.heldQuantity, sold: sum.sold + slot.soldQuantity, available: sum.available + slot.availableCapacity }),
      { capacity: 0, held: 0, sold: 0, available: 0 },
    );
    const lines = slots.map((slot) => `- ${slot.startsAt}: ${slot.availableCapacity} of ${slot.capacity} available (${slot.soldQuantity} sold, ${slot.heldQuantity} held)`);
    return {
      summary: slots.length ? `${slots.length} time slot(s) on ${date} (${timeZone}):\n${lines.join("\n")}` : `No time slots on ${date} (${timeZone}).`,
      data: { date, timeZone, totals, timeSlots: slots },
    };
  },
};
