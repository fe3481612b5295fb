import { ConfigError } from "@/lib/config/config-error";
import { purgeExpiredIdempotencyRecords } from "@/lib/domain/idempotency/idempotency-records";
import { applyRetention, retentionFromEnv } from "@/lib/domain/retention/apply-retention";
import { describeError, logger } from "@/lib/log/logger";
import { repeatRounds } from "@/lib/process/repeat-rounds";
import { releaseExpiredHolds } from "./release-expired-holds";

/** Retention (docs/operations.md, "Retention") is applied by the sweep, at most this often. */
const RETENTION_EVERY_MS = 3_600_000;

/** Reads EXPIRY_SWEEP_SECONDS (README, "Configuration"): seconds between sweeps, 0 for none. */
export function expirySweepSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EXPIRY_SWEEP_SECONDS?.trim() || "60";
  if (!/^\d{1,6}$/.test(raw)) throw new ConfigError(`EXPIRY_SWEEP_SECONDS must be a whole number of seconds, got "${raw}"`);
  return Number(raw);
}

/**
 * `npm start` releases expired holds in-process (every EXPIRY_SWEEP_SECONDS, default 60; 0 turns it
 * off), so statuses and counters catch up without the cron route. Holds stop counting at expiresAt
 * either way; the sweep only tidies. The same sweep forgets Idempotency-Key answers older than 24 hours
 * and, hourly, applies retention (the first round after a start does it at once).
 * Returns the function that stops it once a sweep in progress has finished.
 */
export function startExpirySweeper(env: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  const seconds = expirySweepSeconds(env);
  if (seconds === 0) return async () => undefined;
  const retention = retentionFromEnv(env);
  let retentionAppliedAt = 0;
  return repeatRounds("expiry sweep", seconds * 1000, async () => {
    const [{ released, ordersReleased }] = await Promise.all([
      releaseExpiredHolds(),
      purgeExpiredIdempotencyRecords().catch((error: unknown) => logger.error("idempotency purge failed", describeError(error))),
    ]);
    if (released + ordersReleased > 0) logger.info("released expired holds", { released, ordersReleased });
    if (Date.now() - retentionAppliedAt >= RETENTION_EVERY_MS) {
      retentionAppliedAt = Date.now();
      const scrubbed = await applyRetention(retention);
      if (Object.values(scrubbed).some((count) => count > 0)) logger.info("applied retention", { ...scrubbed });
    }
  }, (error) => logger.error("expiry sweep failed", describeError(error)));
}
