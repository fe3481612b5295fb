import { ConfigError } from "@/lib/config/config-error";
import { purgeExpiredIdempotencyRecords } from "@/lib/domain/idempotency/idempotency-records";
import { describeError, logger } from "@/lib/log/logger";
import { repeatRounds } from "@/lib/process/repeat-rounds";
import { releaseExpiredHolds } from "./release-expired-holds";

/**
 * `npm start` releases expired holds in-process (every EXPIRY_SWEEP_SECONDS, default 60; 0 turns it
 * off), so statuses and counters catch up without the cron route. Holds stop counting at expiresAt
 * either way; the sweep only tidies. The same sweep forgets Idempotency-Key answers older than 24 hours.
 * Returns the function that stops it once a sweep in progress has finished.
 */
export function startExpirySweeper(env: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  const raw = env.EXPIRY_SWEEP_SECONDS?.trim() || "60";
  if (!/^\d{1,6}$/.test(raw)) throw new ConfigError(`EXPIRY_SWEEP_SECONDS must be a whole number of seconds, got "${raw}"`);
  if (Number(raw) === 0) return async () => undefined;
  return repeatRounds("expiry sweep", Number(raw) * 1000, async () => {
    const [{ released, ordersReleased }] = await Promise.all([
      releaseExpiredHolds(),
      purgeExpiredIdempotencyRecords().catch((error: unknown) => logger.error("idempotency purge failed", describeError(error))),
    ]);
    if (released + ordersReleased > 0) logger.info("released expired holds", { released, ordersReleased });
  }, (error) => logger.error("expiry sweep failed", describeError(error)));
}
