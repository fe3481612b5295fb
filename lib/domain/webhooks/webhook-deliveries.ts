import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import type { ListResult, Paging } from "@/lib/domain/list";
import { pagedList } from "@/lib/domain/shared/paged-list";
import { queueTestEvent } from "./emit-webhook-event";
import { getWebhookEndpoint } from "./webhook-endpoints";

// The delivery log of an endpoint (docs/webhooks.md, "Deliveries"): every event queued for it, newest
// first, with its last attempt's outcome and the first KiB of the receiver's answer.

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

const deliverySelect = {
  messageId: true, type: true, status: true, attempts: true, createdAt: true, nextAttemptAt: true, deliveredAt: true, lastStatusCode: true, lastResponse: true, lastError: true,
} as const;

export async function listWebhookDeliveries({ actor, endpointId, paging }: { actor: Actor; endpointId: string; paging: Paging }): Promise<ListResult<WebhookDeliveryRecord>> {
  await getWebhookEndpoint({ actor, id: endpointId });
  const where = { endpointId, museumId: actor.museumId };
  return pagedList(
    paging,
    db().webhookDelivery.count({ where }),
    async (page) =>
      (await db().webhookDelivery.findMany({ where, select: deliverySelect, ...page })).map(({ messageId, ...row }) => ({
        id: messageId,
        ...row,
        nextAttemptAt: row.status === "QUEUED" ? row.nextAttemptAt : null,
      })),
    { id: "desc" as const },
  );
}

export async function sendTestEvent({ actor, endpointId }: { actor: Actor; endpointId: string }): Promise<{ deliveryId: string; status: "queued" }> {
  await getWebhookEndpoint({ actor, id: endpointId });
  return { deliveryId: await queueTestEvent(db(), actor, endpointId), status: "queued" };
}
