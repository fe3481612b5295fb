import { z } from "zod";

// GraphQL types written from the domain's zod schemas (docs/graphql.md, "Made from the catalog"): an
// operation's input, so GraphQL accepts what the operation declares, and a record's answer, so GraphQL
// answers what every door answers; both described in the same words, with the same fields required.
// The operation's zod schema still checks the values; GraphQL only shapes them.

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  maximum?: number;
};

/** What the zod schema cannot say: the GraphQL names of its enums and nested objects, by field name. */
export interface GraphqlNames {
  enums?: Record<string, string>;
  objects?: Record<string, string>;
}

/** One argument or input field: its GraphQL type and whether zod refuses null for it (GraphQL's "not given"). */
export interface GraphqlField {
  name: string;
  type: string;
  description?: string;
  refusesNull: boolean;
}

const INT_MAX = 2 ** 31 - 1;

/**
 * The fields of an object schema as GraphQL input, but those in `leaveOut` (which GraphQL fills its own
 * way: a record's id, a list's page), with the SDL of the nested input types they need.
 */
export function graphqlInputFields(schema: z.ZodObject, names: GraphqlNames = {}, leaveOut: string[] = []): { fields: GraphqlField[]; nestedTypes: string[] } {
  const nestedTypes: string[] = [];
  const json = z.toJSONSchema(schema, { io: "input" }) as JsonSchema;
  const kept = Object.fromEntries(Object.entries(json.properties ?? {}).filter(([name]) => !leaveOut.includes(name)));
  return { fields: fieldsOf({ ...json, properties: kept }, names, nestedTypes), nestedTypes };
}

/** A field or argument as SDL, its description first. */
export function fieldSdl(field: Pick<GraphqlField, "name" | "type" | "description">): string {
  return `${describedAs(field.description)}${field.name}: ${field.type}`;
}

/** `input Name { … }` with `fields`. */
export function inputTypeSdl(name: string, fields: GraphqlField[]): string {
  return typeSdl("input", name, fields);
}

function typeSdl(kind: "input" | "type", name: string, fields: GraphqlField[]): string {
  return `${kind} ${name} {\n${fields.map((field) => `  ${fieldSdl(field)}`).join("\n")}\n}`;
}

/** `type Name { … }` for an answer schema: a field is non-null unless zod lets it be null or left out. */
export function graphqlObjectType(name: string, schema: z.ZodObject, names: GraphqlNames = {}): string {
  const nestedTypes: string[] = [];
  const json = z.toJSONSchema(schema, { io: "output" }) as JsonSchema;
  return [`${describedAs(json.description)}${typeSdl("type", name, fieldsOf(json, names, nestedTypes, "type"))}`, ...nestedTypes].join("\n");
}

function describedAs(description: string | undefined): string {
  return description ? `${JSON.stringify(description)} ` : "";
}

function fieldsOf(object: JsonSchema, names: GraphqlNames, nestedTypes: string[], kind: "input" | "type" = "input"): GraphqlField[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { nullable, value } = withoutNull(property);
    const type = typeOf(name, value, names, nestedTypes, kind);
    return { name, type: required.has(name) && !nullable ? `${type}!` : type, description: property.description ?? value.description, refusesNull: !nullable };
  });
}

/** Whether the schema lets a value be null, and the schema of its other values: zod writes "or null" as anyOf, or as a list of types. */
function withoutNull(schema: JsonSchema): { nullable: boolean; value: JsonSchema } {
  if (schema.anyOf?.some((choice) => choice.type === "null")) return { nullable: true, value: schema.anyOf.find((choice) => choice.type !== "null")! };
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const others = schema.type.filter((type) => type !== "null");
    return { nullable: true, value: { ...schema, type: others.length === 1 ? others[0] : others } };
  }
  return { nullable: false, value: schema };
}

function typeOf(field: string, schema: JsonSchema, names: GraphqlNames, nestedTypes: string[], kind: "input" | "type"): string {
  if (schema.enum) return named(names.enums, field, "enum");
  if (schema.type === "string") return schema.format === "uuid" ? "ID" : schema.format === "date-time" ? "DateTime" : "String";
  // GraphQL's Int is 32 bits: a whole number declared to pass it travels as a Float (zod's z.int()
  // without bounds says only "a safe integer", which stays Int).
  if (schema.type === "integer") return schema.maximum !== undefined && schema.maximum > INT_MAX && schema.maximum !== Number.MAX_SAFE_INTEGER ? "Float" : "Int";
  if (schema.type === "number") return "Float";
  if (schema.type === "boolean") return "Boolean";
  if (schema.type === "array" && schema.items) return `[${typeOf(field, schema.items, names, nestedTypes, kind)}!]`;
  // Values under keys the museum chose (a customer's custom fields) are one JSON value.
  if (schema.type === "object" && !schema.properties) return "JSON";
  if (schema.type === "object") {
    const name = named(names.objects, field, "object");
    nestedTypes.push(typeSdl(kind, name, fieldsOf(schema, names, nestedTypes, kind)));
    return name;
  }
  throw new Error(`The field ${field} has no GraphQL type (${JSON.stringify(schema).slice(0, 80)}).`);
}

function named(names: Record<string, string> | undefined, field: string, kind: string): string {
  const name = names?.[field];
  if (!name) throw new Error(`The field ${field} is an ${kind}: name its GraphQL type.`);
  return name;
}

