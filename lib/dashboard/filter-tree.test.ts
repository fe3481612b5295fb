import { describe, expect, it } from "vitest";
import { curlCommand, groupDepth, newCondition, newGroup, removeNode, toFilterJson, withField, type FilterGroup, type SchemaField } from "./filter-tree";

const fields: SchemaField[] = [
  { name: "NAME", type: "string", operators: ["EQUAL", "CONTAINS"] },
  { name: "CUSTOM.SHOE_SIZE", type: "number", operators: ["EQUAL", "GREATER"], label: "Shoe size" },
  { name: "MEMBERSHIP.VALID_TO", type: "date", operators: ["GREATER_OR_EQUAL", "LESSER"] },
  { name: "CUSTOM.VIP", type: "boolean", operators: ["EQUAL"] },
];
const byName = new Map(fields.map((field) => [field.name, field]));
const field = (name: string) => byName.get(name)!;

function condition(name: string, operator: string, value: string) {
  return { ...newCondition(field(name)), operator, value };
}

describe("the filter builder's tree", () => {
  it("turns nested groups into the filter JSON, with values typed by field", () => {
    const root: FilterGroup = {
      ...newGroup("AND", undefined),
      children: [
        condition("NAME", "CONTAINS", "an"),
        { ...newGroup("OR", undefined), children: [condition("CUSTOM.SHOE_SIZE", "GREATER", "40"), condition("MEMBERSHIP.VALID_TO", "LESSER", "2027-01-01"), condition("CUSTOM.VIP", "EQUAL", "false")] },
      ],
    };
    expect(toFilterJson(root, byName)).toEqual({
      operator: "AND",
      conditions: [
        { operator: "CONTAINS", fieldName: "NAME", value: "an" },
        {
          operator: "OR",
          conditions: [
            { operator: "GREATER", fieldName: "CUSTOM.SHOE_SIZE", value: 40 },
            { operator: "LESSER", fieldName: "MEMBERSHIP.VALID_TO", value: "2027-01-01" },
            { operator: "EQUAL", fieldName: "CUSTOM.VIP", value: false },
          ],
        },
      ],
    });
    expect(groupDepth(root)).toBe(2);
  });

  it("leaves out conditions still being filled in, and groups left empty by that", () => {
    const root: FilterGroup = {
      ...newGroup("AND", undefined),
      children: [
        condition("NAME", "EQUAL", "Ada"),
        condition("CUSTOM.SHOE_SIZE", "GREATER", "forty"),
        // A day still being typed: the server would read "24" as a moment in 1970.
        condition("MEMBERSHIP.VALID_TO", "LESSER", "24"),
        condition("MEMBERSHIP.VALID_TO", "LESSER", "24.12"),
        { ...newGroup("OR", undefined), children: [condition("NAME", "EQUAL", " ")] },
      ],
    };
    // One condition left: the group around it is dropped.
    expect(toFilterJson(root, byName)).toEqual({ operator: "EQUAL", fieldName: "NAME", value: "Ada" });
    expect(toFilterJson(newGroup("AND", undefined), byName)).toBeNull();
  });

  it("keeps an operator and value only where the new field still takes them", () => {
    const start = condition("NAME", "EQUAL", "Ada");
    expect(withField(start, field("CUSTOM.SHOE_SIZE"))).toMatchObject({ fieldName: "CUSTOM.SHOE_SIZE", operator: "EQUAL", value: "" });
    expect(withField(start, field("MEMBERSHIP.VALID_TO"))).toMatchObject({ operator: "GREATER_OR_EQUAL", value: "" });
    expect(withField(start, field("CUSTOM.VIP"))).toMatchObject({ operator: "EQUAL", value: "true" });
  });

  it("removes a node wherever it is nested", () => {
    const inner = condition("NAME", "EQUAL", "Ada");
    const root: FilterGroup = { ...newGroup("AND", undefined), children: [{ ...newGroup("OR", undefined), children: [inner, condition("NAME", "EQUAL", "Bo")] }] };
    expect(toFilterJson(removeNode(root, inner.id), byName)).toEqual({ operator: "OR", conditions: [{ operator: "EQUAL", fieldName: "NAME", value: "Bo" }] });
  });

  it("writes a curl command that survives single quotes in values", () => {
    const command = curlCommand("http://localhost:3000", "/v1/customers", { operator: "EQUAL", fieldName: "NAME", value: "O'Hara" }, 20, 40);
    expect(command).toBe(
      [
        `curl -sG "http://localhost:3000/v1/customers"`,
        `  -H "Authorization: Bearer $FOYER_API_KEY"`,
        `  --data-urlencode 'filter={"operator":"EQUAL","fieldName":"NAME","value":"O'\\''Hara"}'`,
        "  -d limit=20 -d offset=40",
      ].join(" \\\n"),
    );
  });
});
