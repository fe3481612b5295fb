import { z } from "zod";
import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { limit, museumId, offset, pageSummary, recordId, totalOutput, type PageRule } from "./shared-inputs";

// A museum's locations (docs/mcp.md, "The tools"): list them, add one, change one, each with its time
// zone, how long before a slot its doors open, and how many may be inside at once.

const PAGE: PageRule = { max: 1000, fallback: 100 };

const LOCATION_FIELDS = "id name timeZone: timezone earlyEntryMinutes maxOccupancy";

const LOCATIONS = gql(`
  query Locations($museumId: ID!, $limit: Int, $offset: Int) {
    museum(id: $museumId) { locations(limit: $limit, offset: $offset) { total list { ${LOCATION_FIELDS} } } }
  }
`);
const CREATE_LOCATION = gql(`mutation CreateLocation($museumId: ID!, $input: CreateLocationInput!) { location: createLocation(museumId: $museumId, input: $input) { ${LOCATION_FIELDS} } }`);
const UPDATE_LOCATION = gql(`mutation UpdateLocation($museumId: ID!, $id: ID!, $input: UpdateLocationInput!) { location: updateLocation(museumId: $museumId, id: $id, input: $input) { ${LOCATION_FIELDS} } }`);

type Location = NonNullable<ResultOf<typeof CREATE_LOCATION>["location"]>;

const locationOutput = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string().describe("IANA time zone, e.g. Europe/Amsterdam."),
  earlyEntryMinutes: z.number().int().describe("Doors open this many minutes before a time slot here starts."),
  maxOccupancy: z.number().int().nullable().describe("How many visitors may be inside at once; null: no limit."),
});

/** "- Nordflügel (id), Europe/Berlin, doors open 30 min before a slot, at most 120 inside". */
function locationLine(location: Location): string {
  const most = location.maxOccupancy === null ? "no limit inside" : `at most ${location.maxOccupancy} inside`;
  return `- ${location.name} (${location.id}), ${location.timeZone}, doors open ${location.earlyEntryMinutes} min before a slot, ${most}`;
}

const listInput = z.object({ museumId, limit: limit(PAGE), offset });

export const listLocations: ToolDefinition<typeof listInput> = {
  name: "list_locations",
  title: "List locations",
  description:
    "Lists a museum's locations (buildings, halls, sites) with their id, IANA time zone, early entry and most allowed inside, oldest first. create_event, " +
    "create_time_slot and create_ticket_type take one of these ids as locationId; times of a location's records are shown in its time zone.",
  input: listInput,
  output: { total: totalOutput, list: z.array(locationOutput) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, limit = PAGE.fallback, offset = 0 }, context) {
    const data = await graphql(context, LOCATIONS, { museumId, limit, offset });
    const { total, list } = answered(answered(data.museum).locations);
    return { summary: [pageSummary("location(s)", total, offset, list.length), ...list.map(locationLine)].join("\n"), data: { total, list } };
  },
};

const locationFields = {
  timeZone: z.string().min(1).max(64).describe("IANA time zone, e.g. Europe/Berlin (default UTC): the times of its slots are read there."),
  earlyEntryMinutes: z.number().int().min(0).max(720).describe("How many minutes before a slot here starts its tickets admit (default 30)."),
  maxOccupancy: z.number().int().min(1).max(1_000_000).nullable().describe("How many visitors may be inside at once; a scan past it is refused LOCATION_FULL. null: no limit (the default)."),
};

const createInput = z.object({
  museumId,
  name: z.string().min(1).max(200).describe("What staff call it, e.g. Nordflügel."),
  timeZone: locationFields.timeZone.optional(),
  earlyEntryMinutes: locationFields.earlyEntryMinutes.optional(),
  maxOccupancy: locationFields.maxOccupancy.optional(),
});

const MODIFY = "Needs a role that may change the museum (OWNER, ADMIN or EDITOR).";

export const createLocation: ToolDefinition<typeof createInput> = {
  name: "create_location",
  title: "Add a location",
  description: `Adds a location (a building, hall or site) to a museum, with its time zone, early entry and most allowed inside. ${MODIFY}`,
  input: createInput,
  output: { location: locationOutput },
  need: "modify",
  annotations: CREATES,
  async run({ museumId, timeZone, ...rest }, context) {
    const { location } = await graphql(context, CREATE_LOCATION, { museumId, input: { ...rest, ...(timeZone === undefined ? {} : { timezone: timeZone }) } });
    return { summary: `Added the location:\n${locationLine(location)}`, data: { location } };
  },
};

const updateInput = z.object({
  museumId,
  locationId: recordId("location", "list_locations"),
  name: z.string().min(1).max(200).optional().describe("Its new name."),
  timeZone: locationFields.timeZone.optional(),
  earlyEntryMinutes: locationFields.earlyEntryMinutes.optional(),
  maxOccupancy: locationFields.maxOccupancy.optional(),
});

export const updateLocation: ToolDefinition<typeof updateInput> = {
  name: "update_location",
  title: "Change a location",
  description: `Changes a location's name, time zone, early entry or most allowed inside; what is not given stays. maxOccupancy null lifts the limit. ${MODIFY}`,
  input: updateInput,
  output: { location: locationOutput },
  need: "modify",
  recordArgument: "locationId",
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ museumId, locationId, timeZone, ...rest }, context) {
    const { location } = await graphql(context, UPDATE_LOCATION, { museumId, id: locationId, input: { ...rest, ...(timeZone === undefined ? {} : { timezone: timeZone }) } });
    return { summary: `Changed the location:\n${locationLine(location)}`, data: { location } };
  },
};
