import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { buildWhere } from "./compile-filter";
import type { CustomFilterField } from "./custom-fields";
import type { FilterResource } from "./field-registry";
import { FILTER_LIMITS } from "./filter-language";
import { parseFilterText } from "./parse-filter";

// The database-free half of the filter language: every way a filter can be refused, each message
// naming the wrong part, and the Prisma `where` a few filters become.

const customFields: CustomFilterField[] = [
  { id: "field-shoe", name: "CUSTOM.SHOE_SIZE", key: "shoe_size", label: "Shoe size", type: "number" },
  { id: "field-tags", name: "CUSTOM.TAGS", key: "tags", label: "Tags", type: "list" },
];

function compile(filter: unknown, resource: FilterResource = "CUSTOMER", provider: "sqlite" | "postgresql" = "sqlite") {
  const text = typeof filter === "string" ? filter : JSON.stringify(filter);
  return buildWhere(resource, parseFilterText(text), customFields, provider);
}

function refusal(filter: unknown, resource: FilterResource = "CUSTOMER"): string {
  try {
    compile(filter, resource);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("INVALID_FILTER");
    return (error as AppError).message;
  }
  throw new Error("the filter was accepted");
}

const leaf = (fieldName: string, operator: string, value: unknown) => ({ operator, fieldName, value });
const nest = (depth: number): unknown => (depth === 0 ? leaf("NAME", "EQUAL", "x") : { operator: "AND", conditions: [nest(depth - 1)] });

