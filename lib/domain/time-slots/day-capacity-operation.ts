import { z } from "zod";
import { defineOperation, pageSummary } from "@/lib/domain/operations/operation";
import { recordZones } from "@/lib/domain/locations/record-zones";
import { recordId, timeZoneInput } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput, dayWindow } from "@/lib/domain/shared/zoned-day";
import { listTimeSlots } from "./list-time-slots";
import { timeSlotInWords } from "./time-slot-operations";
import { timeSlotAnswer } from "./time-slot-schemas";

// A day's live capacity for staff and assistants (docs/mcp.md, "Time slots"): the totals over every
// slot of the day, and a page of the slots themselves, earliest first, as list_time_slots shows them,
// so a busy day's answer stays small while its sums stay whole.

/** The most slots one day is summed over: a day with more says so. */
const MOST_SLOTS_SUMMED = 1000;
// Twelve slots with their words are about 8 KB, what an answer may cost a model by default (docs/mcp.md).
const DAY_PAGE = { max: 200, fallback: 12 };

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
    limit: z.int().min(1).max(DAY_PAGE.max).optional().describe(`How many slots to show, 1 to ${DAY_PAGE.max} (default ${DAY_PAGE.fallback}); the totals cover the whole day.`),
    offset: z.int().min(0).optional().describe("How many slots to skip (default 0): the next page starts at offset + limit."),
  }),
  output: z.object({
    date: z.string().describe("The day, YYYY-MM-DD."),
    timeZone: z.string().describe("The IANA time zone whose day it is."),
    totals,
    total: z.int().describe("How many time slots start that day."),
    timeSlots: z.array(timeSlotAnswer).describe("The page of the day's slots asked for, earliest first."),
  }),
  answerKind: "page",
  need: "read",
  effect: "reads",
  audits: [],
  webhooks: [],
  errors: [],
  run: async (actor, { date, timeZone: given, eventId, limit = DAY_PAGE.fallback, offset = 0 }) => {
    const timeZone = given ?? (await recordZones(actor, []))(null);
    const { from, to } = dayWindow(date, timeZone);
    const { total, list } = await listTimeSlots({ actor, paging: { limit: MOST_SLOTS_SUMMED, offset: 0 }, order: "startsAt", narrowing: { eventId, from, to } });
    const open = list.filter((slot) => !slot.closed);
    const sum = (count: (slot: (typeof list)[number]) => number) => open.reduce((added, slot) => added + count(slot), 0);
    return {
      date,
      timeZone,
      totals: { capacity: sum((slot) => slot.capacity), held: sum((slot) => slot.heldQuantity), sold: sum((slot) => slot.soldQuantity), available: sum((slot) => slot.availableCapacity) },
      total,
      timeSlots: list.slice(offset, offset + limit),
    };
  },
  inWords: ({ date, timeZone, totals: day, total, timeSlots }, { offset = 0 }) => {
    if (total === 0) return `No time slots on ${date} (${timeZone} time).`;
    const cut = total > MOST_SLOTS_SUMMED ? ` Only the first ${MOST_SLOTS_SUMMED} of ${total} are summed; list_time_slots pages through all.` : "";
    return [
      `${date} (${timeZone} time): ${day.available} of ${day.capacity} places available, ${day.sold} sold, ${day.held} held.${cut}`,
      pageSummary("time slot(s)", Math.min(total, MOST_SLOTS_SUMMED), offset, timeSlots.length),
      ...timeSlots.map((slot) => `- ${timeSlotInWords(slot)}`),
    ].join("\n");
  },
});
