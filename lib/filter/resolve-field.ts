import { CUSTOM_PREFIX, type CustomFilterField } from "./custom-fields";
import { FIELD_REGISTRY, type ColumnField, type FilterResource, type RelationLink } from "./field-registry";
import type { FieldType } from "./filter-language";
import { invalidFilter } from "./parse-filter";

// Maps a field name (NAME, MEMBERSHIP.VALID_TO, CUSTOM.SHOE_SIZE, TICKET.CUSTOMER... ) to what it
// stands for. Relations go one hop only, so every name a filter accepts is listed by GET /v1/schema.

export type FieldTarget = { kind: "column"; field: ColumnField } | { kind: "custom"; field: CustomFilterField };

export interface ResolvedField {
  /** Relations to follow from the filtered resource, outermost first. */
  via: RelationLink[];
  target: FieldTarget;
  type: FieldType;
}

function resolveOn(resource: FilterResource, name: string, customFields: CustomFilterField[], hops: number): ResolvedField | undefined {
  const fields = FIELD_REGISTRY[resource];
  const column = fields.columns[name];
  if (column) return { via: [], target: { kind: "column", field: column }, type: column.type };
  if (fields.customFields && name.startsWith(CUSTOM_PREFIX)) {
    const custom = customFields.find((field) => field.name === name);
    return custom ? { via: [], target: { kind: "custom", field: custom }, type: custom.type } : undefined;
  }
  const dot = name.indexOf(".");
  const link = dot > 0 && hops === 0 ? fields.relations[name.slice(0, dot)] : undefined;
  if (!link) return undefined;
  const inner = resolveOn(link.target, name.slice(dot + 1), customFields, hops + 1);
  return inner ? { ...inner, via: [link, ...inner.via] } : undefined;
}

export function resolveField(resource: FilterResource, fieldName: string, customFields: CustomFilterField[], path: string): ResolvedField {
  const resolved = resolveOn(resource, fieldName, customFields, 0);
  if (resolved) return resolved;
  const hint =
    fieldName !== fieldName.toUpperCase() && resolveOn(resource, fieldName.toUpperCase(), customFields, 0)
      ? ` (field names are upper case: ${fieldName.toUpperCase()})`
      : "; GET /v1/schema lists the fields";
  throw invalidFilter(`${path}.fieldName`, `unknown field ${fieldName} on ${resource}${hint}`);
}

/** Whether any name could refer to a custom field, so the museum's fields must be loaded. */
export function mentionsCustomField(fieldName: string): boolean {
  return fieldName.toUpperCase().split(".").includes(CUSTOM_PREFIX.slice(0, -1));
}
