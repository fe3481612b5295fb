import { z } from "zod";
import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, type ToolContext, type ToolDefinition } from "../tool-kit";
import { localTime, museumZones, type MuseumZones } from "../zoned-days";
import { filterFor, instant, limit, museumId, offset, pageSummary, recordId, totalOutput, type PageRule } from "./shared-inputs";

const EVENT_FIELDS = gql("fragment EventFields on Event { id name description locationId startsAt endsAt published }");
const PAGE: PageRule = { max: 100, fallback: 50 };

type Event = ResultOf<typeof EVENT_FIELDS>;

const EVENTS = gql(
  `query Events($museumId: ID!, $filter: String, $limit: Int, $offset: Int) {
    museum(id: $museumId) { events(filter: $filter, limit: $limit, offset: $offset) { total list { ...EventFields } } }
  }`,
  [EVENT_FIELDS],
);

const CREATE_EVENT = gql(
  "mutation CreateEvent($museumId: ID!, $input: CreateEventInput!) { createEvent(museumId: $museumId, input: $input) { ...EventFields } }",
  [EVENT_FIELDS],
);

const eventOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  locationId: z.string().nullable(),
  startsAt: z.string().nullable().describe("UTC instant, or null for an event without dates."),
  endsAt: z.string().nullable().describe("UTC instant, or null."),
  timeZone: z.string().describe("The IANA time zone of the event's location (else the museum's), in which the local times are given."),
  startsAtLocal: z.string().nullable().describe("startsAt as the local wall-clock time, YYYY-MM-DD HH:mm."),
  endsAtLocal: z.string().nullable().describe("endsAt as the local wall-clock time."),
  published: z.boolean().describe("Whether the public sees it."),
});

/** An event with its times in its location's time zone. */
function zoned(event: Event, zones: MuseumZones) {
  const timeZone = zones.zoneOf(event.locationId);
  const local = (value: string | null) => (value === null ? null : localTime(value, timeZone));
  return { ...event, timeZone, startsAtLocal: local(event.startsAt), endsAtLocal: local(event.endsAt) };
}

function line(event: ReturnType<typeof zoned>): string {
  const when = event.startsAtLocal ? `, ${event.startsAtLocal}${event.endsAtLocal ? ` to ${event.endsAtLocal}` : ""} (${event.timeZone})` : "";
  return `- ${event.name} (${event.id})${when}${event.published ? "" : ", unpublished"}`;
}

const listInput = z.object({
  museumId,
  filter: filterFor("EVENT", " (NAME, DESCRIPTION, STARTS_AT, ENDS_AT, PUBLISHED, LOCATION_ID, LOCATION.NAME, CREATED_AT)"),
  limit: limit(PAGE),
  offset,
});

export const listEvents: ToolDefinition<typeof listInput> = {
  name: "list_events",
  title: "List events",
  description: "Lists a museum's events (exhibitions, tours, shows), oldest first, with paging and an optional filter. Times are UTC with the local time beside them.",
  input: listInput,
  output: { total: totalOutput, list: z.array(eventOutput) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, filter, limit = PAGE.fallback, offset = 0 }, context) {
    const [data, zones] = await Promise.all([
      graphql(context, EVENTS, { museumId, filter: filter && JSON.stringify(filter), limit, offset }),
      museumZones(context, museumId),
    ]);
    const events = answered(answered(data.museum).events);
    const { total } = events;
    const list = events.list.map((event) => zoned(event, zones));
    return { summary: [pageSummary("event(s)", total, offset, list.length), ...list.map(line)].join("\n"), data: { total, list } };
  },
};

const createInput = z.object({
  museumId,
  name: z.string().min(1).max(200).describe("The event's name."),
  description: z.string().max(5000).optional().describe("What the event is about (default empty)."),
  locationId: recordId("location", "list_locations").optional().describe("The location it takes place at (an id from list_locations); its time zone is the event's."),
  startsAt: instant.optional().describe("When it starts: ISO 8601 with Z or an offset, e.g. 2027-03-01T10:00:00+01:00."),
  endsAt: instant.optional().describe("When it ends: the same as startsAt or later."),
  published: z.boolean().optional().describe("Whether the public may see it (default false)."),
});

export const createEvent: ToolDefinition<typeof createInput> = {
  name: "create_event",
  title: "Create an event",
  description: "Creates an event in a museum. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  input: createInput,
  output: { event: eventOutput },
  need: "modify",
  annotations: CREATES,
  async run({ museumId, ...input }, context: ToolContext) {
    const { createEvent: created } = await graphql(context, CREATE_EVENT, { museumId, input });
    const event = zoned(created, await museumZones(context, museumId));
    return { summary: `Created the event:\n${line(event)}`, data: { event } };
  },
};
