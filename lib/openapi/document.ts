import { z } from "zod";
import { errorMessages, type ErrorCode } from "@/lib/errors/app-error";
import { errorStatus } from "@/lib/http/error-status";
import { MAX_BODY_BYTES } from "@/lib/http/read-body";
import type { EndpointDoc } from "./endpoint-doc";

// Builds the OpenAPI 3.1 document from the endpoints' own zod schemas. OpenAPI 3.1 uses JSON Schema
// 2020-12, which is what zod emits, so schemas go in unchanged (minus their $schema line).

type JsonSchema = Record<string, unknown>;

const ALWAYS: ErrorCode[] = ["VALIDATION_ERROR", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
const AUTHENTICATED: ErrorCode[] = ["UNAUTHORIZED"];

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function parameters(endpoint: EndpointDoc): JsonSchema[] {
  const from = (schema: z.ZodObject | undefined, where: "path" | "query") =>
    Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
      name,
      in: where,
      required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
      ...((field as z.ZodType).description ? { description: (field as z.ZodType).description } : {}),
    }));
  const list = endpoint.list
    ? [
        {
          name: "limit",
          in: "query",
          required: false,
          description: `Page size, 1 to ${endpoint.list.maxLimit}.`,
          schema: { type: "integer", minimum: 1, maximum: endpoint.list.maxLimit, default: endpoint.list.defaultLimit },
        },
        { name: "offset", in: "query", required: false, description: "Records to skip.", schema: { type: "integer", minimum: 0, default: 0 } },
        ...(endpoint.list.filterable
          ? [
              {
                name: "filter",
                in: "query",
                required: false,
                description: "URI-encoded JSON filter (see GET /v1/schema for the fields and operators of each type).",
                schema: { type: "string" },
              },
            ]
          : []),
      ]
    : [];
  return [...from(endpoint.params, "path"), ...from(endpoint.query, "query"), ...list];
}

function errorResponses(endpoint: EndpointDoc): Record<string, JsonSchema> {
  const codes = new Set<ErrorCode>([...ALWAYS, ...(endpoint.public ? [] : AUTHENTICATED), ...endpoint.errors]);
  if (endpoint.body) codes.add("PAYLOAD_TOO_LARGE").add("INVALID_JSON").add("UNSUPPORTED_MEDIA_TYPE");
  if (endpoint.list) codes.add("INVALID_PAGINATION");
  if (endpoint.list?.filterable) codes.add("INVALID_FILTER");
  if (endpoint.method === "post") codes.add("IDEMPOTENCY_KEY_REUSED").add("IDEMPOTENCY_KEY_IN_PROGRESS");
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, group]) => [
        String(status),
        {
          description: group.map((code) => `${code}: ${errorMessages[code]}`).join(" "),
          content: {
            "application/json": {
              schema: {
                allOf: [
                  { $ref: "#/components/schemas/ErrorBody" },
                  { type: "object", properties: { error: { type: "object", properties: { code: { enum: group } } } } },
                ],
              },
            },
          },
        },
      ]),
  );
}

function operation(endpoint: EndpointDoc): JsonSchema {
  const { success } = endpoint;
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    ...(endpoint.public ? { security: [] } : {}),
    parameters: [
      ...parameters(endpoint),
      ...(endpoint.method === "post" && !endpoint.public
        ? [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: "Retries with the same key and body within 24 hours get the first answer again.",
              schema: { type: "string", minLength: 1, maxLength: 255 },
            },
          ]
        : []),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            description: `JSON, at most ${MAX_BODY_BYTES} bytes.`,
            content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses: {
      [String(success.status)]: {
        description: success.description,
        ...(success.schema && success.status !== 204
          ? { content: { "application/json": { schema: jsonSchema(success.schema, "output") } } }
          : {}),
      },
      ...errorResponses(endpoint),
    },
  };
}

export function buildOpenApiDocument(endpoints: EndpointDoc[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))].sort().map((name) => ({ name, description: `${name} endpoints.` }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Foyer API",
      version: "1.0.0",
      description:
        "Tickets, time-slot capacity, customers and memberships for museums and venues. Every request needs " +
        "`Authorization: Bearer <API key>`; a key sees only its own museum's records.",
      license: { name: "Proprietary", identifier: "LicenseRef-Foyer" },
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "A museum's API key (fy_…)." } },
      schemas: {
        ErrorBody: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message", "requestId"],
              properties: {
                code: { type: "string", enum: Object.keys(errorStatus) },
                message: { type: "string" },
                details: { description: "For VALIDATION_ERROR: [{ path, message }]." },
                requestId: { type: "string" },
              },
            },
          },
        },
      },
    },
  };
}
