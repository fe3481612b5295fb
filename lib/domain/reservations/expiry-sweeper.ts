import { ConfigError } from "@/lib/config/config-error";
import { purgeExpiredIdempotencyRecords } from "@/lib/domain/idempotency/idempotency-records";
import { describeError, logger } from "@/lib/log/logger";
import { releaseExpiredHolds } from "./release-expired-holds";

/**
 * `npm start` releases expired holds in-process (every EXPIRY_SWEEP_SECONDS, default 60; 0 turns it
 * off), so statuses and counters catch up without the cron route. Holds stop counting at expiresAt
 * either way; the sweep only tidies. The same sweep forgets Idempotency-Key answers older than 24 hours.
 * Returns the function that stops it.
 */
export function startExpirySweeper(env: NodeJS.ProcessEnv = process.env): () => void {
  const raw = env.EXPIRY_SWEEP_SECONDS?.trim() || "60";
  if (!/^\d{1,6}$/.test(raw)) throw new ConfigError(`EXPIRY_SWEEP_SECONDS must be a whole number of seconds, got "${raw}"`);
  if (Number(raw) === 0) return () => undefined;
  const timer = setInterval(() => {
    releaseExpiredHolds().then(
      ({ released, ordersReleased }) => released + ordersReleased > 0 && logger.info("released expired holds", { released, ordersReleased }),
      (error: unknown) => logger.error("expiry sweep failed", describeError(error)),
    );
    purgeExpiredIdempotencyRecords().catch((error: unknown) => logger.error("idempotency purge failed", describeError(error)));
  }, Number(raw) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
