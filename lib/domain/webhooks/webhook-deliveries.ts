import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { AppError } from "@/lib/errors/app-error";
import { queueTestEvent } from "@/lib/domain/webhook-events/emit-webhook-event";
import { getWebhookEndpoint } from "./webhook-endpoints";

// The delivery log of an endpoint (docs/webhooks.md, "Deliveries"): every event queued for it, newest
// first, with its last attempt's outcome and the first KiB of the receiver's answer; one delivery with
// every attempt; and "send again", which queues a delivery once more under its own webhook-id, so a
// receiver that already has it can tell.

export interface WebhookDeliveryRecord {
  id: string;
  type: string;
  status: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  lastStatusCode: number | null;
  lastResponse: string | null;
  lastError: string | null;
}

export interface WebhookAttemptRecord {
  attemptedAt: Date;
  durationMs: number;
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

export type WebhookDeliveryWithAttempts = WebhookDeliveryRecord & { payload: unknown; tries: WebhookAttemptRecord[] };

const deliverySelect = {
  messageId: true, type: true, status: true, attempts: true, createdAt: true, nextAttemptAt: true, deliveredAt: true, lastStatusCode: true, lastResponse: true, lastError: true,
} as const;

export async function listWebhookDeliveries({ actor, endpointId, paging }: { actor: Actor; endpointId: string; paging: Paging }): Promise<ListResult<WebhookDeliveryRecord>> {
  await getWebhookEndpoint({ actor, id: endpointId });
  const where = { endpointId, museumId: actor.museumId };
  return pagedList(paging, db().webhookDelivery.count({ where }), async (page) => (await db().webhookDelivery.findMany({ where, select: deliverySelect, ...page })).map(toDeliveryRecord), {
    id: "desc" as const,
  });
}

function toDeliveryRecord({ messageId, ...row }: { messageId: string } & Omit<WebhookDeliveryRecord, "id">): WebhookDeliveryRecord {
  return { id: messageId, ...row, nextAttemptAt: row.status === "QUEUED" ? row.nextAttemptAt : null };
}

/** One delivery of the endpoint, with its payload and every attempt, oldest first. */
export async function getWebhookDelivery({ actor, endpointId, deliveryId }: { actor: Actor; endpointId: string; deliveryId: string }): Promise<WebhookDeliveryWithAttempts> {
  await getWebhookEndpoint({ actor, id: endpointId });
  const row = await db().webhookDelivery.findFirst({
    where: { messageId: deliveryId, endpointId, museumId: actor.museumId },
    select: {
      ...deliverySelect,
      payload: true,
      tries: { select: { attemptedAt: true, durationMs: true, statusCode: true, response: true, error: true }, orderBy: { id: "asc" } },
    },
  });
  if (!row) throw new AppError("WEBHOOK_DELIVERY_NOT_FOUND");
  const { payload, tries, ...delivery } = row;
  return { ...toDeliveryRecord(delivery), payload: JSON.parse(payload) as unknown, tries };
}

/**
 * Sends a delivery again, whatever became of it: it is queued to go at once, with the same webhook-id
 * and payload. One being sent right now is left to finish.
 */
export async function resendWebhookDelivery({ actor, endpointId, deliveryId }: { actor: Actor; endpointId: string; deliveryId: string }): Promise<WebhookDeliveryWithAttempts> {
  await getWebhookDelivery({ actor, endpointId, deliveryId });
  await db().webhookDelivery.updateMany({
    where: { messageId: deliveryId, endpointId, museumId: actor.museumId, status: { not: "SENDING" } },
    // A new try with a fresh retry window and the first, shortest waits: not one try and then FAILED.
    data: { status: "QUEUED", nextAttemptAt: new Date(), retryFrom: new Date(), attempts: 0 },
  });
  return getWebhookDelivery({ actor, endpointId, deliveryId });
}

export async function sendTestEvent({ actor, endpointId }: { actor: Actor; endpointId: string }): Promise<{ deliveryId: string; status: "queued" }> {
  await getWebhookEndpoint({ actor, id: endpointId });
  return { deliveryId: await queueTestEvent(db(), actor, endpointId), status: "queued" };
}