describe("refused filters", () => {
  it.each([
    ["text that is not JSON", "{operator:", "filter: is not valid JSON"],
    ["JSON that is not an object", "[1,2]", "filter: must be an object with an operator"],
    ["a missing operator", { fieldName: "NAME", value: "x" }, "filter.operator: is missing or not a string"],
    ["an unknown operator", leaf("NAME", "LIKE", "x"), 'filter.operator: unknown operator "LIKE"'],
    ["an unexpected key in a leaf", { ...leaf("NAME", "EQUAL", "x"), mode: "i" }, 'filter: unexpected key "mode"'],
    ["an unexpected key in AND", { operator: "AND", conditions: [leaf("NAME", "EQUAL", "x")], value: 1 }, 'filter: unexpected key "value"'],
    ["AND without conditions", { operator: "AND" }, "filter.conditions: AND needs a non-empty array of conditions"],
    ["OR with an empty list", { operator: "OR", conditions: [] }, "filter.conditions: OR needs a non-empty array of conditions"],
    ["a condition that is not an object", { operator: "OR", conditions: [leaf("NAME", "EQUAL", "x"), "NAME"] }, "filter.conditions[1]: must be an object"],
    ["a missing field name", { operator: "EQUAL", value: "x" }, "filter.fieldName: is missing"],
    ["a missing value", { operator: "EQUAL", fieldName: "NAME" }, "filter.value: is missing or not a string, number or boolean"],
    ["a null value", leaf("NAME", "EQUAL", null), "filter.value: is missing or not a string, number or boolean"],
    ["an array value", leaf("NAME", "EQUAL", ["a"]), "filter.value: is missing or not a string, number or boolean"],
    [
      "an unknown field, deep inside",
      { operator: "AND", conditions: [leaf("NAME", "EQUAL", "x"), { operator: "OR", conditions: [leaf("FOO", "EQUAL", "x")] }] },
      "filter.conditions[1].conditions[0].fieldName: unknown field FOO on CUSTOMER",
    ],
    ["a lower-case field name", leaf("name", "EQUAL", "x"), "filter.fieldName: unknown field name on CUSTOMER (field names are upper case: NAME)"],
    ["museumId, which is never exposed", leaf("MUSEUM_ID", "EQUAL", "x"), "filter.fieldName: unknown field MUSEUM_ID on CUSTOMER"],
    ["an unknown relation field", leaf("MEMBERSHIP.COLOUR", "EQUAL", "x"), "filter.fieldName: unknown field MEMBERSHIP.COLOUR on CUSTOMER"],
    ["two relation hops", leaf("MEMBERSHIP.CUSTOMER.NAME", "EQUAL", "x"), "filter.fieldName: unknown field MEMBERSHIP.CUSTOMER.NAME on CUSTOMER"],
    ["an unknown custom field", leaf("CUSTOM.HAT_SIZE", "EQUAL", 1), "filter.fieldName: unknown field CUSTOM.HAT_SIZE on CUSTOMER"],
    ["LESSER on a string", leaf("NAME", "LESSER", "b"), "filter.operator: LESSER is not allowed on NAME (string); use one of EQUAL, NOT_EQUAL, CONTAINS"],
    ["CONTAINS on a date", leaf("MEMBERSHIP.VALID_TO", "CONTAINS", "2026"), "filter.operator: CONTAINS is not allowed on MEMBERSHIP.VALID_TO (date)"],
    ["INCLUDES on a plain string", leaf("EMAIL", "INCLUDES", "a@b.c"), "filter.operator: INCLUDES is not allowed on EMAIL (string)"],
    ["EQUAL on a list", leaf("CUSTOM.TAGS", "EQUAL", "vip"), "filter.operator: EQUAL is not allowed on CUSTOM.TAGS (list); use one of INCLUDES, NOT_INCLUDES"],
    ["a word for a number", leaf("CUSTOM.SHOE_SIZE", "GREATER", "big"), "filter.value: CUSTOM.SHOE_SIZE is of type number; give a number"],
    ["a word for a date", leaf("MEMBERSHIP.VALID_TO", "LESSER", "tomorrow"), "filter.value: MEMBERSHIP.VALID_TO is of type date; give epoch milliseconds"],
    ["a date beyond the representable range", leaf("CREATED_AT", "LESSER", 9e15), "filter.value: CREATED_AT is of type date"],
    ["the year 0, which PostgreSQL cannot store", leaf("CREATED_AT", "LESSER", Date.parse("0000-06-01T00:00:00Z")), "filter.value: CREATED_AT is of type date; give a date-time between the years 1 and 9999"],
    ["the year 0 as ISO 8601", leaf("CREATED_AT", "LESSER", "0000-01-01T00:00:00Z"), "filter.value: CREATED_AT is of type date; give a date-time between the years 1 and 9999"],
    ["a calendar date that does not exist", leaf("CREATED_AT", "LESSER", "2026-02-31"), "filter.value: CREATED_AT is of type date"],
    ["a date-time without an offset", leaf("CREATED_AT", "LESSER", "2026-02-01T10:00:00"), "filter.value: CREATED_AT is of type date"],
    ["a boolean for a string", leaf("NAME", "EQUAL", true), "filter.value: NAME is of type string; give a string"],
    ["a word for a boolean", leaf("MEMBERSHIP.AUTO_RENEW", "EQUAL", "yes"), "filter.value: MEMBERSHIP.AUTO_RENEW is of type boolean; give true or false"],
  ])("refuses %s", (_case, filter, message) => {
    expect(refusal(filter)).toContain(message);
  });

  it("refuses a value outside an enum's values", () => {
    expect(refusal(leaf("STATUS", "EQUAL", "SOLD"), "TICKET")).toBe(
      "filter.value: STATUS is of type enum; give one of VALID, CANCELLED, VOIDED",
    );
  });

  it("refuses custom fields on resources that have none", () => {
    expect(refusal(leaf("CUSTOM.SHOE_SIZE", "EQUAL", 42), "TICKET")).toContain("filter.fieldName: unknown field CUSTOM.SHOE_SIZE on TICKET");
  });

  it("enforces the documented bounds", () => {
    expect(refusal(nest(FILTER_LIMITS.maxDepth + 1))).toContain(`nests AND/OR deeper than ${FILTER_LIMITS.maxDepth} levels`);
    expect(() => compile(nest(FILTER_LIMITS.maxDepth))).not.toThrow();

    const many = (count: number) => ({ operator: "OR", conditions: Array.from({ length: count }, () => leaf("NAME", "EQUAL", "x")) });
    expect(refusal(many(FILTER_LIMITS.maxConditions))).toBe(`filter: has more than ${FILTER_LIMITS.maxConditions} conditions`);
    expect(() => compile(many(FILTER_LIMITS.maxConditions - 1))).not.toThrow();

    expect(refusal(leaf("NAME", "EQUAL", "x".repeat(FILTER_LIMITS.maxValueLength + 1)))).toBe(
      `filter.value: is longer than ${FILTER_LIMITS.maxValueLength} characters`,
    );
    expect(() => compile(leaf("NAME", "EQUAL", "x".repeat(FILTER_LIMITS.maxValueLength)))).not.toThrow();
    expect(refusal(leaf("N".repeat(FILTER_LIMITS.maxFieldNameLength + 1), "EQUAL", "x"))).toBe(
      `filter.fieldName: is longer than ${FILTER_LIMITS.maxFieldNameLength} characters`,
    );
    expect(refusal(" ".repeat(FILTER_LIMITS.maxTextLength + 1))).toBe(`filter: is longer than ${FILTER_LIMITS.maxTextLength} characters`);
  });
});

