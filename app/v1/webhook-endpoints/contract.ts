import { z } from "zod";
import { idParams } from "@/lib/domain/shared/input-schemas";
import {
  createWebhookEndpointInput,
  updateWebhookEndpointInput,
  webhookDeliveryParams,
  webhookEndpointSchema,
  webhookSecretSchema,
} from "@/lib/domain/webhooks/webhook-endpoint-schemas";
import { DEFAULT_PAGING } from "@/lib/http/paging";
import { endpointContract } from "@/lib/http/endpoint-contract";

// The contracts of /v1/webhook-endpoints and the routes under it (lib/http/endpoint-contract.ts; docs/webhooks.md).

const tag = "Webhooks";
const withSecret = webhookEndpointSchema.extend({ secret: webhookSecretSchema });
const urlNote =
  "url must be https to a host whose addresses are all public (not loopback, private, link-local or unspecified); " +
  "otherwise 422 WEBHOOK_URL_NOT_ALLOWED naming the field url.";

const deliverySchema = z.object({
  id: z.string().describe("The webhook-id header of every attempt"),
  type: z.string(),
  status: z.enum(["QUEUED", "SENDING", "DELIVERED", "FAILED"]),
  attempts: z.int(),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  lastStatusCode: z.int().nullable(),
  lastResponse: z.string().nullable().describe("The first KiB of the receiver's last answer"),
  lastError: z.string().nullable(),
});

const attemptSchema = z.object({
  attemptedAt: z.iso.datetime(),
  durationMs: z.int(),
  statusCode: z.int().nullable().describe("The receiver's status; null when no answer came"),
  response: z.string().nullable().describe("The first KiB of the receiver's answer"),
  error: z.string().nullable().describe("Why the attempt failed; null when it succeeded"),
});
const deliveryWithAttempts = deliverySchema.extend({
  payload: z.object({ type: z.string(), timestamp: z.iso.datetime(), data: z.unknown() }).describe("The body every attempt sent"),
  tries: z.array(attemptSchema).describe("Every attempt, oldest first"),
});

export const webhookEndpointContracts = {
  create: endpointContract({
    summary: "Register a webhook endpoint",
    description: `Answers the endpoint with its signing secret, which is never shown again. ${urlNote}`,
    tag,
    body: createWebhookEndpointInput,
    success: { status: 201, description: "The new endpoint and its secret.", schema: withSecret },
    errors: ["WEBHOOK_URL_NOT_ALLOWED"],
  }),
  list: endpointContract({
    summary: "List webhook endpoints",
    tag,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of endpoints.", schema: z.object({ total: z.int(), list: z.array(webhookEndpointSchema) }) },
    errors: [],
  }),
  get: endpointContract({
    summary: "Get a webhook endpoint",
    tag,
    params: idParams,
    success: { status: 200, description: "The endpoint, without its secret.", schema: webhookEndpointSchema },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND"],
  }),
  update: endpointContract({
    summary: "Update a webhook endpoint",
    description: `A partial update: only the fields sent change. ${urlNote}`,
    tag,
    params: idParams,
    body: updateWebhookEndpointInput,
    success: { status: 200, description: "The updated endpoint.", schema: webhookEndpointSchema },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND", "WEBHOOK_URL_NOT_ALLOWED"],
  }),
  delete: endpointContract({
    summary: "Delete a webhook endpoint",
    description: "Its queued deliveries are dropped with it.",
    tag,
    params: idParams,
    success: { status: 204, description: "Deleted." },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND"],
  }),
  rotateSecret: endpointContract({
    summary: "Give a webhook endpoint a new signing secret",
    description: "The new secret is shown once. For 24 hours deliveries carry a signature with the old secret beside the new one.",
    tag,
    params: idParams,
    success: { status: 200, description: "The endpoint and its new secret.", schema: withSecret },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND"],
  }),
  test: endpointContract({
    summary: "Send a test event to a webhook endpoint",
    description: "Queues a webhook.test event for this endpoint; follow it in its deliveries.",
    tag,
    params: idParams,
    success: { status: 202, description: "Queued.", schema: z.object({ deliveryId: z.string(), status: z.literal("queued") }) },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND"],
  }),
  deliveries: endpointContract({
    summary: "A webhook endpoint's deliveries",
    description: "Newest first: every event queued for the endpoint, its state and its last attempt's answer.",
    tag,
    params: idParams,
    paging: DEFAULT_PAGING,
    success: { status: 200, description: "One page of deliveries.", schema: z.object({ total: z.int(), list: z.array(deliverySchema) }) },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND"],
  }),
  delivery: endpointContract({
    summary: "One webhook delivery, with every attempt",
    tag,
    params: webhookDeliveryParams,
    success: { status: 200, description: "The delivery, its payload and its attempts.", schema: deliveryWithAttempts },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND", "WEBHOOK_DELIVERY_NOT_FOUND"],
  }),
  resend: endpointContract({
    summary: "Send a webhook delivery again",
    description:
      "Queues the delivery to go at once, with the same webhook-id and payload, whether it was delivered, failed or is waiting to be retried. " +
      "One being sent right now is left to finish. While the endpoint is turned off it waits until the endpoint is turned back on.",
    tag,
    params: webhookDeliveryParams,
    success: { status: 202, description: "Queued; the delivery as it is now.", schema: deliveryWithAttempts },
    errors: ["WEBHOOK_ENDPOINT_NOT_FOUND", "WEBHOOK_DELIVERY_NOT_FOUND"],
  }),
};
