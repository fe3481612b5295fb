import { z } from "zod";
import { withTimeZones } from "@/lib/domain/locations/record-zones";
import { defineOperation, listing, pageInWords, lookUp, pageInput, removalOperation } from "@/lib/domain/operations/operation";
import { pageOf } from "@/lib/domain/shared/answer-schemas";
import { recordId } from "@/lib/domain/shared/input-schemas";
import { localTime, withZoneNamed } from "@/lib/domain/shared/zoned-day";
import type { Actor } from "@/lib/domain/actor";
import { createEvent } from "./create-event";
import { deleteEvent } from "./delete-event";
import type { EventRecord } from "./event-record";
import { createEventInput, eventAnswer, updateEventInput } from "./event-schemas";
import { getEvent } from "./get-event";
import { listEvents } from "./list-events";
import { updateEvent } from "./update-event";

// A museum's events in the operation catalog (docs/architecture.md, "The operation catalog"): the
// exhibitions, tours and shows its time slots and ticket types belong to. Each answer names the time
// zone its times are read in.

type EventAnswer = z.output<typeof eventAnswer>;

/** "Summer night (id), 2027-06-01 20:00 to 23:30 in Europe/Berlin time, at location …, published". */
function eventInWords(event: EventAnswer): string {
  const starts = event.startsAt === null ? null : localTime(event.startsAt, event.timeZone);
  const ends = event.endsAt === null ? null : localTime(event.endsAt, event.timeZone);
  const span = starts === null ? (ends === null ? null : `until ${ends}`) : `${starts}${ends === null ? "" : ` to ${ends}`}`;
  const when = span === null ? ", no dates" : `, ${withZoneNamed(span, event.timeZone)}`;
  const where = event.locationId === null ? ", no location" : `, at location ${event.locationId}`;
  return `${event.name} (${event.id})${when}${where}, ${event.published ? "published" : "not published"}`;
}

async function zoned(actor: Actor, event: EventRecord) {
  const [answer] = await withTimeZones(actor, [event]);
  return answer!;
}

const eventId = recordId.describe("The event's id (a UUID), as list_events shows it.");

const EVENT_PAGE = { max: 100, fallback: 50 };

export const listEventsOperation = defineOperation({
  name: "list_events",
  title: "List events",
  summary:
    "Lists a museum's events (exhibitions, tours, shows), oldest first unless orderBy says NEWEST_FIRST, each with the time zone its times are read in. " +
    "filter fields: NAME, DESCRIPTION, STARTS_AT, ENDS_AT, PUBLISHED, LOCATION_ID, LOCATION.NAME, CREATED_AT.",
  noun: "event",
  input: pageInput(EVENT_PAGE).extend({
    orderBy: z.enum(["CREATED_AT", "NEWEST_FIRST"]).optional().describe("CREATED_AT (the default): oldest first; NEWEST_FIRST: the event made last first, as the dashboard lists them."),
  }),
  output: pageOf(eventAnswer),
  ...listing,
  run: async (actor, { limit = EVENT_PAGE.fallback, offset = 0, filter, orderBy }) => {
    const { total, list } = await listEvents({ actor, paging: { limit, offset }, filter, order: orderBy === "NEWEST_FIRST" ? "newest" : "created" });
    return { total, list: await withTimeZones(actor, list) };
  },
  inWords: pageInWords("event", eventInWords),
});

export const getEventOperation = defineOperation({
  name: "get_event",
  title: "Look up an event",
  summary: "Shows one event: its name, description, location, dates in its location's time zone, and whether it is published.",
  noun: "event",
  input: z.strictObject({ eventId }),
  output: eventAnswer,
  ...lookUp,
  run: async (actor, { eventId: id }) => zoned(actor, await getEvent({ actor, id })),
  inWords: eventInWords,
});

export const createEventOperation = defineOperation({
  name: "create_event",
  title: "Add an event",
  summary:
    "Adds an event (an exhibition, tour or show). locationId must be a location of the museum; its time zone is the event's. " +
    "Times are instants with Z or an offset; endsAt may not be before startsAt. published defaults to false: the public does not see it until it is published.",
  noun: "event",
  input: createEventInput,
  output: eventAnswer,
  answerKind: "record",
  need: "modify",
  effect: "creates",
  audits: ["event"],
  webhooks: [],
  errors: ["LOCATION_NOT_FOUND"],
  run: async (actor, input) => zoned(actor, await createEvent({ actor, input })),
  inWords: (event) => `Added the event ${eventInWords(event)}.`,
});

export const updateEventOperation = defineOperation({
  name: "update_event",
  title: "Change or publish an event",
  summary:
    "Changes an event's name, description, location or dates, or publishes it (published true) or takes it off sale (false); what is not given stays. " +
    "null clears locationId, startsAt or endsAt.",
  noun: "event",
  input: updateEventInput.extend({ eventId }),
  output: eventAnswer,
  answerKind: "record",
  need: "modify",
  effect: "changes",
  audits: ["event"],
  webhooks: [],
  errors: ["NOT_FOUND", "LOCATION_NOT_FOUND"],
  run: async (actor, { eventId: id, ...input }) => zoned(actor, await updateEvent({ actor, id, input })),
  inWords: (event) => `Changed the event: ${eventInWords(event)}.`,
});

export const deleteEventOperation = removalOperation({
  name: "delete_event",
  title: "Remove an event",
  summary: "Removes an event for good. Refused with IN_USE while time slots or ticket types belong to it.",
  noun: "event",
  recordId: { name: "eventId", schema: eventId },
  audits: ["event"],
  errors: ["NOT_FOUND", "IN_USE"],
  remove: (actor, id) => deleteEvent({ actor, id }),
});
