import type { SettingsSource } from "@/lib/config/settings";
import { dailySummaryRounds } from "@/lib/domain/reports/daily-summary-sender";
import { expirySweepRounds } from "@/lib/domain/retention/expiry-sweeper";
import { visitClosingRounds } from "@/lib/domain/occupancy/close-visits";
import { personalDataRounds } from "@/lib/domain/retention/personal-data-round";
import { webhookOutboxRounds } from "@/lib/domain/webhooks/webhook-worker";
import { emailOutboxRounds } from "@/lib/email/outbox-worker";
import { describeError, logger } from "@/lib/log/logger";
import { repeatRounds, type BackgroundRounds } from "@/lib/process/repeat-rounds";

// Every piece of background work `npm start` runs, in one list: each is declared beside its code (its
// name, the setting of its interval, its round) and started and stopped here. GET /readyz reports each
// by name (docs/reliability.md, "Health and readiness"); a new piece of work is one more line below.
export const backgroundWork: readonly BackgroundRounds[] = [
  emailOutboxRounds,
  webhookOutboxRounds,
  expirySweepRounds,
  personalDataRounds,
  dailySummaryRounds,
  visitClosingRounds,
];

/** Starts every piece; answers the function that stops them all once their rounds in progress have finished. */
export function startBackgroundWork(env: SettingsSource): () => Promise<void> {
  const stops = backgroundWork.map((work) => repeatRounds(work, env, (error) => logger.error(`${work.name} round failed`, describeError(error))));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
