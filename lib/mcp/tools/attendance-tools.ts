import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { calendarDay, museumDay, museumZones, startOfDay } from "../zoned-days";
import { museumId, recordId } from "./shared-inputs";
import { SLOT_FIELDS, slotOutput, zonedSlot, type ZonedSlot } from "./time-slot-view";

// Attendance per slot (docs/mcp.md, "Admission"): beside a day's live capacity, how many of each
// slot's tickets were admitted at the door. The day is the museum's (Museum.timezone).

const DAY_ATTENDANCE = gql(
  `query DayAttendance($museumId: ID!, $eventId: ID, $from: DateTime!, $to: DateTime!) {
    museum(id: $museumId) {
      timeSlots(eventId: $eventId, from: $from, to: $to, limit: 1000, orderBy: STARTS_AT) { total list { ...SlotFields admitted } }
    }
  }`,
  [SLOT_FIELDS],
);

const attendanceInput = z.object({
  museumId,
  date: calendarDay.optional().describe("The day (YYYY-MM-DD) in the museum's time zone; default today there."),
  eventId: recordId("event", "list_events").optional().describe("Only this event's slots (an id from list_events)."),
});

const attendedSlot = slotOutput.extend({ admitted: z.number().int().describe("Tickets of the slot admitted at the door so far.") });
type AttendedSlot = z.infer<typeof attendedSlot>;

/** "- 2027-03-01 10:00–11:00 Europe/Vienna, Tours: 12 sold, 1 held, 9 admitted of 20 [id]". */
function attendanceLine(slot: AttendedSlot): string {
  const event = slot.eventName ? `, ${slot.eventName}` : "";
  return `- ${slot.startsAtLocal}–${slot.endsAtLocal.slice(11)} ${slot.timeZone}${event}: ${slot.soldQuantity} sold, ${slot.heldQuantity} held, ${slot.admitted} admitted of ${slot.capacity} [${slot.id}]`;
}

export const slotAttendance: ToolDefinition<typeof attendanceInput> = {
  name: "slot_attendance",
  title: "Attendance per time slot",
  description:
    "For every time slot starting on one day of the museum's time zone (default today), earliest first: tickets sold, places held by " +
    "unexpired reservations, and tickets admitted at the door, with totals. Sold minus admitted is who is still expected.",
  input: attendanceInput,
  output: {
    date: z.string().describe("The day, YYYY-MM-DD."),
    timeZone: z.string().describe("The museum's IANA time zone, whose day it is."),
    totals: z.object({ sold: z.number().int(), held: z.number().int(), admitted: z.number().int() }).describe("Sums over the day's slots."),
    timeSlots: z.array(attendedSlot),
  },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, date: given, eventId }, context) {
    const [{ date, timeZone }, zones] = await Promise.all([museumDay(context, museumId, given), museumZones(context, museumId)]);
    const data = await graphql(context, DAY_ATTENDANCE, { museumId, eventId, from: startOfDay(date, timeZone).toISOString(), to: startOfDay(date, timeZone, 1).toISOString() });
    const slots = answered(answered(data.museum).timeSlots);
    const timeSlots = slots.list.map((slot): AttendedSlot => ({ ...(zonedSlot(slot, zones) satisfies ZonedSlot), admitted: slot.admitted }));
    const totals = timeSlots.reduce((sum, slot) => ({ sold: sum.sold + slot.soldQuantity, held: sum.held + slot.heldQuantity, admitted: sum.admitted + slot.admitted }), { sold: 0, held: 0, admitted: 0 });
    const cut = slots.total > timeSlots.length ? ` Only the first ${timeSlots.length} of ${slots.total} are counted.` : "";
    const heading = timeSlots.length
      ? `${timeSlots.length} time slot(s) on ${date} (${timeZone}): ${totals.sold} sold, ${totals.held} held, ${totals.admitted} admitted.${cut}`
      : `No time slots on ${date} (${timeZone}).`;
    return { summary: [heading, ...timeSlots.map(attendanceLine)].join("\n"), data: { date, timeZone, totals, timeSlots } };
  },
};
