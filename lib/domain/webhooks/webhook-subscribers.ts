import { db } from "@/lib/db/client";
import { processWide } from "@/lib/process/process-wide";
import type { WebhookEventType } from "./webhook-event-types";

// Which museums have an enabled endpoint subscribing to a type, kept per process for the hot paths
// (the door's check-in, batched holds, orders on SQLite; docs/webhooks.md "Events"): asking the
// database on every scan or hold would cost a statement where almost always nothing subscribes. The
// set is read again after an endpoint changes in this process and at most REFRESH_MS after one
// changed in another. It is process-wide state (lib/process/process-wide.ts): the /v1 routes that
// change endpoints and Next's copy of the doors that check in must see one set.

const REFRESH_MS = 5_000;

interface Subscribers {
  cached: { readAt: number; museums: Promise<Map<string, Set<string>>> } | null;
}

const subscribers = processWide<Subscribers>("webhook-subscribers", () => ({ cached: null }));

async function readSubscriptions(): Promise<Map<string, Set<string>>> {
  const endpoints = await db().webhookEndpoint.findMany({ where: { enabled: true }, select: { museumId: true, events: true } });
  const byType = new Map<string, Set<string>>();
  for (const endpoint of endpoints) {
    for (const type of JSON.parse(endpoint.events) as string[]) {
      const museums = byType.get(type) ?? new Set<string>();
      museums.add(endpoint.museumId);
      byType.set(type, museums);
    }
  }
  return byType;
}

/** Whether an enabled endpoint of the museum subscribed to `type`, as of at most REFRESH_MS ago. */
export async function museumSubscribes(museumId: string, type: WebhookEventType): Promise<boolean> {
  if (!subscribers.cached || Date.now() - subscribers.cached.readAt > REFRESH_MS) {
    const museums = readSubscriptions();
    subscribers.cached = { readAt: Date.now(), museums };
    museums.catch(() => {
      if (subscribers.cached?.museums === museums) subscribers.cached = null;
    });
  }
  return (await subscribers.cached.museums).get(type)?.has(museumId) ?? false;
}

/** Called after an endpoint is created, changed or deleted, so this process sees it at once. */
export function forgetWebhookSubscribers(): void {
  subscribers.cached = null;
}
