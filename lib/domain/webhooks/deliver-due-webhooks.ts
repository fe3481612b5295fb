import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { metrics } from "@/lib/metrics/metrics";
import { disableIfFailingForWindow } from "./disable-failing-endpoint";
import { sendWebhook } from "./send-webhook";
import type { UrlPolicy } from "./url-safety";

// Delivers the webhook outbox (docs/webhooks.md, "Delivery"), as the email outbox is delivered
// (docs/email-and-qr.md, "The outbox"): each row is claimed by a conditional update so two processes
// never send it both; a row left SENDING by a process that died is claimed again, so delivery is at
// least once. Rows about one record go to one endpoint in order: a row waits while an earlier one of
// the same record and endpoint is still queued or being sent.

const BATCH_SIZE = 50;
const MAX_ERROR_LENGTH = 1000;

export interface WebhookDeliverySettings {
  policy: UrlPolicy;
  timeoutMs: number;
  /** The waits after the 1st, 2nd, … failure; the last repeats. */
  retryWaitsMs: number[];
  /** How long after it was queued a delivery keeps being retried before it is FAILED. */
  retryWindowMs: number;
}

export interface WebhookRound {
  delivered: number;
  retrying: number;
  failed: number;
}

export const retryWaitAfter = (failures: number, waits: number[]) => waits[Math.min(failures, waits.length) - 1]!;

/** A delivery left SENDING this long (its process died mid-send) is claimed again. */
const staleAfterMs = (settings: WebhookDeliverySettings) => settings.timeoutMs * 6;

export async function deliverDueWebhooks(settings: WebhookDeliverySettings, now = new Date()): Promise<WebhookRound> {
  const due = await db().webhookDelivery.findMany({
    where: {
      endpoint: { enabled: true },
      OR: [
        { status: "QUEUED", nextAttemptAt: { lte: now } },
        { status: "SENDING", updatedAt: { lt: new Date(now.getTime() - staleAfterMs(settings)) } },
      ],
    },
    orderBy: { id: "asc" },
    take: BATCH_SIZE,
    select: { id: true, status: true, updatedAt: true, endpointId: true, subject: true },
  });
  const round: WebhookRound = { delivered: 0, retrying: 0, failed: 0 };
  // An endpoint that failed once this round is not tried again until the next one.
  const failing = new Set<string>();
  for (const candidate of due) {
    if (failing.has(candidate.endpointId) || (await waitsForEarlier(candidate))) continue;
    const outcome = await deliverOne(candidate, settings);
    if (!outcome) continue;
    round[outcome] += 1;
    if (outcome !== "delivered") failing.add(candidate.endpointId);
  }
  return round;
}

function waitsForEarlier(candidate: { id: number; endpointId: string; subject: string }): Promise<boolean> {
  return db()
    .webhookDelivery.count({ where: { endpointId: candidate.endpointId, subject: candidate.subject, id: { lt: candidate.id }, status: { in: ["QUEUED", "SENDING"] } } })
    .then((count) => count > 0);
}

/** Standard Webhooks' signature header: one signature per live secret, separated by spaces. */
export function signatures(secrets: string[], messageId: string, timestamp: Date, payload: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, payload)).join(" ");
}

async function deliverOne(candidate: { id: number; status: string; updatedAt: Date }, settings: WebhookDeliverySettings): Promise<keyof WebhookRound | null> {
  const claimed = await db().webhookDelivery.updateMany({
    where: { id: candidate.id, status: candidate.status, updatedAt: candidate.updatedAt },
    data: { status: "SENDING", attempts: { increment: 1 } },
  });
  if (claimed.count === 0) return null;
  const delivery = await db().webhookDelivery.findUniqueOrThrow({
    where: { id: candidate.id },
    select: { messageId: true, payload: true, attempts: true, createdAt: true, retryFrom: true, endpointId: true, endpoint: { select: { url: true, secret: true, previousSecret: true, previousSecretExpiresAt: true } } },
  });
  const { endpoint } = delivery;
  const startedAt = new Date();
  const secrets = [endpoint.secret, ...(endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > startedAt ? [endpoint.previousSecret] : [])];
  const headers = {
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(startedAt.getTime() / 1000)),
    "webhook-signature": signatures(secrets, delivery.messageId, startedAt, delivery.payload),
  };
  let statusCode: number | null = null;
  let response: string | null = null;
  let error: string | null = null;
  try {
    const answer = await sendWebhook(endpoint.url, headers, delivery.payload, { policy: settings.policy, timeoutMs: settings.timeoutMs });
    statusCode = answer.status;
    response = answer.body;
    if (answer.status < 200 || answer.status > 299) error = `The receiver answered ${answer.status}.`;
  } catch (thrown) {
    error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, MAX_ERROR_LENGTH);
  }
  const finishedAt = new Date();
  const windowStart = (delivery.retryFrom ?? delivery.createdAt).getTime();
  const outcome: keyof WebhookRound = !error ? "delivered" : finishedAt.getTime() - windowStart >= settings.retryWindowMs ? "failed" : "retrying";
  const nextAttemptAt = new Date(finishedAt.getTime() + retryWaitAfter(delivery.attempts, settings.retryWaitsMs));
  await db().webhookDelivery.update({
    where: { id: candidate.id },
    data: {
      status: { delivered: "DELIVERED", failed: "FAILED", retrying: "QUEUED" }[outcome],
      lastStatusCode: statusCode,
      lastResponse: response,
      lastError: error,
      ...(outcome === "delivered" ? { deliveredAt: finishedAt } : {}),
      ...(outcome === "retrying" ? { nextAttemptAt } : {}),
      tries: { create: { attemptedAt: startedAt, durationMs: finishedAt.getTime() - startedAt.getTime(), statusCode, response, error } },
    },
  });
  // The endpoint's other queued deliveries wait as long: trying them meanwhile would fail alike, and
  // while due but blocked behind this one (same record) they would fill every round's batch and hold
  // up every other museum's events.
  if (outcome === "retrying") {
    await db().webhookDelivery.updateMany({ where: { endpointId: delivery.endpointId, status: "QUEUED", nextAttemptAt: { lt: nextAttemptAt } }, data: { nextAttemptAt } });
  }
  // The receiver answers again: what waited behind a failure goes now, not after the wait it was given.
  if (outcome === "delivered") {
    await db().webhookDelivery.updateMany({ where: { endpointId: delivery.endpointId, status: "QUEUED", nextAttemptAt: { gt: finishedAt } }, data: { nextAttemptAt: finishedAt } });
  }
  metrics().webhookAttempts.inc({ outcome });
  if (outcome === "failed") await disableIfFailingForWindow(delivery.endpointId, settings.retryWindowMs, finishedAt, error);
  return outcome;
}
