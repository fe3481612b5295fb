import { z } from "zod";

// OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod emits, so the schemas the /v1 routes parse
// and answer with go into the document unchanged (minus their $schema line).

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}
