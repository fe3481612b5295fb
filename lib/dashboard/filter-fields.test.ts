import { describe, expect, it } from "vitest";
import { FIELD_REGISTRY, FILTER_RESOURCES } from "@/lib/filter/field-registry";
import { builderFields, relationRecord, type BuilderFieldsContext } from "./filter-fields";
import { fromBuilderJson, newCondition, newGroup, parseBuilderText, toBuilderJson, toFilterJson, withSearch, type SchemaField } from "./filter-tree";
import { englishMessages, germanMessages } from "@/lib/i18n/catalogues";

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
  { name: "TICKET.TIME_SLOT_ID", type: "id", operators: ["EQUAL", "NOT_EQUAL"] },
  { name: "MEMBERSHIP.STATUS", type: "enum", operators: ["EQUAL"], values: ["ACTIVE", "CANCELLED"] },
];

const choices = {
  events: { list: [{ id: "event-1", name: "Night tour" }] },
  ticketTypes: { list: [{ id: "type-1", name: "Adult", eventId: "event-1", translations: [{ language: "de", name: "Erwachsene" }] }] },
  timeSlots: { list: [{ id: "slot-1", startsAt: "2027-03-14T09:30:00.000Z", eventId: "event-1" }] },
};

const english = { names: englishMessages.FilterFields, locale: "en-GB" };
const german = { names: germanMessages.FilterFields, locale: "de-DE" };

function context(resource: string, words: typeof english, more: Partial<BuilderFieldsContext> = {}): BuilderFieldsContext {
  return { resource, choices: undefined, timeZone: "Europe/Vienna", now: Date.now(), ...words, ...more };
}

/** What the picker lists, option by option. */
const options = (groups: { fields: SchemaField[] }[]) => groups.flatMap((group) => group.fields.map((field) => field.optionLabel));
const values = (field: SchemaField) => field.values!.map((value) => field.valueLabels![value]);

describe("the builder's fields", () => {
  it("names fields by record, starts on the name, leaves out ids, and offers the list's membership status", () => {
    const { fieldGroups, defaultField, fields } = builderFields(membershipSchema, context("MEMBERSHIP", english));
    expect(defaultField?.name).toBe("NAME");
    expect(options(fieldGroups)).toEqual(["Membership › Name", "Membership › Valid to", "Membership › Status", "Customer › Name", "Customer › Shoe size"]);
    expect(fieldGroups.map((group) => group.label)).toEqual(["Membership", "Customer", "Customer › custom fields"]);
    expect(values(fields.get("STANDING")!)).toEqual(["Valid", "Not yet valid", "Expired", "Cancelled"]);
    // An address naming an unlisted field still reads it, and names it.
    expect(fields.get("CUSTOMER_ID")).toMatchObject({ type: "id", optionLabel: "Membership › Customer" });
  });

  it("offers ticket types, events and time slots by name where the filter takes their id", () => {
    const { fields, fieldGroups } = builderFields(customerSchema, context("CUSTOMER", english, { choices, timeZone: "UTC" }));
    const ticketType = fields.get("TICKET.TICKET_TYPE_ID")!;
    expect(ticketType.optionLabel).toBe("Ticket › Ticket type");
    expect(values(ticketType)).toEqual(["Adult (Night tour)"]);
    expect(values(fields.get("TICKET.TIME_SLOT_ID")!)).toEqual(["14 Mar 2027, 09:30 · Night tour"]);
    expect(values(fields.get("MEMBERSHIP.STATUS")!)).toEqual(["Not cancelled", "Cancelled"]);
    expect(fieldGroups.flatMap((group) => group.fields.map((field) => field.name))).not.toContain("ID");
    const condition = { ...newCondition(ticketType), value: "type-1" };
    expect(toFilterJson({ ...newGroup("AND", undefined), children: [condition] }, fields)).toEqual({ operator: "EQUAL", fieldName: "TICKET.TICKET_TYPE_ID", value: "type-1" });
  });

  it("speaks German: records, fields, values and dates in German, custom fields by their own label, and only names in the filter", () => {
    const { fields, fieldGroups } = builderFields(customerSchema, context("CUSTOMER", german, { choices, timeZone: "Europe/Berlin" }));
    expect(options(fieldGroups)).toEqual(["Kunde › Name", "Ticket › Ticketart", "Ticket › Zeitfenster", "Mitgliedschaft › Status"]);
    expect(values(fields.get("MEMBERSHIP.STATUS")!)).toEqual(["Nicht gekündigt", "Gekündigt"]);
    expect(values(fields.get("TICKET.TIME_SLOT_ID")!)).toEqual(["14.03.2027, 10:30 · Night tour"]);
    expect(values(fields.get("TICKET.TICKET_TYPE_ID")!)).toEqual(["Erwachsene (Night tour)"]);
    const memberships = builderFields(membershipSchema, context("MEMBERSHIP", german));
    expect(options(memberships.fieldGroups)).toEqual(["Mitgliedschaft › Name", "Mitgliedschaft › Gültig bis", "Mitgliedschaft › Status", "Kunde › Name", "Kunde › Shoe size"]);
    expect(memberships.fieldGroups.map((group) => group.label)).toEqual(["Mitgliedschaft", "Kunde", "Kunde › eigene Felder"]);
    expect(values(memberships.fields.get("STANDING")!)).toEqual(["Gültig", "Noch nicht gültig", "Abgelaufen", "Gekündigt"]);
    const root = { ...newGroup("AND", undefined), children: [{ ...newCondition(fields.get("MEMBERSHIP.STATUS")), value: "CANCELLED" }] };
    expect(toFilterJson(root, fields)).toEqual({ operator: "EQUAL", fieldName: "MEMBERSHIP.STATUS", value: "CANCELLED" });
    expect(toBuilderJson(root)).toEqual({ operator: "AND", conditions: [{ fieldName: "MEMBERSHIP.STATUS", operator: "EQUAL", value: "CANCELLED" }] });
  });

  it("turns the membership status into a filter on the dates", () => {
    const { fields } = builderFields(membershipSchema, context("MEMBERSHIP", english, { timeZone: "UTC", now: Date.parse("2026-11-25T10:00:00Z") }));
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

describe("the catalogue's words for every field /v1/schema lists", () => {
  // Every record, field and enum value of lib/filter, in both languages' own catalogue (not through
  // the fallback to English), so no name is spelled from its constant where staff read it.
  for (const [language, messages] of [["English", englishMessages], ["German", germanMessages]] as const) {
    it(`has them in ${language}`, () => {
      const names = messages.FilterFields;
      const records = names.records as Record<string, string | undefined>;
      const fieldNames = names.fields as Record<string, string | undefined>;
      const valueNames = names.values as Record<string, Record<string, Record<string, string | undefined> | undefined> | undefined>;
      const missing: string[] = [];
      for (const resource of FILTER_RESOURCES) {
        if (!records[resource]) missing.push(`records.${resource}`);
        for (const [field, column] of Object.entries(FIELD_REGISTRY[resource].columns)) {
          if (!fieldNames[field]) missing.push(`fields.${field}`);
          for (const value of column.values ?? []) if (!valueNames[resource]?.[field]?.[value]) missing.push(`values.${resource}.${field}.${value}`);
        }
      }
      expect([...new Set(missing)]).toEqual([]);
    });
  }

  it("finds the record each relation leads to", () => {
    for (const resource of FILTER_RESOURCES) {
      for (const [relation, link] of Object.entries(FIELD_REGISTRY[resource].relations)) expect(relationRecord(relation), `${resource}.${relation}`).toBe(link.target);
    }
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
