import { purgeExpiredIdempotencyRecords } from "@/lib/domain/idempotency/idempotency-records";
import { applyRetention, retentionFromEnv } from "./apply-retention";
import { describeError, logger } from "@/lib/log/logger";
import type { BackgroundRounds } from "@/lib/process/repeat-rounds";
import { releaseExpiredHolds } from "@/lib/domain/reservations/release-expired-holds";

/** Retention (docs/operations.md, "Retention") is applied by the sweep, at most this often. */
const RETENTION_EVERY_MS = 3_600_000;

/**
 * `npm start` releases expired holds in-process (every EXPIRY_SWEEP_SECONDS, default 60; 0 turns it
 * off), so statuses and counters catch up without the cron route. Holds stop counting at expiresAt
 * either way; the sweep only tidies. The same sweep forgets Idempotency-Key answers older than 24 hours
 * and, hourly, applies retention (the first round after a start does it at once).
 */
export const expirySweepRounds: BackgroundRounds = {
  name: "expiry sweep",
  interval: "EXPIRY_SWEEP_SECONDS",
  prepare(env) {
    const retention = retentionFromEnv(env);
    let retentionAppliedAt = 0;
    const round = async () => {
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
    };
    return { round };
  },
};
