import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { TEST_EVENT_TYPE, type WebhookEventType } from "./webhook-event-types";

// Writes a webhook event into the outbox (WebhookDelivery) in the caller's transaction, one row per
// enabled endpoint of the museum that subscribes to its type, so an event exists exactly when its
// change committed (docs/webhooks.md, "Events"; the same rule as the audit trail, docs/audit.md).
// Nothing is written when no endpoint subscribes. The payload's data is the record as GET shows it.

export interface WebhookEvent {
  type: WebhookEventType;
  /** The id of the record the event is about: deliveries of one record to one endpoint go in order. */
  subject: string;
  /** The record, or a function reading it, called only when an endpoint subscribes (no read otherwise). */
  data: unknown;
}

/** The body every delivery carries: { type, timestamp, data } (Standard Webhooks' payload shape). */
export function webhookPayload(type: string, data: unknown, timestamp = new Date()): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}

/** The webhook-id of a delivery: the same for every retry of it. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

export async function emitWebhookEvents(tx: DbOrTx, actor: Actor, events: WebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await tx.webhookEndpoint.findMany({ where: { museumId: actor.museumId, enabled: true }, select: { id: true, events: true } });
  if (endpoints.length === 0) return;
  const subscriptions = endpoints.map((endpoint) => ({ id: endpoint.id, types: new Set(JSON.parse(endpoint.events) as string[]) }));
  const now = new Date();
  const rows = [];
  for (const event of events) {
    const subscribers = subscriptions.filter((endpoint) => endpoint.types.has(event.type));
    if (subscribers.length === 0) continue;
    const data: unknown = typeof event.data === "function" ? await (event.data as () => Promise<unknown>)() : event.data;
    const payload = webhookPayload(event.type, data, now);
    for (const endpoint of subscribers) {
      rows.push({ messageId: newMessageId(), museumId: actor.museumId, endpointId: endpoint.id, type: event.type, subject: event.subject, payload });
    }
  }
  if (rows.length > 0) await tx.webhookDelivery.createMany({ data: rows });
}

/**
 * Emits `type` for records ended by the system rather than by a caller (expired holds and orders,
 * docs/webhooks.md "Events"): there is no actor, so each record's event goes out as its own museum.
 */
export async function emitForEndedRecords(tx: DbOrTx, type: WebhookEventType, ended: { id: string; museumId: string }[], read: (actor: Actor, id: string) => Promise<unknown>): Promise<void> {
  for (const museumId of new Set(ended.map((row) => row.museumId))) {
    const actor: Actor = { museumId };
    const events = ended.filter((row) => row.museumId === museumId).map((row) => ({ type, subject: row.id, data: () => read(actor, row.id) }));
    await emitWebhookEvents(tx, actor, events);
  }
}

/** The enabled endpoints of the museum subscribing to `type`, for the statements that write the outbox without Prisma. */
export async function subscribedEndpointIds(client: DbOrTx, museumId: string, type: WebhookEventType): Promise<string[]> {
  const endpoints = await client.webhookEndpoint.findMany({ where: { museumId, enabled: true }, select: { id: true, events: true } });
  return endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type)).map((endpoint) => endpoint.id);
}

/** The outbox rows emitWebhookEvents would write for one event, one per endpoint, for those statements to insert. */
export function webhookDeliveryRows(museumId: string, endpointIds: string[], event: WebhookEvent, now = new Date()) {
  const payload = webhookPayload(event.type, event.data, now);
  return endpointIds.map((endpointId) => ({ messageId: newMessageId(), museumId, endpointId, type: event.type, subject: event.subject, payload }));
}

/** Queues a test event for one endpoint, whatever it subscribes to (POST /v1/webhook-endpoints/{id}/test). */
export async function queueTestEvent(tx: DbOrTx, actor: Actor, endpointId: string): Promise<string> {
  const messageId = newMessageId();
  await tx.webhookDelivery.create({
    data: { messageId, museumId: actor.museumId, endpointId, type: TEST_EVENT_TYPE, subject: endpointId, payload: webhookPayload(TEST_EVENT_TYPE, { endpointId }) },
  });
  return messageId;
}
