import type { z } from "zod";
import { jsonSchema, type JsonSchema } from "./json-schema";

// The `webhooks` section of the OpenAPI 3.1 document: one `post` per event Foyer sends, as the
// receiver sees it (docs/webhooks.md). Every delivery carries the Standard Webhooks headers and the
// body { type, timestamp, data }, where data is the record as the matching GET answers it, so each
// event's data is described with the schema that GET's contract answers with.

export const WEBHOOKS_TAG = "Webhook events";

export interface WebhookDescription {
  /** The event type: the body's `type`, and the entry's name under `webhooks`. */
  type: string;
  /** When Foyer sends it. */
  when: string;
  /** What the body's `data` is, in words, e.g. "the customer as `GET /v1/customers/{id}` answers it". */
  dataIs: string;
  /** Its schema: for a record, the schema of that GET's answer. */
  data: z.ZodType;
}

/** The Standard Webhooks headers of every delivery (docs/webhooks.md, "Delivery"). */
const signatureHeaders: JsonSchema[] = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "The delivery's id, the same on every retry of it: deduplicate on it.",
    schema: { type: "string", pattern: "^msg_[0-9a-f]{32}$" },
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "Seconds since 1970 when this attempt was signed. Refuse a delivery whose timestamp is more than 5 minutes from your clock.",
    schema: { type: "string", pattern: "^[0-9]+$" },
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the endpoint's secret " +
      "(the base64 after `whsec_`), one per live secret separated by spaces: for 24 hours after a rotation both secrets sign. " +
      "Verify it on the raw body with a Standard Webhooks library before trusting the body.",
    schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$" },
  },
];

// customer.created → customerCreatedWebhook: unique beside the paths' ids (getV1Customers, …).
const operationId = (type: string) => `${type.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}Webhook`;

function webhookOperation({ type, when, dataIs, data }: WebhookDescription): JsonSchema {
  return {
    operationId: operationId(type),
    summary: `${type}: ${when}`,
    description: `Delivered at least once, and retried for three days while the receiver fails. \`data\` is ${dataIs}.`,
    tags: [WEBHOOKS_TAG],
    // Foyer calls the receiver: the signature headers, not an API key, say who is calling.
    security: [],
    parameters: signatureHeaders,
    requestBody: {
      required: true,
      description: "JSON. Verify the signature on these exact bytes before parsing them.",
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["type", "timestamp", "data"],
            additionalProperties: false,
            properties: {
              type: { type: "string", const: type },
              timestamp: { type: "string", format: "date-time", description: "When the change was made: ISO 8601 with milliseconds and Z." },
              data: jsonSchema(data, "output"),
            },
          },
        },
      },
    },
    responses: {
      "2XX": { description: "Received: any answer from 200 to 299 is a delivery. Answer quickly and do the work afterwards." },
      default: { description: "Anything else, a redirect, or no answer within WEBHOOK_TIMEOUT_MS is a failure: the delivery is retried." },
    },
  };
}

/** The document's `webhooks`: each event type's entry, in the order given. */
export function webhookOperations(webhooks: WebhookDescription[]): Record<string, { post: JsonSchema }> {
  return Object.fromEntries(webhooks.map((webhook) => [webhook.type, { post: webhookOperation(webhook) }]));
}
