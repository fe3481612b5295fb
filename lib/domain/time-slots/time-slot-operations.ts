import { z } from "zod";
import { defineOperation, listing, lookUp, pageInput, pageInWords, removalOperation } from "@/lib/domain/operations/operation";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { isoDateInput, recordId } from "@/lib/domain/shared/input-schemas";
import { calendarDayInput, slotInWords } from "@/lib/domain/shared/zoned-day";
import { AppError } from "@/lib/errors/app-error";
import { bulkChangeTimeSlots } from "./bulk-change-time-slots";
import { createTimeSlot } from "./create-time-slot";
import { deleteTimeSlot } from "./delete-time-slot";
import { getTimeSlot } from "./get-time-slot";
import { listTimeSlots } from "./list-time-slots";
import { createTimeSlotInput, timeSlotAnswer, updateTimeSlotInput } from "./time-slot-schemas";
import { updateTimeSlot } from "./update-time-slot";

// Time slots in the operation catalog (docs/architecture.md, "The operation catalog"): the bookable
// times with their capacity, live counts and whether they are closed. Each answer names its event and
// the zone its times are read in, so a reader sees "Tours, 2027-03-01 11:00 to 12:00 (Europe/Amsterdam
// time)" rather than ids and UTC.

/** "Tours, 2027-03-01 11:00 to 12:00 (Europe/Amsterdam time) (id): 11 of 12 available (0 sold, 1 held)", or closed with its reason. */
export function timeSlotInWords(slot: z.output<typeof timeSlotAnswer>): string {
  const kept = slot.groupPlacesKept > 0 ? `, ${slot.groupPlacesKept} kept for groups` : "";
  const room = slot.closed
    ? `closed${slot.closedReason ? ` (${slot.closedReason})` : ""}, sells nothing; ${slot.soldQuantity} of ${slot.capacity} sold`
    : `${slot.availableCapacity} of ${slot.capacity} available (${slot.soldQuantity} sold, ${slot.heldQuantity} held${kept})`;
  return `${slotInWords(slot)} (${slot.id}): ${room}`;
}

const timeSlotId = recordId.describe("The time slot's id (a UUID), as list_time_slots shows it.");

const TIME_SLOT_PAGE = { max: 200, fallback: 50 };

const listInput = pageInput(TIME_SLOT_PAGE).extend({
  eventId: recordId.optional().describe("Only this event's slots (an id from list_events)."),
  from: isoDateInput.optional().describe("Only slots starting at or after this instant, with Z or an offset, e.g. 2027-03-01T00:00:00+01:00 (in a URL, + is written %2B)."),
  to: isoDateInput.optional().describe("Only slots starting before this instant; later than from."),
  orderBy: z.enum(["CREATED_AT", "STARTS_AT"]).optional().describe("CREATED_AT (default): oldest made first (creation time, then id), a stable order to page through; STARTS_AT: earliest start first."),
});

export const listTimeSlotsOperation = defineOperation({
  name: "list_time_slots",
  title: "List time slots",
  summary:
    "Lists a museum's bookable time slots with their event's name, the time zone their times are read in, and live quantities: capacity, " +
    "heldQuantity (unexpired reservations), soldQuantity, availableCapacity, groupPlacesKept, and whether each is closed. Narrow with eventId and from/to. " +
    "filter fields: STARTS_AT, ENDS_AT, CAPACITY, EVENT_ID, EVENT.NAME, LOCATION_ID.",
  noun: "time slot",
  input: listInput,
  output: pageOf(timeSlotAnswer),
  ...listing,
  run: async (actor, { limit = TIME_SLOT_PAGE.fallback, offset = 0, filter, eventId, from, to, orderBy }) => {
    if (from && to && to <= from) {
      throw new AppError("VALIDATION_ERROR", undefined, [{ path: "to", message: `to (${to.toISOString()}) must be later than from (${from.toISOString()})` }]);
    }
    const order = orderBy === "STARTS_AT" ? "startsAt" : "created";
    return listTimeSlots({ actor, paging: { limit, offset }, filter, order, narrowing: { eventId, from, to } });
  },
  inWords: pageInWords("time slot", timeSlotInWords),
});

export const getTimeSlotOperation = defineOperation({
  name: "get_time_slot",
  title: "Look up a time slot",
  summary: "Shows one time slot: its event, times in its location's time zone, capacity, what is held, sold and available, and whether it is closed.",
  noun: "time slot",
  input: z.strictObject({ timeSlotId }),
  output: timeSlotAnswer,
  ...lookUp,
  run: (actor, { timeSlotId: id }) => getTimeSlot({ actor, id }),
  inWords: timeSlotInWords,
});

