import { describe, expect, it } from "vitest";
import { builderFields, fieldOptionLabel, valueLabel } from "./filter-fields";
import { fromBuilderJson, newCondition, newGroup, parseBuilderText, toBuilderJson, toFilterJson, withSearch, type SchemaField } from "./filter-tree";

// How the builder offers a list's fields, and how its conditions travel in the address and in saved filters.

const membershipSchema: SchemaField[] = [
  { name: "ID", type: "id", operators: ["EQUAL"] },
  { name: "CUSTOMER_ID", type: "id", operators: ["EQUAL"] },
  { name: "VALID_TO", type: "date", operators: ["GREATER", "LESSER"] },
  { name: "NAME", type: "string", operators: ["EQUAL", "CONTAINS"] },
  { name: "STATUS", type: "enum", operators: ["EQUAL"], values: ["ACTIVE", "CANCELLED"] },
  { name: "CUSTOMER.NAME", type: "string", operators: ["EQUAL", "CONTAINS"] },
  { name: "CUSTOMER.CUSTOM.SHOE_SIZE", type: "number", operators: ["EQUAL"], label: "Shoe size" },
];

const customerSchema: SchemaField[] = [
  { name: "ID", type: "id", operators: ["EQUAL"] },
  { name: "NAME", type: "string", operators: ["EQUAL", "CONTAINS"] },
  { name: "TICKET.TICKET_TYPE_ID", type: "id", operators: ["EQUAL", "NOT_EQUAL"] },
  { name: "MEMBERSHIP.STATUS", type: "enum", operators: ["EQUAL"], values: ["ACTIVE", "CANCELLED"] },
];

const choices = {
  events: { list: [{ id: "event-1", name: "Night tour" }] },
  ticketTypes: { list: [{ id: "type-1", name: "Adult", eventId: "event-1" }] },
  timeSlots: { list: [] },
};

describe("the builder's fields", () => {
  it("names fields by record, starts on the name, leaves out ids, and offers the list's membership status", () => {
    const { fieldGroups, defaultField, fields } = builderFields(membershipSchema, "MEMBERSHIP", "Membership", undefined, "Europe/Vienna", Date.now());
    expect(defaultField?.name).toBe("NAME");
    const listed = fieldGroups.flatMap((group) => group.fields.map((field) => fieldOptionLabel(field, "Membership")));
    expect(listed).toEqual(["Membership › Name", "Membership › Valid to", "Membership › Status", "Customer › Name", "Customer › Shoe size"]);
    expect(fieldGroups.map((group) => group.label)).toEqual(["Membership", "Customer", "Customer › custom fields"]);
    const status = fields.get("STANDING")!;
    expect(status.values!.map((value) => valueLabel(status, value))).toEqual(["Valid", "Not yet valid", "Expired", "Cancelled"]);
    // An address naming an unlisted field still reads it.
    expect(fields.get("CUSTOMER_ID")?.type).toBe("id");
  });

  it("offers ticket types by name where the filter takes their id", () => {
    const { fields, fieldGroups } = builderFields(customerSchema, "CUSTOMER", "Customer", choices, "UTC", Date.now());
    const ticketType = fields.get("TICKET.TICKET_TYPE_ID")!;
    expect(fieldOptionLabel(ticketType, "Customer")).toBe("Ticket › Ticket type");
    expect(ticketType.values!.map((value) => valueLabel(ticketType, value))).toEqual(["Adult (Night tour)"]);
    expect(valueLabel(fields.get("MEMBERSHIP.STATUS")!, "ACTIVE")).toBe("Not cancelled");
    expect(fieldGroups.flatMap((group) => group.fields.map((field) => field.name))).not.toContain("ID");
    const condition = { ...newCondition(ticketType), value: "type-1" };
    expect(toFilterJson({ ...newGroup("AND", undefined), children: [condition] }, fields)).toEqual({ operator: "EQUAL", fieldName: "TICKET.TICKET_TYPE_ID", value: "type-1" });
  });

  it("turns the membership status into a filter on the dates", () => {
    const { fields } = builderFields(membershipSchema, "MEMBERSHIP", "Membership", undefined, "UTC", Date.parse("2026-11-25T10:00:00Z"));
    const expired = { ...newCondition(fields.get("STANDING")), value: "EXPIRED" };
    expect(toFilterJson({ ...newGroup("AND", undefined), children: [expired] }, fields)).toEqual({
      operator: "AND",
      conditions: [
        { operator: "EQUAL", fieldName: "STATUS", value: "ACTIVE" },
        { operator: "LESSER", fieldName: "VALID_TO", value: "2026-11-25T00:00:00.000Z" },
      ],
    });
  });
});

describe("conditions in the address and in saved filters", () => {
  it("keep every condition as typed, half-filled ones included, and come back the same", () => {
    const root = { ...newGroup("AND", undefined), children: [{ ...newCondition(undefined), fieldName: "NAME", operator: "CONTAINS", value: "" }, newGroup("OR", undefined)] };
    const json = toBuilderJson(root);
    expect(json).toEqual({ operator: "AND", conditions: [{ fieldName: "NAME", operator: "CONTAINS", value: "" }, { operator: "OR", conditions: [] }] });
    expect(toBuilderJson(fromBuilderJson(json))).toEqual(json);
    expect(toBuilderJson(parseBuilderText(JSON.stringify(json))!)).toEqual(json);
    for (const wrong of ["{", "[]", JSON.stringify({ operator: "AND" }), JSON.stringify({ operator: "AND", conditions: [{ fieldName: "NAME" }] })]) expect(parseBuilderText(wrong)).toBeNull();
  });

  it("adds the quick search to the filter as name, email or member number containing the text", () => {
    const filter = { operator: "EQUAL", fieldName: "LANGUAGE", value: "de" };
    const search = ["NAME", "EMAIL"];
    expect(withSearch(filter, search, "  ")).toBe(filter);
    expect(withSearch(null, search, "ada")).toEqual({ operator: "OR", conditions: search.map((fieldName) => ({ operator: "CONTAINS", fieldName, value: "ada" })) });
    expect(withSearch(filter, search, " ada ")).toEqual({
      operator: "AND",
      conditions: [filter, { operator: "OR", conditions: search.map((fieldName) => ({ operator: "CONTAINS", fieldName, value: "ada" })) }],
    });
  });
});
