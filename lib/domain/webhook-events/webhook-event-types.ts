// The events a webhook endpoint can subscribe to (docs/webhooks.md, "Events"). Each is written by the
// service that makes the change, in its transaction (emit-webhook-event.ts).
export const webhookEventTypes = [
  "customer.created",
  "customer.updated",
  "order.created",
  "order.confirmed",
  "order.cancelled",
  "order.expired",
  "order.personal_data_removed",
  "ticket.created",
  "ticket.voided",
  "check_in.created",
  "checkout.created",
  "order.group_admitted",
  "time_slot.created",
  "time_slot.updated",
  "reservation.created",
  "reservation.cancelled",
  "reservation.expired",
  "membership.created",
  "membership.updated",
  "membership.cancelled",
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent only by POST /v1/webhook-endpoints/{id}/test; nobody subscribes to it. */
export const TEST_EVENT_TYPE = "webhook.test";
