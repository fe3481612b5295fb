import { z } from "zod";
import { CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { filterFor, instant, limit, museumId, offset } from "./shared-inputs";

const EVENT_FIELDS = "id name description locationId startsAt endsAt published createdAt";

interface Event {
  id: string;
  name: string;
  startsAt: string | null;
  published: boolean;
}

const listInput = z.object({
  museumId,
  filter: filterFor("EVENT", ' (NAME, DESCRIPTION, STARTS_AT, ENDS_AT, PUBLISHED, LOCATION_ID, LOCATION.NAME, CREATED_AT)'),
  limit: limit(100),
  offset,
});

export const listEvents: ToolDefinition<typeof listInput> = {
  name: "list_events",
  title: "List events",
  description: "Lists a museum's events (exhibitions, tours, shows), oldest first, with paging and an optional filter.",
  input: listInput,
  annotations: READ_ONLY,
  async run({ museumId, filter, limit, offset }, context) {
    const data = await graphql<{ museum: { events: { total: number; list: Event[] } } }>(
      context,
      `query($museumId: ID!, $filter: String, $limit: Int, $offset: Int) {
        museum(id: $museumId) { events(filter: $filter, limit: $limit, offset: $offset) { total list { ${EVENT_FIELDS} } } }
      }`,
      { museumId, filter: filter && JSON.stringify(filter), limit, offset },
    );
    const { total, list } = data.museum.events;
    const lines = list.map((event) => `- ${event.name} (${event.id})${event.startsAt ? `, starts ${event.startsAt}` : ""}${event.published ? "" : ", unpublished"}`);
    return { summary: `${total} event(s) match; showing ${list.length}.\n${lines.join("\n")}`, data: { total, list } };
  },
};

const createInput = z.object({
  museumId,
  name: z.string().min(1).max(200).describe("The event's name."),
  description: z.string().max(5000).optional().describe("What the event is about."),
  locationId: z.string().optional().describe("The location it takes place at."),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  published: z.boolean().optional().describe("Whether the public may see it (default false)."),
});

export const createEvent: ToolDefinition<typeof createInput> = {
  name: "create_event",
  title: "Create an event",
  description: "Creates an event in a museum. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  input: createInput,
  annotations: CREATES,
  async run({ museumId, ...input }, context) {
    const { createEvent: event } = await graphql<{ createEvent: Event }>(
      context,
      `mutation($museumId: ID!, $input: CreateEventInput!) { createEvent(museumId: $museumId, input: $input) { ${EVENT_FIELDS} } }`,
      { museumId, input },
    );
    return { summary: `Created the event ${event.name} (${event.id}).`, data: { event } };
  },
};
