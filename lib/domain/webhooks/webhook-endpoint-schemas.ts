import { z } from "zod";
import { patchOf, recordId } from "@/lib/domain/shared/input-schemas";
import { webhookEventTypes } from "@/lib/domain/webhook-events/webhook-event-types";

// The bodies of /v1/webhook-endpoints (docs/webhooks.md, "Endpoints").

const endpointFields = {
  url: z.string().trim().min(1).max(2000),
  events: z.array(z.enum(webhookEventTypes)).min(1).max(webhookEventTypes.length).transform((events) => [...new Set(events)]),
  description: z.string().max(500),
  enabled: z.boolean(),
};

export const createWebhookEndpointInput = z.strictObject({
  url: endpointFields.url,
  events: endpointFields.events,
  description: endpointFields.description.optional(),
});
export const updateWebhookEndpointInput = patchOf(endpointFields);

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  description: z.string(),
  enabled: z.boolean(),
  disabledAt: z.iso.datetime().nullable().describe("When Foyer turned the endpoint off after its deliveries failed for three days; cleared by turning it back on"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const webhookSecretSchema = z.string().describe("whsec_ + base64 of 32 random bytes; shown once (docs/webhooks.md)");

export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointInput>;
export type UpdateWebhookEndpointInput = z.output<typeof updateWebhookEndpointInput>;

/** An endpoint's id and one of its deliveries' ids (msg_ and 32 hex digits), in the path of /v1 and the dashboard. */
export const webhookDeliveryParams = z.strictObject({ id: recordId, deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/, "a delivery id, msg_ and 32 hex digits") });
