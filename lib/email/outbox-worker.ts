import { ConfigError } from "@/lib/config/config-error";
import { describeError, logger } from "@/lib/log/logger";
import { deliverDueEmails, type DeliverySettings } from "./deliver-due-emails";
import { emailFrom, emailTransportFromEnv } from "./transports/choose-transport";

const DEFAULT_POLL_MS = 2_000;
const DEFAULT_RETRY_BASE_MS = 30_000;

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
    pollMs: millisecondsFrom("EMAIL_POLL_MS", DEFAULT_POLL_MS, env),
  };
}

/**
 * `npm start` delivers queued emails in-process, polling every EMAIL_POLL_MS. A round never overlaps
 * the previous one. Returns the function that stops it.
 */
export function startOutboxWorker(env: NodeJS.ProcessEnv = process.env): () => void {
  const settings = deliverySettingsFromEnv(env);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    deliverDueEmails(settings)
      .then(
        (round) => (round.sent || round.retrying || round.failed) && logger.info("email outbox round", { transport: settings.transport.name, ...round }),
        (error: unknown) => logger.error("email outbox round failed", describeError(error)),
      )
      .finally(() => (busy = false));
  }, settings.pollMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    settings.transport.close?.();
  };
}
