import type { SchemaField } from "./filter-tree";

// How the filter builder names fields and operators for people: "Membership › Valid to" for
// MEMBERSHIP.VALID_TO, a custom field by its label, "is on or after" for GREATER_OR_EQUAL on a date.

const words = (name: string) => name.charAt(0) + name.slice(1).toLowerCase().replaceAll("_", " ");

export function fieldLabel(field: SchemaField): string {
  const parts = field.name.split(".");
  return field.label ?? words(parts[parts.length - 1] ?? field.name);
}

/** The heading a field is listed under: its own record, its custom fields, or the related record's. */
export function fieldGroupName(field: SchemaField, resourceLabel: string): string {
  const parts = field.name.split(".");
  const custom = parts.indexOf("CUSTOM");
  if (custom === 0) return "Custom fields";
  if (custom > 0) return `${words(parts[0]!)} › custom fields`;
  return parts.length > 1 ? words(parts[0]!) : resourceLabel;
}

export function groupFields(fields: SchemaField[], resourceLabel: string): { label: string; fields: SchemaField[] }[] {
  const groups = new Map<string, SchemaField[]>();
  for (const field of fields) {
    const label = fieldGroupName(field, resourceLabel);
    groups.set(label, [...(groups.get(label) ?? []), field]);
  }
  return [...groups].map(([label, grouped]) => ({ label, fields: grouped }));
}

const operatorWords: Record<string, [string, string?]> = {
  EQUAL: ["is"],
  NOT_EQUAL: ["is not"],
  CONTAINS: ["contains"],
  NOT_CONTAINS: ["does not contain"],
  STARTS_WITH: ["starts with"],
  ENDS_WITH: ["ends with"],
  INCLUDES: ["includes"],
  NOT_INCLUDES: ["does not include"],
  LESSER: ["is less than", "is before"],
  LESSER_OR_EQUAL: ["is at most", "is on or before"],
  GREATER: ["is more than", "is after"],
  GREATER_OR_EQUAL: ["is at least", "is on or after"],
};

export function operatorLabel(operator: string, type: SchemaField["type"]): string {
  const [plain, forDates] = operatorWords[operator] ?? [operator];
  return type === "date" && forDates ? forDates : plain;
}
