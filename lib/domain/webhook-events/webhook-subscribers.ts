import { db } from "@/lib/db/client";
import { processWide } from "@/lib/process/process-wide";
import type { WebhookEventType } from "./webhook-event-types";

// Which endpoints of which museums are enabled and subscribe to a type, kept per process for the hot paths
// (the door's check-in, batched holds, orders on SQLite; docs/webhooks.md "Events"): asking the
// database on every scan or hold would cost a statement where almost always nothing subscribes. The
// set is read again after an endpoint changes in this process and at most REFRESH_MS after one
// changed in another. It is process-wide state (lib/process/process-wide.ts): the /v1 routes that
// change endpoints and Next's copy of the doors that check in must see one set.

const REFRESH_MS = 5_000;

/** Per event type, per museum, the ids of its enabled endpoints subscribing to it. */
type Subscriptions = Map<string, Map<string, string[]>>;

interface Subscribers {
  cached: { readAt: number; museums: Promise<Subscriptions> } | null;
}

const subscribers = processWide<Subscribers>("webhook-subscribers", () => ({ cached: null }));

async function readSubscriptions(): Promise<Subscriptions> {
  const endpoints = await db().webhookEndpoint.findMany({ where: { enabled: true }, select: { id: true, museumId: true, events: true }, orderBy: { id: "asc" } });
  const byType: Subscriptions = new Map();
  for (const endpoint of endpoints) {
    for (const type of JSON.parse(endpoint.events) as string[]) {
      const museums = byType.get(type) ?? new Map<string, string[]>();
      museums.set(endpoint.museumId, [...(museums.get(endpoint.museumId) ?? []), endpoint.id]);
      byType.set(type, museums);
    }
  }
  return byType;
}

/** Whether an enabled endpoint of the museum subscribed to `type`, as of at most REFRESH_MS ago. */
export async function museumSubscribes(museumId: string, type: WebhookEventType): Promise<boolean> {
  return (await subscribedEndpoints(museumId, type)).length > 0;
}

/**
 * The museum's enabled endpoints subscribing to `type`, as of at most REFRESH_MS ago. One may have
 * been turned off, unsubscribed or deleted in another process since: a statement writing their outbox
 * rows joins the endpoints, so only those still subscribing when it commits get a row.
 */
export async function subscribedEndpoints(museumId: string, type: WebhookEventType): Promise<string[]> {
  if (!subscribers.cached || Date.now() - subscribers.cached.readAt > REFRESH_MS) {
    const museums = readSubscriptions();
    subscribers.cached = { readAt: Date.now(), museums };
    museums.catch(() => {
      if (subscribers.cached?.museums === museums) subscribers.cached = null;
    });
  }
  return (await subscribers.cached.museums).get(type)?.get(museumId) ?? [];
}

/** Called after an endpoint is created, changed or deleted, so this process sees it at once. */
export function forgetWebhookSubscribers(): void {
  subscribers.cached = null;
}
