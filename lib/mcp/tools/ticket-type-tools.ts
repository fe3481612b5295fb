import { z } from "zod";
import { CREATES, graphql, READ_ONLY, type ToolDefinition } from "../tool-kit";
import { filterFor, limit, museumId, offset } from "./shared-inputs";

const TICKET_TYPE_FIELDS =
  "id eventId locationId name description price currency masterLanguage maxQuantity availableQuantity soldOut addOn published translations { language name description }";

interface TicketType {
  id: string;
  name: string;
  price: number;
  currency: string;
  availableQuantity: number;
  published: boolean;
}

const listInput = z.object({
  museumId,
  eventId: z.string().optional().describe("Only this event's ticket types."),
  filter: filterFor("TICKET_TYPE", " (NAME, PRICE, CURRENCY, MAX_QUANTITY, ADD_ON, PUBLISHED, EVENT_ID, EVENT.NAME)"),
  limit: limit(1000),
  offset,
});

export const listTicketTypes: ToolDefinition<typeof listInput> = {
  name: "list_ticket_types",
  title: "List ticket types",
  description: "Lists a museum's ticket types (published or not) with price in minor units (cents), live availableQuantity and soldOut.",
  input: listInput,
  annotations: READ_ONLY,
  async run({ museumId, eventId, filter, limit, offset }, context) {
    const data = await graphql<{ museum: { ticketTypes: { total: number; list: TicketType[] } } }>(
      context,
      `query($museumId: ID!, $eventId: ID, $filter: String, $limit: Int, $offset: Int) {
        museum(id: $museumId) { ticketTypes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) { total list { ${TICKET_TYPE_FIELDS} } } }
      }`,
      { museumId, eventId, filter: filter && JSON.stringify(filter), limit, offset },
    );
    const { total, list } = data.museum.ticketTypes;
    const lines = list.map((type) => `- ${type.name} (${type.id}): ${(type.price / 100).toFixed(2)} ${type.currency}, ${type.availableQuantity} available`);
    return { summary: `${total} ticket type(s) match; showing ${list.length}.\n${lines.join("\n")}`, data: { total, list } };
  },
};

const createInput = z.object({
  museumId,
  eventId: z.string().min(1).describe("The event the ticket type is for."),
  name: z.string().min(1).max(200).describe("The name in the master language, e.g. Adult."),
  description: z.string().max(5000).optional(),
  price: z.number().int().min(0).describe("Price in minor units of the currency: 1250 is 12.50 EUR."),
  currency: z.string().length(3).optional().describe("ISO 4217 code, e.g. EUR (default: the museum's currency)."),
  masterLanguage: z.string().min(2).max(10).describe("Language of name and description, e.g. en."),
  maxQuantity: z.number().int().min(0).describe("How many tickets of this type may be sold in all."),
  locationId: z.string().optional(),
  addOn: z.boolean().optional().describe("Sold only together with another ticket (default false)."),
  published: z.boolean().optional().describe("Offered to the public (default false)."),
  translations: z
    .array(z.object({ language: z.string().min(2).max(10), name: z.string().min(1).max(200), description: z.string().max(5000).optional() }))
    .optional()
    .describe("Names in other languages."),
});

export const createTicketType: ToolDefinition<typeof createInput> = {
  name: "create_ticket_type",
  title: "Create a ticket type",
  description: "Creates a ticket type for an event. Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  input: createInput,
  annotations: CREATES,
  async run({ museumId, ...input }, context) {
    const { createTicketType: type } = await graphql<{ createTicketType: TicketType }>(
      context,
      `mutation($museumId: ID!, $input: CreateTicketTypeInput!) { createTicketType(museumId: $museumId, input: $input) { ${TICKET_TYPE_FIELDS} } }`,
      { museumId, input },
    );
    return { summary: `Created the ticket type ${type.name} (${type.id}) at ${(type.price / 100).toFixed(2)} ${type.currency}.`, data: { ticketType: type } };
  },
};
