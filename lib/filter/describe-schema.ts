import { z } from "zod";
import type { MuseumScope } from "./compile-filter";
import { loadCustomFilterFields, type CustomFilterField } from "./custom-fields";
import { FIELD_REGISTRY, FILTER_RESOURCES, type FilterResource } from "./field-registry";
import { FIELD_TYPES, LEAF_OPERATORS, OPERATORS_BY_TYPE } from "./filter-language";

// GET /v1/schema: every filterable type with every field name a filter accepts for it, the museum's
// custom customer fields included, so clients discover fields instead of guessing them.

export const schemaFieldShape = z.object({
  name: z.string().describe("Name to use as fieldName, e.g. NAME, MEMBERSHIP.VALID_TO, CUSTOM.SHOE_SIZE."),
  type: z.enum(FIELD_TYPES),
  operators: z.array(z.enum(LEAF_OPERATORS)).describe("Leaf operators this field accepts."),
  values: z.array(z.string()).optional().describe("The values an enum field takes."),
  label: z.string().optional().describe("Label of a custom customer field."),
});

export const filterSchemaShape = z.object({
  types: z.array(z.object({ name: z.enum(FILTER_RESOURCES as [FilterResource, ...FilterResource[]]), fields: z.array(schemaFieldShape) })),
});

export type SchemaField = z.infer<typeof schemaFieldShape>;
export type FilterSchema = z.infer<typeof filterSchemaShape>;

function ownFields(resource: FilterResource, customFields: CustomFilterField[]): SchemaField[] {
  const fields = FIELD_REGISTRY[resource];
  const columns = Object.entries(fields.columns).map(([name, column]) => ({
    name,
    type: column.type,
    operators: [...OPERATORS_BY_TYPE[column.type]],
    ...(column.values ? { values: [...column.values] } : {}),
  }));
  const custom = fields.customFields
    ? customFields.map((field) => ({ name: field.name, type: field.type, operators: [...OPERATORS_BY_TYPE[field.type]], label: field.label }))
    : [];
  return [...columns, ...custom];
}

export async function describeFilterSchema({ actor }: { actor: MuseumScope }): Promise<FilterSchema> {
  const customFields = await loadCustomFilterFields(actor.museumId);
  return {
    types: FILTER_RESOURCES.map((resource) => ({
      name: resource,
      fields: [
        ...ownFields(resource, customFields),
        ...Object.entries(FIELD_REGISTRY[resource].relations).flatMap(([relationName, link]) =>
          ownFields(link.target, customFields).map((field) => ({ ...field, name: `${relationName}.${field.name}` })),
        ),
      ],
    })),
  };
}
