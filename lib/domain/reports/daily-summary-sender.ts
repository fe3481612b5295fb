import { logger } from "@/lib/log/logger";
import type { BackgroundRounds } from "@/lib/process/repeat-rounds";
import { sendDailySummaries } from "./send-daily-summaries";

/**
 * `npm start` queues the daily summaries that are due in-process, beside the expiry sweep: every
 * DAILY_SUMMARY_CHECK_SECONDS (default 300, so a summary due at 06:00 is queued by 06:05; 0 turns it
 * off). Several processes may check at once, since each email is queued at most once
 * (send-daily-summaries.ts).
 */
export const dailySummaryRounds: BackgroundRounds = {
  name: "daily summaries",
  interval: "DAILY_SUMMARY_CHECK_SECONDS",
  prepare() {
    const round = async () => {
      const { queued } = await sendDailySummaries();
      if (queued > 0) logger.info("queued daily summaries", { queued });
    };
    return { round };
  },
};
