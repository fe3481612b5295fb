import { z } from "zod";
import { defineOperation, listing, pageSummary } from "@/lib/domain/operations/operation";
import { recordId, timeZoneInput } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import { dayPage, daySlots, daySlotsAnswer, daySlotsPage, MOST_SLOTS_SUMMED, slotsCut } from "./day-slots";
import { timeSlotInWords } from "./time-slot-operations";
import { timeSlotAnswer } from "./time-slot-schemas";

// A day's live capacity for staff and assistants (docs/mcp.md, "Time slots"): the totals over every
// open slot of the day, and a page of the slots themselves (day-slots.ts), as list_time_slots shows them.

const totals = z
  .object({ capacity: z.int(), held: z.int(), sold: z.int(), available: z.int() })
  .describe("Sums over every slot of the day that is open (closed slots sell nothing), not only the page shown.");

export const dayCapacityOperation = defineOperation({
  name: "day_capacity",
  title: "Live capacity of a day",
  summary:
    "Shows the live capacity of one calendar day: totals over its open time slots (capacity, held by unexpired reservations, sold, " +
    "still available), and its time slots earliest first, a page at a time, each with its event, local times and whether it is closed. " +
    "Holds stop counting the moment they expire.",
  noun: "time slot",
  input: z.strictObject({
    date: calendarDayInput.describe("The day (YYYY-MM-DD) in timeZone."),
    timeZone: timeZoneInput.optional().describe("The IANA time zone whose day it is (default: the museum's own)."),
    eventId: recordId.optional().describe("Only this event's slots (an id from list_events)."),
    ...daySlotsPage,
  }),
  output: daySlotsAnswer(totals, timeSlotAnswer),
  ...listing,
  pageField: "timeSlots",
  pagesUpTo: MOST_SLOTS_SUMMED,
  cursorKeeps: ["date", "timeZone"],
  run: async (actor, { date, timeZone, eventId, limit, offset }) => {
    const day = await daySlots(actor, { date, timeZone, eventId });
    const open = day.list.filter((slot) => !slot.closed);
    const sum = (count: (slot: (typeof open)[number]) => number) => open.reduce((added, slot) => added + count(slot), 0);
    return {
      date: day.date,
      timeZone: day.timeZone,
      totals: { capacity: sum((slot) => slot.capacity), held: sum((slot) => slot.heldQuantity), sold: sum((slot) => slot.soldQuantity), available: sum((slot) => slot.availableCapacity) },
      total: day.total,
      timeSlots: dayPage(day.list, limit, offset),
    };
  },
  inWords: ({ date, timeZone, totals: day, total, timeSlots }, { offset = 0 }) => {
    if (total === 0) return `No time slots on ${withZoneNamed(date, timeZone)}.`;
    const cut = slotsCut(total, "; list_time_slots pages through all");
    return [
      `${withZoneNamed(date, timeZone)}: ${day.available} of ${day.capacity} places available, ${day.sold} sold, ${day.held} held.${cut}`,
      pageSummary("time slot(s)", Math.min(total, MOST_SLOTS_SUMMED), offset, timeSlots.length),
      ...timeSlots.map((slot) => `- ${timeSlotInWords(slot)}`),
    ].join("\n");
  },
});
