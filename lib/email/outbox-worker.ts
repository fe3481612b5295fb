import { logger } from "@/lib/log/logger";
import type { BackgroundRounds } from "@/lib/process/repeat-rounds";
import { deliverDueEmails, retryWait, type DeliverySettings } from "./deliver-due-emails";
import { emailFrom, emailTransportFromEnv } from "./transports/choose-transport";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";

/** Reads the email settings; a wrong one is a ConfigError, reported by `npm start` before it serves. */
export function deliverySettingsFromEnv(env: SettingsSource = environment()): DeliverySettings & { pollMs: number } {
  return {
    transport: emailTransportFromEnv(env),
    from: emailFrom(env),
    retryBaseMs: setting("EMAIL_RETRY_BASE_MS", env),
    retryMaxMs: setting("EMAIL_RETRY_MAX_MS", env),
    retryWindowMs: setting("EMAIL_RETRY_WINDOW_MS", env),
    pollMs: setting("EMAIL_POLL_MS", env),
  };
}

/**
 * `npm start` delivers queued emails in-process, polling every EMAIL_POLL_MS. While the transport is
 * unavailable the worker waits between rounds as an email waits between attempts, so an outage costs
 * one probe per wait, not one failed attempt per queued email. A stop waits for the round in progress
 * (so no email is left in SENDING by a shutdown), then closes the transport.
 */
export const emailOutboxRounds: BackgroundRounds = {
  name: "email outbox",
  interval: "EMAIL_POLL_MS",
  prepare(env) {
    const settings = deliverySettingsFromEnv(env);
    let downRounds = 0;
    let pausedUntil = 0;
    const round = async () => {
      if (Date.now() < pausedUntil) return;
      const done = await deliverDueEmails(settings);
      if (done.sent || done.retrying || done.failed) logger.info("email outbox round", { transport: settings.transport.name, ...done });
      downRounds = done.transportDown ? downRounds + 1 : 0;
      pausedUntil = done.transportDown ? Date.now() + retryWait(downRounds, settings) : 0;
    };
    return { round, close: () => settings.transport.close?.() };
  },
};
