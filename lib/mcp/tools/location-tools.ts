import { z } from "zod";
import { gql } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { limit, museumId, offset, pageSummary, totalOutput, type PageRule } from "./shared-inputs";

const PAGE: PageRule = { max: 1000, fallback: 100 };

const LOCATIONS = gql(`
  query Locations($museumId: ID!, $limit: Int, $offset: Int) {
    museum(id: $museumId) { locations(limit: $limit, offset: $offset) { total list { id name timeZone: timezone } } }
  }
`);

const listInput = z.object({ museumId, limit: limit(PAGE), offset });

export const listLocations: ToolDefinition<typeof listInput> = {
  name: "list_locations",
  title: "List locations",
  description:
    "Lists a museum's locations (buildings, halls, sites) with their id and IANA time zone, oldest first. create_event, " +
    "create_time_slot and create_ticket_type take one of these ids as locationId; times of a location's records are shown in its time zone.",
  input: listInput,
  output: {
    total: totalOutput,
    list: z.array(z.object({ id: z.string(), name: z.string(), timeZone: z.string().describe("IANA time zone, e.g. Europe/Amsterdam.") })),
  },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, limit = PAGE.fallback, offset = 0 }, context) {
    const data = await graphql(context, LOCATIONS, { museumId, limit, offset });
    const { total, list } = answered(answered(data.museum).locations);
    const lines = list.map((location) => `\n- ${location.name} (${location.id}), ${location.timeZone}`);
    return { summary: pageSummary("location(s)", total, offset, list.length) + lines.join(""), data: { total, list } };
  },
};