export const createTimeSlotOperation = defineOperation({
  name: "create_time_slot",
  title: "Add a time slot",
  summary:
    "Adds a bookable time slot with a capacity. eventId and locationId must belong to the museum; endsAt must be later than startsAt. " +
    "groupCapacity keeps that many of the places for group visits until the museum's release time before the start.",
  noun: "time slot",
  input: createTimeSlotInput,
  output: timeSlotAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["timeSlot"],
  webhooks: ["time_slot.created"],
  errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND"],
  run: (actor, input) => createTimeSlot({ actor, input }),
  inWords: (slot) => `Added the time slot ${timeSlotInWords(slot)}.`,
});

export const updateTimeSlotOperation = defineOperation({
  name: "update_time_slot",
  title: "Change, close or reopen a time slot",
  summary:
    "Changes a time slot's times, capacity, places kept for groups, event or location; what is not given stays. capacity may not drop below " +
    "heldQuantity + soldQuantity (CAPACITY_BELOW_USAGE). closed true closes it (no new holds, orders or sales; tickets sold stay valid), " +
    "with closedReason shown to staff; false reopens it. null clears eventId or locationId.",
  noun: "time slot",
  input: updateTimeSlotInput.extend({ timeSlotId }),
  output: timeSlotAnswer,
  answerKind: "record",
  need: "modify",
  effect: "changes",
  audits: ["timeSlot"],
  webhooks: ["time_slot.updated"],
  errors: ["NOT_FOUND", "EVENT_NOT_FOUND", "LOCATION_NOT_FOUND", "CAPACITY_BELOW_USAGE"],
  run: (actor, { timeSlotId: id, ...input }) => updateTimeSlot({ actor, id, input }),
  inWords: (slot) => `Changed the time slot: ${timeSlotInWords(slot)}.`,
});

export const deleteTimeSlotOperation = removalOperation({
  name: "delete_time_slot",
  title: "Remove a time slot",
  summary: "Removes a time slot for good. Refused with IN_USE once reservations or tickets exist for it: close it instead.",
  noun: "time slot",
  recordId: { name: "timeSlotId", schema: timeSlotId },
  audits: ["timeSlot"],
  errors: ["NOT_FOUND", "IN_USE"],
  remove: (actor, id) => deleteTimeSlot({ actor, id }),
});

export const closeDaysOperation = defineOperation({
  name: "close_days",
  title: "Close or reopen days",
  summary:
    "Closes every time slot on a range of days (new holds, orders and sales there are refused with TIME_SLOT_CLOSED; tickets already sold " +
    "stay valid), or opens them again with closed false. At most 5,000 slots at once. Visitors who would have booked those days cannot.",
  noun: "time slot",
  input: z.strictObject({
    from: calendarDayInput.describe("The first day (YYYY-MM-DD), read in each slot's location's time zone."),
    to: calendarDayInput.describe("The last day, included; the same as from for one day."),
    closed: z.boolean().describe("true closes the days' slots; false opens them again."),
    reason: z.string().trim().max(200).optional().describe('Why, for staff and for the refusal integrators see, e.g. "Christmas Eve".'),
    eventId: recordId.optional().describe("Only this event's slots (an id from list_events); all events when left out."),
    locationId: recordId.optional().describe("Only the slots at this location (an id from list_locations)."),
  }),
  output: z.object({ matched: z.int().describe("Slots on those days."), changed: z.int().describe("Slots closed or opened now.") }),
  answerKind: "done",
  need: "modify",
  // Reversible, but while closed nobody can book those days, so an assistant asks the person first (docs/mcp.md, "Season").
  effect: "destroys",
  audits: ["timeSlot"],
  webhooks: ["time_slot.updated"],
  errors: ["EVENT_NOT_FOUND", "LOCATION_NOT_FOUND"],
  run: async (actor, { from, to, closed, reason, eventId, locationId }) => {
    const changes = { closed, closedReason: closed ? (reason ?? null) : null };
    const { matched, changed } = await bulkChangeTimeSlots({ actor, input: { from, to, eventId, locationId, changes } });
    return { matched, changed };
  },
  inWords: ({ matched, changed }, { from, to, closed, reason }) => {
    const days = from === to ? from : `${from} to ${to}`;
    return `${days}: ${changed} of ${matched} time slot(s) ${closed ? `closed${reason ? ` (${reason})` : ""}` : "open again"}.`;
  },
});
