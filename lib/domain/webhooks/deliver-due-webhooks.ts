import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { metrics } from "@/lib/metrics/metrics";
import { claimDueDeliveries, type ClaimedDelivery } from "./claim-webhook-deliveries";
import { disableIfFailingForWindow } from "./disable-failing-endpoint";
import { recordRoundOutcomes, type RoundOutcomes, type TriedDelivery } from "./record-webhook-outcomes";
import { sendWebhook } from "./send-webhook";
import type { UrlPolicy } from "./url-safety";

// Delivers the webhook outbox (docs/webhooks.md, "Delivery"), as the email outbox is delivered
// (docs/email-and-qr.md, "The outbox"), a batch per round: one statement claims the due rows
// (claim-webhook-deliveries.ts: no row is claimed by two processes, and a record's rows are claimed
// only in order) and answers them, one reads their endpoints, the rows of different records are sent side by
// side and each record's rows one after another, and one transaction records every outcome
// (record-webhook-outcomes.ts). A row left SENDING by a process that died is claimed again, so
// delivery is at least once.

export const BATCH_SIZE = 200;
/** How many deliveries one process has in flight at once. */
const CONCURRENCY = 16;
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
  /** How many rows the round claimed: a full batch means more may be due at once. */
  claimed: number;
}

export const retryWaitAfter = (failures: number, waits: number[]) => waits[Math.min(failures, waits.length) - 1]!;

/** A delivery left SENDING this long (its process died mid-send) is claimed again. */
const staleAfterMs = (settings: WebhookDeliverySettings) => settings.timeoutMs * 6;

type Endpoint = { url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null };

/** The endpoints the claimed rows go to, by id. */
async function readEndpoints(claimed: ClaimedDelivery[]): Promise<Map<string, Endpoint>> {
  const endpoints = await db().webhookEndpoint.findMany({
    where: { id: { in: [...new Set(claimed.map((row) => row.endpointId))] } },
    select: { id: true, url: true, secret: true, previousSecret: true, previousSecretExpiresAt: true },
  });
  return new Map(endpoints.map(({ id, ...endpoint }) => [id, endpoint]));
}

export async function deliverDueWebhooks(settings: WebhookDeliverySettings, now = new Date()): Promise<WebhookRound> {
  const claimed = await claimDueDeliveries(now, new Date(now.getTime() - staleAfterMs(settings)), BATCH_SIZE);
  const round: WebhookRound = { delivered: 0, retrying: 0, failed: 0, claimed: claimed.length };
  if (claimed.length === 0) return round;
  const endpoints = await readEndpoints(claimed);
  // A claimed row is sent only this soon after its claim, so it ends well before another process
  // would take it for one left by a dead process (staleAfterMs); later ones go back to the queue.
  const sendBy = now.getTime() + staleAfterMs(settings) / 2;
  const outcomes: RoundOutcomes = { tried: [], untried: [], retryAfter: new Map(), answered: new Map() };
  const chains = new Map<string, ClaimedDelivery[]>();
  for (const delivery of claimed) {
    const key = `${delivery.endpointId}\n${delivery.subject}`;
    chains.set(key, [...(chains.get(key) ?? []), delivery]);
  }
  const waiting = [...chains.values()];
  const endedForGood: { endpointId: string; at: Date; error: string | null }[] = [];
  const sendChains = async () => {
    for (let chain = waiting.shift(); chain; chain = waiting.shift()) {
      for (const [index, delivery] of chain.entries()) {
        // An endpoint that failed this round is not tried again until the next one, and a record's
        // later rows never go before an earlier one that was not delivered.
        if (outcomes.retryAfter.has(delivery.endpointId) || Date.now() > sendBy) {
          outcomes.untried.push(...chain.slice(index).map((row) => row.id));
          break;
        }
        const tried = await sendOne(delivery, endpoints.get(delivery.endpointId)!, settings);
        outcomes.tried.push(tried);
        const outcome = tried.status === "DELIVERED" ? "delivered" : tried.status === "FAILED" ? "failed" : "retrying";
        round[outcome] += 1;
        metrics().webhookAttempts.inc({ outcome });
        if (outcome === "delivered") {
          outcomes.answered.set(delivery.endpointId, tried.finishedAt);
          continue;
        }
        if (outcome === "failed") endedForGood.push({ endpointId: delivery.endpointId, at: tried.finishedAt, error: tried.error });
        const wait = tried.nextAttemptAt ?? tried.finishedAt;
        if ((outcomes.retryAfter.get(delivery.endpointId)?.getTime() ?? 0) < wait.getTime()) outcomes.retryAfter.set(delivery.endpointId, wait);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, waiting.length) }, sendChains));
  await recordRoundOutcomes(outcomes);
  for (const failure of endedForGood) await disableIfFailingForWindow(failure.endpointId, settings.retryWindowMs, failure.at, failure.error);
  return round;
}

/** Standard Webhooks' signature header: one signature per live secret, separated by spaces. */
export function signatures(secrets: string[], messageId: string, timestamp: Date, payload: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, payload)).join(" ");
}

async function sendOne(delivery: ClaimedDelivery, endpoint: Endpoint, settings: WebhookDeliverySettings): Promise<TriedDelivery> {
  const attemptedAt = new Date();
  const secrets = [endpoint.secret, ...(endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > attemptedAt ? [endpoint.previousSecret] : [])];
  const headers = {
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(attemptedAt.getTime() / 1000)),
    "webhook-signature": signatures(secrets, delivery.messageId, attemptedAt, delivery.payload),
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
  const status = !error ? "DELIVERED" : finishedAt.getTime() - windowStart >= settings.retryWindowMs ? "FAILED" : "QUEUED";
  const nextAttemptAt = status === "QUEUED" ? new Date(finishedAt.getTime() + retryWaitAfter(delivery.attempts, settings.retryWaitsMs)) : null;
  return { id: delivery.id, status, attemptedAt, finishedAt, statusCode, response, error, nextAttemptAt };
}
