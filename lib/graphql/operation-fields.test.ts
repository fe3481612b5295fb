import { buildSchema, isNonNullType, type GraphQLInputObjectType, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operationCatalog } from "@/lib/domain/catalog/catalog";
import { erasureSummarySchema } from "@/lib/domain/customers/customer-schemas";
import { locationAnswer } from "@/lib/domain/locations/location-schemas";
import { createTicketTypeOperation, updateTicketTypeOperation } from "@/lib/domain/ticket-types/ticket-type-operations";
import { graphqlInputFields } from "./graphql-from-zod";
import { operationFields } from "./operation-fields";
import { typeDefs } from "./type-defs";

// What GraphQL makes from the catalog (docs/graphql.md, "Made from the catalog"): its fields accept
// exactly what their operation declares, every input field required where zod requires it and
// described in its words; its record types answer exactly the domain's answer schema.

const schema = buildSchema(typeDefs);
/** The field's arguments as one input: the `input` argument's fields, or the arguments themselves. */
function acceptedFields(parent: string, field: string): Map<string, { required: boolean; description?: string | null }> {
  const args = (schema.getType(parent) as GraphQLObjectType).getFields()[field]!.args.filter((arg) => arg.name !== "museumId" && arg.name !== "id");
  const input = args.find((arg) => arg.name === "input");
  const fields = input ? Object.values((input.type as unknown as { ofType: GraphQLInputObjectType }).ofType.getFields()) : args;
  return new Map(fields.map((field) => [field.name, { required: isNonNullType(field.type), description: field.description }]));
}

const whoMay: Record<string, string> = {
  read: "",
  modify: " Needs a role that may change the museum (OWNER, ADMIN or EDITOR).",
  administer: " Needs an OWNER or ADMIN role.",
};

describe("GraphQL fields made from the catalog", () => {
  const declared = [
    ["Mutation", "createLocation", "create_location", null],
    ["Mutation", "updateLocation", "update_location", "locationId"],
    ["Mutation", "createEvent", "create_event", null],
    ["Mutation", "updateEvent", "update_event", "eventId"],
    ["Mutation", "createTimeSlot", "create_time_slot", null],
    ["Mutation", "updateTimeSlot", "update_time_slot", "timeSlotId"],
    ["Mutation", "createTicketType", "create_ticket_type", null],
    ["Mutation", "updateTicketType", "update_ticket_type", "ticketTypeId"],
    ["Mutation", "createCustomer", "create_customer", null],
    ["Mutation", "updateCustomer", "update_customer", "customerId"],
    ["Mutation", "eraseCustomer", "erase_customer", "customerId"],
    ["Mutation", "createMembership", "create_membership", null],
    ["Mutation", "updateMembership", "update_membership", "membershipId"],
    ["Mutation", "sendMembershipEmail", "send_membership_email", null],
    ["Mutation", "sendCancelSubscriptionEmail", "send_cancel_subscription_email", null],
    ["Mutation", "sendOrderTickets", "send_order_tickets", "orderId"],
    ["Museum", "location", "get_location", "locationId"],
    ["Museum", "event", "get_event", "eventId"],
    ["Museum", "timeSlot", "get_time_slot", "timeSlotId"],
    ["Museum", "ticketType", "get_ticket_type", "ticketTypeId"],
    ["Museum", "customer", "get_customer", "customerId"],
    ["Museum", "membership", "get_membership", "membershipId"],
  ] as const;

  it.each(declared)("%s.%s takes %s's input, its required fields required, described in its words with who may run it", (parent, field, operationName, id) => {
    const operation = operationCatalog.find((each) => each.name === operationName)!;
    const made = (schema.getType(parent) as GraphQLObjectType).getFields()[field]!;
    expect(made.description).toBe(`${operation.summary}${whoMay[operation.need]}`);
    expect(made.args.some((arg) => arg.name === "museumId")).toBe(parent === "Mutation");
    const json = z.toJSONSchema(operation.input, { io: "input" }) as { properties: Record<string, { description?: string }>; required?: string[] };
    const wanted = Object.keys(json.properties).filter((name) => name !== id);
    const accepted = acceptedFields(parent, field);
    expect([...accepted.keys()].sort()).toEqual(wanted.sort());
    for (const name of wanted) {
      expect(accepted.get(name)!.required, name).toBe(json.required?.includes(name) === true && JSON.stringify(json.properties[name]).includes('"type":"null"') === false);
      expect(accepted.get(name)!.description, name).toBe(json.properties[name]!.description);
    }
    if (id) expect(made.args.map((arg) => arg.name)).toContain("id");
  });

  it.each([
    ["Location", locationAnswer],
    ["CustomerErasure", erasureSummarySchema],
  ] as const)("answers a %s with exactly the fields every door answers, null only where the domain allows it", (typeName, answer) => {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const json = z.toJSONSchema(answer, { io: "output" }) as { properties: Record<string, unknown>; required: string[]; description?: string };
    expect(Object.keys(type.getFields()).sort()).toEqual(Object.keys(json.properties).sort());
    for (const [name, field] of Object.entries(type.getFields())) {
      expect(isNonNullType(field.type), name).toBe(json.required.includes(name) && !JSON.stringify(json.properties[name]).includes('"type":"null"'));
    }
    expect(type.description ?? undefined).toBe(json.description);
  });

  it("refuses an operation whose enum or nested object has no GraphQL name, when the schema is made", () => {
    expect(() => graphqlInputFields(createTicketTypeOperation.input)).toThrow(/translations is an object: name its GraphQL type/);
    expect(() => graphqlInputFields(createTicketTypeOperation.input, { objects: { translations: "T" } })).toThrow(/reentry is an enum/);
  });

  it("writes a nested input type two operations share once", () => {
    const names = { enums: { reentry: "TicketReentry" }, objects: { translations: "TicketTypeTranslationInput" } };
    const made = operationFields("Mutation", [
      { field: "addType", operation: createTicketTypeOperation, returns: "TicketType!", inputType: "AddTypeInput", names },
      { field: "changeType", operation: updateTicketTypeOperation, returns: "TicketType!", inputType: "ChangeTypeInput", id: "ticketTypeId", names },
    ]);
    expect(made.typeDefs.match(/input TicketTypeTranslationInput /g)).toHaveLength(1);
  });
});
