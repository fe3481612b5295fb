import { z } from "zod";
import { ticketReentries } from "@/lib/domain/ticket-types/ticket-type-schemas";
import { gql, type ResultOf } from "@/lib/graphql-schema-types/typed-graphql";
import { answered, CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { filterFor, limit, museumId, offset, pageSummary, recordId, totalOutput, type PageRule } from "./shared-inputs";

const TICKET_TYPE_FIELDS = gql(`
  fragment TicketTypeFields on TicketType {
    id eventId locationId name description price currency masterLanguage maxQuantity availableQuantity soldOut addOn published reentry memberTicket
    translations { language name description }
  }
`);
const PAGE: PageRule = { max: 200, fallback: 50 };

type TicketType = ResultOf<typeof TICKET_TYPE_FIELDS>;

const TICKET_TYPES = gql(
  `query TicketTypes($museumId: ID!, $eventId: ID, $filter: String, $limit: Int, $offset: Int) {
    museum(id: $museumId) { ticketTypes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) { total list { ...TicketTypeFields } } }
  }`,
  [TICKET_TYPE_FIELDS],
);

const CREATE_TICKET_TYPE = gql(
  "mutation CreateTicketType($museumId: ID!, $input: CreateTicketTypeInput!) { createTicketType(museumId: $museumId, input: $input) { ...TicketTypeFields } }",
  [TICKET_TYPE_FIELDS],
);

const ticketTypeOutput = z.object({
  id: z.string(),
  eventId: z.string(),
  locationId: z.string().nullable(),
  name: z.string().describe("In the master language."),
  description: z.string(),
  price: z.number().int().describe("In minor units of the currency: 1250 is 12.50 EUR."),
  currency: z.string().describe("ISO 4217."),
  masterLanguage: z.string(),
  maxQuantity: z.number().int().describe("How many may be sold in all."),
  availableQuantity: z.number().int().describe("How many may still be sold, live."),
  soldOut: z.boolean(),
  addOn: z.boolean().describe("Sold only together with another ticket."),
  published: z.boolean(),
  reentry: z.enum(ticketReentries).describe("NONE: a ticket that has left is not let in again; SAME_DAY: it may come back in on the day it was first admitted."),
  memberTicket: z.boolean().describe("A member's own free place, booked with their membership card."),
  translations: z.array(z.object({ language: z.string(), name: z.string(), description: z.string() })).describe("Names in other languages."),
});

function line(type: TicketType): string {
  const marks = [type.memberTicket ? ", members' own place" : "", type.reentry === "SAME_DAY" ? ", may come back in the same day" : "", type.published ? "" : ", unpublished"];
  return `- ${type.name} (${type.id}): ${(type.price / 100).toFixed(2)} ${type.currency}, ${type.availableQuantity} available${marks.join("")}`;
}

const listInput = z.object({
  museumId,
  eventId: recordId("event", "list_events").optional().describe("Only this event's ticket types (an id from list_events)."),
  filter: filterFor("TICKET_TYPE", " (NAME, PRICE, CURRENCY, MAX_QUANTITY, ADD_ON, PUBLISHED, EVENT_ID, EVENT.NAME)"),
  limit: limit(PAGE),
  offset,
});

export const listTicketTypes: ToolDefinition<typeof listInput> = {
  name: "list_ticket_types",
  title: "List ticket types",
  description: "Lists a museum's ticket types (published or not), oldest first, with price in minor units (cents), live availableQuantity and soldOut.",
  input: listInput,
  output: { total: totalOutput, list: z.array(ticketTypeOutput) },
  need: "read",
  annotations: READ_ONLY,
  async run({ museumId, eventId, filter, limit = PAGE.fallback, offset = 0 }, context) {
    const data = await graphql(context, TICKET_TYPES, { museumId, eventId, filter: filter && JSON.stringify(filter), limit, offset });
    const { total, list } = answered(answered(data.museum).ticketTypes);
    return { summary: [pageSummary("ticket type(s)", total, offset, list.length), ...list.map(line)].join("\n"), data: { total, list } };
  },
};

const languageCode = (what: string) => z.string().regex(/^[a-z]{2}$/).describe(`${what}: a two-letter lower-case ISO 639-1 code, e.g. en.`);

const createInput = z.object({
  museumId,
  eventId: recordId("event", "list_events").describe("The event the ticket type is for (an id from list_events)."),
  name: z.string().min(1).max(200).describe("The name in the master language, e.g. Adult."),
  description: z.string().max(5000).optional().describe("What the ticket includes, in the master language (default empty)."),
  price: z.number().int().min(0).describe("Price in minor units of the currency: 1250 is 12.50 EUR."),
  currency: z.string().length(3).optional().describe("ISO 4217 code, e.g. EUR (default: the museum's currency)."),
  masterLanguage: languageCode("Language of name and description"),
  maxQuantity: z.number().int().min(0).describe("How many tickets of this type may be sold in all."),
  locationId: recordId("location", "list_locations").optional().describe("Where the ticket is valid (an id from list_locations); default none."),
  addOn: z.boolean().optional().describe("Sold only together with another ticket (default false)."),
  published: z.boolean().optional().describe("Offered to the public (default false)."),
  reentry: z
    .enum(ticketReentries)
    .optional()
    .describe(
      "Whether a ticket that was scanned out at an exit may come back in: NONE (default) refuses it at the door as already used; " +
        "SAME_DAY lets it in again on the day it was first admitted.",
    ),
  memberTicket: z
    .boolean()
    .optional()
    .describe(
      "true makes this the member's own place when a member books a slot with their membership card: it must be free (price 0), " +
        "counts against the slot like any ticket, and is sold only on an order line that carries a current membership (default false).",
    ),
  translations: z
    .array(
      z
        .object({
          language: languageCode("The translation's language"),
          name: z.string().min(1).max(200).describe("The name in that language."),
          description: z.string().max(5000).optional().describe("The description in that language (default empty)."),
        })
        .describe("One language's name and description."),
    )
    .optional()
    .describe("Names in other languages than the master language, one entry per language."),
});

export const createTicketType: ToolDefinition<typeof createInput> = {
  name: "create_ticket_type",
  title: "Create a ticket type",
  description:
    "Creates a ticket type for an event. reentry says whether its tickets may come back in after an exit the same day; memberTicket " +
    "makes it the free place members book with their card (price 0, else MEMBER_TICKET_NOT_FREE). Needs a role that may change the " +
    "museum (OWNER, ADMIN or EDITOR).",
  input: createInput,
  output: { ticketType: ticketTypeOutput },
  need: "modify",
  annotations: CREATES,
  async run({ museumId, ...input }, context) {
    const { createTicketType: ticketType } = await graphql(context, CREATE_TICKET_TYPE, { museumId, input });
    return { summary: `Created the ticket type:\n${line(ticketType)}`, data: { ticketType } };
  },
};
