import { ConfigError } from "@/lib/config/config-error";
import { describeError, logger } from "@/lib/log/logger";
import { repeatRounds } from "@/lib/process/repeat-rounds";
import { sendDailySummaries } from "./send-daily-summaries";

const DEFAULT_CHECK_SECONDS = "300";

/** Reads DAILY_SUMMARY_CHECK_SECONDS (README, "Configuration"): seconds between checks, 0 for none. */
export function dailySummaryCheckSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DAILY_SUMMARY_CHECK_SECONDS?.trim() || DEFAULT_CHECK_SECONDS;
  if (!/^\d{1,6}$/.test(raw)) throw new ConfigError(`DAILY_SUMMARY_CHECK_SECONDS must be a whole number of seconds, got "${raw}"`);
  return Number(raw);
}

/**
 * `npm start` queues the daily summaries that are due in-process, beside the expiry sweep: every
 * DAILY_SUMMARY_CHECK_SECONDS (default 300, so a summary due at 06:00 is queued by 06:05; 0 turns it
 * off). A check never overlaps the previous one; several processes may check at once, since each
 * email is queued at most once (send-daily-summaries.ts). Returns the function that stops it.
 */
export function startDailySummarySender(env: Record<string, string | undefined> = process.env): () => Promise<void> {
  const seconds = dailySummaryCheckSeconds(env);
  if (seconds === 0) return async () => undefined;
  return repeatRounds("daily summaries", seconds * 1000, async () => {
    const { queued } = await sendDailySummaries();
    if (queued > 0) logger.info("queued daily summaries", { queued });
  }, (error) => logger.error("daily summary check failed", describeError(error)));
}
