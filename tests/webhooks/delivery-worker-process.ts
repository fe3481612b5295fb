// A webhook worker of its own process for webhook-claim-race.test.ts: runs the worker's rounds
// (lib/domain/webhooks/deliver-due-webhooks.ts) back to back on DATABASE_URL, without the timer, from
// the moment it prints "ready" until every queued delivery is DELIVERED, then prints what it
// delivered as one JSON line.
import { db, disconnectAll } from "@/lib/db/client";
import { deliverDueWebhooks } from "@/lib/domain/webhooks/deliver-due-webhooks";
import { webhookSettingsFromEnv } from "@/lib/domain/webhooks/webhook-worker";

const DEADLINE_MS = 120_000;

async function main(): Promise<void> {
  const settings = webhookSettingsFromEnv();
  const deadline = Date.now() + DEADLINE_MS;
  let delivered = 0;
  await db().webhookDelivery.count();
  console.log("ready");
  while (Date.now() < deadline) {
    const round = await deliverDueWebhooks(settings);
    delivered += round.delivered;
    if (round.claimed > 0) continue;
    const [all, waiting] = await Promise.all([db().webhookDelivery.count(), db().webhookDelivery.count({ where: { status: { not: "DELIVERED" } } })]);
    if (all > 0 && waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  console.log(JSON.stringify({ delivered }));
  await disconnectAll();
}

void main();
