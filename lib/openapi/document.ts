import type { z } from "zod";
import { errorMessages, type ErrorCode } from "@/lib/errors/app-error";
import { errorStatus } from "@/lib/http/error-status";
import { MAX_BODY_BYTES } from "@/lib/http/read-body";
import type { EndpointContract, SuccessAnswer } from "@/lib/http/endpoint-contract";
import { jsonSchema, type JsonSchema } from "./json-schema";
import { webhookOperations, WEBHOOKS_TAG, type WebhookDescription } from "./webhooks";

// Builds the OpenAPI 3.1 document from the contracts the /v1 route handlers carry, with the same zod
// schemas they parse with (json-schema.ts), and the webhook events Foyer sends under `webhooks`
// (webhooks.ts; docs/webhooks.md).

/** One operation: a route file's folder as an OpenAPI path, its export name as the method, and the handler's contract. */
export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path with {braces}, e.g. "/v1/locations/{id}". */
  path: string;
  contract: EndpointContract;
}

// Every request counts against its client address's limit (docs/reliability.md, "Rate limits"), and
// any request's headers may be too large (docs/api.md, "Errors").
const ALWAYS: ErrorCode[] = ["VALIDATION_ERROR", "HEADERS_TOO_LARGE", "RATE_LIMITED", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
const AUTHENTICATED: ErrorCode[] = ["UNAUTHORIZED"];

// A list's `filter` query field is documented with the paging parameters, in the words of the filter language.
const isFilterable = (contract: EndpointContract) => contract.query?.shape.filter !== undefined;

function parameters({ contract }: Operation): JsonSchema[] {
  const from = (schema: z.ZodObject | undefined, where: "path" | "query") =>
    Object.entries(schema?.shape ?? {})
      .filter(([name]) => !(where === "query" && name === "filter"))
      .map(([name, field]) => ({
      name,
      in: where,
      required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
      ...((field as z.ZodType).description ? { description: (field as z.ZodType).description } : {}),
    }));
  const paging = contract.paging;
  const list = paging
    ? [
        {
          name: "limit",
          in: "query",
          required: false,
          description: `Page size, 1 to ${paging.maxLimit}.`,
          schema: { type: "integer", minimum: 1, maximum: paging.maxLimit, default: paging.defaultLimit },
        },
        { name: "offset", in: "query", required: false, description: "Records to skip.", schema: { type: "integer", minimum: 0, default: 0 } },
        ...(isFilterable(contract)
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
  return [...from(contract.params, "path"), ...from(contract.query, "query"), ...list];
}

function errorResponses({ method, contract }: Operation): Record<string, JsonSchema> {
  const codes = new Set<ErrorCode>([...ALWAYS, ...(contract.public ? [] : AUTHENTICATED), ...contract.errors]);
  if (contract.body) codes.add("PAYLOAD_TOO_LARGE").add("INVALID_JSON").add("UNSUPPORTED_MEDIA_TYPE");
  if (contract.paging) codes.add("INVALID_PAGINATION");
  if (isFilterable(contract)) codes.add("INVALID_FILTER");
  if (method === "post") codes.add("IDEMPOTENCY_KEY_REUSED").add("IDEMPOTENCY_KEY_IN_PROGRESS");
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, group]) => [
        String(status),
        {
          description: group.map((code) => `${code}: ${errorMessages[code]}`).join(" "),
          headers: { ...REQUEST_ID, ...(ERROR_HEADERS[status] ?? {}) },
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

const REQUEST_ID = { "X-Request-Id": { $ref: "#/components/headers/RequestId" } };
const ERROR_HEADERS: Record<number, JsonSchema> = {
  401: { "WWW-Authenticate": { $ref: "#/components/headers/WWWAuthenticate" } },
  429: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
  503: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
};

/** A successful answer: its JSON body and any other media type it comes in, with the headers every answer has. */
function successResponse(answer: SuccessAnswer, method: Operation["method"], isPublic: boolean): JsonSchema {
  const content: Record<string, JsonSchema> = {};
  if (answer.schema && answer.status !== 204) content["application/json"] = { schema: jsonSchema(answer.schema, "output") };
  for (const mediaType of answer.files ?? []) content[mediaType] = { schema: { type: "string", contentMediaType: mediaType } };
  const replayable = method === "post" && !isPublic;
  return {
    description: answer.description,
    headers: { ...REQUEST_ID, ...(replayable ? { "Idempotent-Replayed": { $ref: "#/components/headers/IdempotentReplayed" } } : {}) },
    ...(Object.keys(content).length > 0 ? { content } : {}),
  };
}

function operation(endpoint: Operation): JsonSchema {
  const { method, path, contract } = endpoint;
  const { success } = contract;
  return {
    operationId: `${method}${path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag],
    ...(contract.public ? { security: [] } : {}),
    parameters: [
      ...parameters(endpoint),
      ...(method === "post" && !contract.public
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
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            description: `JSON, at most ${MAX_BODY_BYTES} bytes.`,
            content: { "application/json": { schema: jsonSchema(contract.body, "input") } },
          },
        }
      : {}),
    responses: {
      [String(success.status)]: successResponse(success, method, contract.public === true),
      ...(contract.otherSuccess ? { [String(contract.otherSuccess.status)]: successResponse(contract.otherSuccess, method, contract.public === true) } : {}),
      ...errorResponses(endpoint),
    },
  };
}

/** The document of `operations`, served at `serverUrl`, with one entry under `webhooks` per event Foyer sends. */
export function buildOpenApiDocument(operations: Operation[], serverUrl: string, webhooks: WebhookDescription[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const each of operations) (paths[each.path] ??= {})[each.method] = operation(each);
  const tags = [
    ...[...new Set(operations.map(({ contract }) => contract.tag))].sort().map((name) => ({ name, description: `${name} endpoints.` })),
    ...(webhooks.length > 0 ? [{ name: WEBHOOKS_TAG, description: "The events Foyer POSTs to a museum's webhook endpoints (docs/webhooks.md)." }] : []),
  ];
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
    webhooks: webhookOperations(webhooks),
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "A museum's API key (fy_…)." } },
      headers: {
        RequestId: { description: "The request's id, yours if you sent a sane X-Request-Id; quote it when asking for help.", required: true, schema: { type: "string" } },
        RetryAfter: { description: "Seconds to wait before retrying.", required: true, schema: { type: "integer", minimum: 0 } },
        WWWAuthenticate: { description: 'Bearer realm="foyer".', required: true, schema: { type: "string" } },
        IdempotentReplayed: { description: "true when this is the kept answer to an earlier request with the same Idempotency-Key.", schema: { type: "string", enum: ["true"] } },
      },
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
                details: {
                  type: ["array", "object"],
                  description: "For VALIDATION_ERROR: [{ path, message }]; for other codes, an object of facts named in the endpoint's description.",
                },
                requestId: { type: "string" },
              },
            },
          },
        },
      },
    },
  };
}
