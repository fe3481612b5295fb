import { ConfigError } from "@/lib/config/config-error";
import { describeError, logger } from "@/lib/log/logger";
import { repeatRounds } from "@/lib/process/repeat-rounds";
import { BATCH_SIZE, deliverDueWebhooks, type WebhookDeliverySettings, type WebhookRound } from "./deliver-due-webhooks";
import { urlPolicyFromEnv } from "./url-safety";

// The webhook worker `npm start` runs in-process beside the email outbox worker (lib/server/start-server.ts;
// docs/webhooks.md, "Settings"). Its log lines name counts, never a URL's secret or a payload.

const DEFAULT_POLL_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 10_000;
// 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h until the window closes.
const DEFAULT_RETRY_WAITS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
const DEFAULT_RETRY_WINDOW_MS = 3 * 86_400_000;
// A tick goes on with the next batch while each comes back full (a busy museum's events keep up with
// its changes instead of 200 a second), up to this many, so a stop waits for a bounded round.
const MAX_BATCHES_PER_TICK = 25;

function wholeMs(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1) throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return Number(text);
}

export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookDeliverySettings & { pollMs: number } {
  const waits = env.WEBHOOK_RETRY_WAITS_MS?.trim();
  return {
    policy: urlPolicyFromEnv(env),
    pollMs: wholeMs("WEBHOOK_POLL_MS", env.WEBHOOK_POLL_MS, DEFAULT_POLL_MS),
    timeoutMs: wholeMs("WEBHOOK_TIMEOUT_MS", env.WEBHOOK_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
    retryWaitsMs: waits ? waits.split(",").map((wait) => wholeMs("WEBHOOK_RETRY_WAITS_MS", wait, 0)) : DEFAULT_RETRY_WAITS_MS,
    retryWindowMs: wholeMs("WEBHOOK_RETRY_WINDOW_MS", env.WEBHOOK_RETRY_WINDOW_MS, DEFAULT_RETRY_WINDOW_MS),
  };
}

/** Starts polling; the function it answers stops it once a round in progress has finished. */
export function startWebhookWorker(env: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  const settings = webhookSettingsFromEnv(env);
  return repeatRounds("webhook outbox", settings.pollMs, async () => {
    const done: Omit<WebhookRound, "claimed"> = { delivered: 0, retrying: 0, failed: 0 };
    for (let batch = 1; batch <= MAX_BATCHES_PER_TICK; batch += 1) {
      const { claimed, ...round } = await deliverDueWebhooks(settings);
      done.delivered += round.delivered;
      done.retrying += round.retrying;
      done.failed += round.failed;
      if (claimed < BATCH_SIZE) break;
    }
    if (done.delivered || done.retrying || done.failed) logger.info("webhook round", { ...done });
  }, (error) => logger.error("webhook round failed", describeError(error)));
}
