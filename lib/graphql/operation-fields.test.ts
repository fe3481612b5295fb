import { buildSchema, isNonNullType, type GraphQLEnumType, type GraphQLInputObjectType, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operationCatalog } from "@/lib/domain/catalog/catalog";
import { erasureSummarySchema } from "@/lib/domain/customers/customer-schemas";
import { locationAnswer } from "@/lib/domain/locations/location-schemas";
import { createTicketTypeOperation, updateTicketTypeOperation } from "@/lib/domain/ticket-types/ticket-type-operations";
import { museumFieldDeclarations, mutationDeclarations } from "./catalog-fields";
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
    ...mutationDeclarations.map((declaration) => ["Mutation", declaration.field, declaration] as const),
    ...museumFieldDeclarations.map((declaration) => ["Museum", declaration.field, declaration] as const),
  ];

  it("makes the writes and reads the docs name (docs/graphql.md, \"Made from the catalog\")", () => {
    expect(mutationDeclarations.map((declaration) => declaration.operation.name)).toEqual([
      "create_location", "update_location", "create_event", "update_event", "create_time_slot", "update_time_slot", "create_ticket_type",
      "update_ticket_type", "create_customer", "update_customer", "erase_customer", "create_membership", "update_membership",
      "send_membership_email", "send_cancel_subscription_email", "send_order_tickets",
    ]);
    expect(museumFieldDeclarations.map((declaration) => declaration.field)).toEqual(["locations", "events", "ticketTypes", "location", "event", "timeSlot", "ticketType", "customer", "membership"]);
  });

  it.each(declared)("%s.%s takes its operation's input, its required fields required, described in its words with who may run it", (parent, field, { operation, id }) => {
    expect(operationCatalog).toContain(operation);
    const made = (schema.getType(parent) as GraphQLObjectType).getFields()[field]!;
    expect(made.description).toBe(`${operation.summary}${whoMay[operation.need]}`);
    expect(made.args.some((arg) => arg.name === "museumId")).toBe(parent === "Mutation");
    const json = z.toJSONSchema(operation.input, { io: "input" }) as { properties: Record<string, { description?: string }>; required?: string[] };
    const wanted = Object.keys(json.properties).filter((name) => name !== id);
    const accepted = acceptedFields(parent, field);
    expect([...accepted.keys()].sort()).toEqual(wanted.sort());
    // A list's page follows GraphQL's rule for lists, as /v1's does, not the operation's own page size.
    const paged = operation.answerKind === "page";
    for (const name of wanted) {
      expect(accepted.get(name)!.required, name).toBe(json.required?.includes(name) === true && !JSON.stringify(json.properties[name]).includes('"null"'));
      if (paged && name === "limit") expect(accepted.get(name)!.description).toBe(field === "events" ? "How many to answer, 1 to 100 (default 100)." : "How many to answer, 1 to 1000 (default 1000).");
      else if (!(paged && name === "offset")) expect(accepted.get(name)!.description, name).toBe(json.properties[name]!.description);
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
      expect(isNonNullType(field.type), name).toBe(json.required.includes(name) && !JSON.stringify(json.properties[name]).includes('"null"'));
    }
    expect(type.description ?? undefined).toBe(json.description);
  });

  it("types each argument as GraphQL reads it: ids, date-times, whole numbers, enums, nested inputs, JSON", () => {
    const typesOf = (name: string) => Object.fromEntries(Object.values((schema.getType(name) as GraphQLInputObjectType).getFields()).map((field) => [field.name, String(field.type)]));
    expect(typesOf("CreateTimeSlotInput")).toEqual({
      startsAt: "DateTime!", endsAt: "DateTime!", capacity: "Int!", groupCapacity: "Int", eventId: "ID", locationId: "ID", closed: "Boolean", closedReason: "String",
    });
    expect(typesOf("UpdateTicketTypeInput")).toMatchObject({ translations: "[TicketTypeTranslationInput!]", reentry: "TicketReentry", price: "Int", eventId: "ID" });
    expect(typesOf("UpdateCustomerInput")).toMatchObject({ customFields: "JSON", email: "String" });
    expect(typesOf("UpdateMembershipInput")).toMatchObject({ status: "MembershipStatus", validTo: "DateTime" });
  });

  it("names only GraphQL enums that have exactly the operation's values", () => {
    for (const { operation, names } of [...mutationDeclarations, ...museumFieldDeclarations]) {
      const json = z.toJSONSchema(operation.input, { io: "input" }) as { properties: Record<string, { enum?: string[] }> };
      for (const [field, enumName] of Object.entries(names?.enums ?? {})) {
        const values = (schema.getType(enumName) as GraphQLEnumType).getValues().map((value) => value.name);
        expect(values.sort(), `${operation.name}.${field}`).toEqual([...json.properties[field]!.enum!].sort());
      }
    }
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