describe("compiled filters", () => {
  it("accepts the JSON whether or not it was URI-encoded a second time", () => {
    const filter = leaf("NAME", "EQUAL", "Ada Lovelace");
    expect(compile(encodeURIComponent(JSON.stringify(filter)))).toEqual(compile(filter));
    expect(compile(filter)).toEqual({ name: { equals: "Ada Lovelace" } });
  });

  it("makes text matching case-insensitive on PostgreSQL with ILIKE, and leaves EQUAL exact", () => {
    expect(compile(leaf("NAME", "CONTAINS", "ada"), "CUSTOMER", "postgresql")).toEqual({ name: { contains: "ada", mode: "insensitive" } });
    expect(compile(leaf("NAME", "CONTAINS", "ada"), "CUSTOMER", "sqlite")).toEqual({ name: { contains: "ada" } });
    expect(compile(leaf("NAME", "EQUAL", "ada"), "CUSTOMER", "postgresql")).toEqual({ name: { equals: "ada" } });
  });

  it("lets a negative operator match empty nullable fields", () => {
    expect(compile(leaf("EMAIL", "NOT_EQUAL", "a@b.c"))).toEqual({ OR: [{ email: null }, { NOT: { email: { equals: "a@b.c" } } }] });
    expect(compile(leaf("NAME", "NOT_EQUAL", "x"))).toEqual({ NOT: { name: { equals: "x" } } });
  });

  it("reads dates as epoch milliseconds, digit strings or ISO 8601", () => {
    const expected = { memberships: { some: { validTo: { lt: new Date("2026-06-01T00:00:00.000Z") } } } };
    expect(compile(leaf("MEMBERSHIP.VALID_TO", "LESSER", Date.parse("2026-06-01T00:00:00Z")))).toEqual(expected);
    expect(compile(leaf("MEMBERSHIP.VALID_TO", "LESSER", String(Date.parse("2026-06-01T00:00:00Z"))))).toEqual(expected);
    expect(compile(leaf("MEMBERSHIP.VALID_TO", "LESSER", "2026-06-01T02:00:00+02:00"))).toEqual(expected);
  });

  it("follows to-one relations with `is` and reads custom fields from their typed column", () => {
    expect(compile(leaf("CUSTOMER.CUSTOM.TAGS", "NOT_INCLUDES", "vip"), "TICKET")).toEqual({
      customer: { is: { fieldValues: { none: { fieldId: "field-tags", stringValue: { equals: "vip" } } } } },
    });
    expect(compile(leaf("CUSTOM.SHOE_SIZE", "GREATER_OR_EQUAL", "41.5"))).toEqual({
      fieldValues: { some: { fieldId: "field-shoe", numberValue: { gte: 41.5 } } },
    });
  });
});
