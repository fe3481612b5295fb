import { z } from "zod";
import { defineOperation, listing, pageSummary } from "@/lib/domain/operations/operation";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput, slotInWords, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import { dayPage, daySlots, daySlotsAnswer, daySlotsPage, MOST_SLOTS_SUMMED, slotsCut } from "@/lib/domain/time-slots/day-slots";
import { timeSlotAnswer } from "@/lib/domain/time-slots/time-slot-schemas";
import { admittedPerSlot } from "./attendance";

// Attendance per slot in the operation catalog (docs/mcp.md, "Admission"): beside a day's live
// capacity, how many of each slot's tickets were admitted at the door, so staff see who is still
// expected. The day is the museum's; each slot's times read in its own zone, named.

const attendedSlot = timeSlotAnswer.extend({ admitted: z.int().describe("Tickets of the slot admitted at the door so far.") });

/** "Tours, 2027-03-01 10:00 to 11:00 (Europe/Vienna time) (id): 12 sold, 1 held, 9 admitted of 20". */
function attendanceInWords(slot: z.output<typeof attendedSlot>): string {
  const closed = slot.closed ? ", closed" : "";
  return `${slotInWords(slot)} (${slot.id}): ${slot.soldQuantity} sold, ${slot.heldQuantity} held, ${slot.admitted} admitted of ${slot.capacity}${closed}`;
}

export const slotAttendanceOperation = defineOperation({
  name: "slot_attendance",
  title: "Attendance per time slot",
  summary:
    "For the time slots starting on one day of the museum's time zone (default today), earliest first and a page at a time: tickets " +
    "sold, places held by unexpired reservations, and tickets admitted at the door, with totals over the whole day. Sold minus " +
    "admitted is who is still expected.",
  noun: "time slot",
  input: z.strictObject({
    date: calendarDayInput.optional().describe("The day (YYYY-MM-DD) in the museum's time zone; default today there."),
    eventId: recordId.optional().describe("Only this event's slots (an id from list_events)."),
    ...daySlotsPage,
  }),
  output: daySlotsAnswer(z.object({ sold: z.int(), held: z.int(), admitted: z.int() }).describe("Sums over every slot of the day, not only the page shown."), attendedSlot),
  ...listing,
  pageField: "timeSlots",
  pagesUpTo: MOST_SLOTS_SUMMED,
  cursorKeeps: ["date"],
  run: async (actor, { date, eventId, limit, offset }) => {
    const day = await daySlots(actor, { date, eventId });
    const admitted = await admittedPerSlot({ actor, timeSlotIds: day.list.map((slot) => slot.id) });
    const attended = day.list.map((slot) => ({ ...slot, admitted: admitted.get(slot.id) ?? 0 }));
    const sum = (count: (slot: (typeof attended)[number]) => number) => attended.reduce((added, slot) => added + count(slot), 0);
    return {
      date: day.date,
      timeZone: day.timeZone,
      totals: { sold: sum((slot) => slot.soldQuantity), held: sum((slot) => slot.heldQuantity), admitted: sum((slot) => slot.admitted) },
      total: day.total,
      timeSlots: dayPage(attended, limit, offset),
    };
  },
  inWords: ({ date, timeZone, totals, total, timeSlots }, { offset = 0 }) => {
    if (total === 0) return `No time slots on ${withZoneNamed(date, timeZone)}.`;
    const cut = slotsCut(total);
    return [
      `${withZoneNamed(date, timeZone)}: ${totals.sold} sold, ${totals.held} held, ${totals.admitted} admitted.${cut}`,
      pageSummary("time slot(s)", Math.min(total, MOST_SLOTS_SUMMED), offset, timeSlots.length),
      ...timeSlots.map((slot) => `- ${attendanceInWords(slot)}`),
    ].join("\n");
  },
});
