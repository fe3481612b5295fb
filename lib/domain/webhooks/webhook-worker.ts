import { logger } from "@/lib/log/logger";
import type { BackgroundRounds } from "@/lib/process/repeat-rounds";
import { BATCH_SIZE, deliverDueWebhooks, type WebhookDeliverySettings, type WebhookRound } from "./deliver-due-webhooks";
import { urlPolicyFromEnv } from "./url-safety";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";

// The webhook worker `npm start` runs in-process beside the email outbox worker (lib/server/start-server.ts;
// docs/webhooks.md, "Settings"). Its log lines name counts, never a URL's secret or a payload.

// A tick goes on with the next batch while each comes back full (a busy museum's events keep up with
// its changes instead of 200 a second), up to this many, so a stop waits for a bounded round.
const MAX_BATCHES_PER_TICK = 25;

export function webhookSettingsFromEnv(env: SettingsSource = environment()): WebhookDeliverySettings & { pollMs: number } {
  return {
    policy: urlPolicyFromEnv(env),
    pollMs: setting("WEBHOOK_POLL_MS", env),
    timeoutMs: setting("WEBHOOK_TIMEOUT_MS", env),
    retryWaitsMs: setting("WEBHOOK_RETRY_WAITS_MS", env),
    retryWindowMs: setting("WEBHOOK_RETRY_WINDOW_MS", env),
  };
}

/** Polls every WEBHOOK_POLL_MS for due deliveries. */
export const webhookOutboxRounds: BackgroundRounds = {
  name: "webhook outbox",
  interval: "WEBHOOK_POLL_MS",
  prepare(env) {
    const settings = webhookSettingsFromEnv(env);
    return { round: () => webhookRound(settings) };
  },
};

async function webhookRound(settings: WebhookDeliverySettings): Promise<void> {
  const done: Omit<WebhookRound, "claimed"> = { delivered: 0, retrying: 0, failed: 0 };
  for (let batch = 1; batch <= MAX_BATCHES_PER_TICK; batch += 1) {
    const { claimed, ...round } = await deliverDueWebhooks(settings);
    done.delivered += round.delivered;
    done.retrying += round.retrying;
    done.failed += round.failed;
    if (claimed < BATCH_SIZE) break;
  }
  if (done.delivered || done.retrying || done.failed) logger.info("webhook round", { ...done });
}
