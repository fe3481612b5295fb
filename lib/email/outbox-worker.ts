import { ConfigError } from "@/lib/config/config-error";
import { describeError, logger } from "@/lib/log/logger";
import { repeatRounds } from "@/lib/process/repeat-rounds";
import { deliverDueEmails, retryWait, type DeliverySettings } from "./deliver-due-emails";
import { emailFrom, emailTransportFromEnv } from "./transports/choose-transport";

const DEFAULT_POLL_MS = 2_000;
const DEFAULT_RETRY_BASE_MS = 30_000;
const DEFAULT_RETRY_MAX_MS = 10 * 60_000;
const DEFAULT_RETRY_WINDOW_MS = 72 * 3_600_000;

function millisecondsFrom(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a whole number of milliseconds, got "${env[name]}"`);
  return Number(raw);
}

/** Reads the email settings; a wrong one is a ConfigError, reported by `npm start` before it serves. */
export function deliverySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DeliverySettings & { pollMs: number } {
  return {
    transport: emailTransportFromEnv(env),
    from: emailFrom(env),
    retryBaseMs: millisecondsFrom("EMAIL_RETRY_BASE_MS", DEFAULT_RETRY_BASE_MS, env),
    retryMaxMs: millisecondsFrom("EMAIL_RETRY_MAX_MS", DEFAULT_RETRY_MAX_MS, env),
    retryWindowMs: millisecondsFrom("EMAIL_RETRY_WINDOW_MS", DEFAULT_RETRY_WINDOW_MS, env),
    pollMs: millisecondsFrom("EMAIL_POLL_MS", DEFAULT_POLL_MS, env),
  };
}

/**
 * `npm start` delivers queued emails in-process, polling every EMAIL_POLL_MS. A round never overlaps
 * the previous one. While the transport is unavailable the worker waits between rounds as an email
 * waits between attempts, so an outage costs one probe per wait, not one failed attempt per queued
 * email. Returns the function that stops it, which resolves once a round in progress has finished
 * (so no email is left in SENDING by a shutdown).
 */
export function startOutboxWorker(env: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  const settings = deliverySettingsFromEnv(env);
  let downRounds = 0;
  let pausedUntil = 0;
  const stop = repeatRounds("email outbox", settings.pollMs, async () => {
    if (Date.now() < pausedUntil) return;
    const done = await deliverDueEmails(settings);
    if (done.sent || done.retrying || done.failed) logger.info("email outbox round", { transport: settings.transport.name, ...done });
    downRounds = done.transportDown ? downRounds + 1 : 0;
    pausedUntil = done.transportDown ? Date.now() + retryWait(downRounds, settings) : 0;
  }, (error) => logger.error("email outbox round failed", describeError(error)));
  return async () => {
    await stop();
    settings.transport.close?.();
  };
}
