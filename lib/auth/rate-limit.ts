import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { RateLimit } from "@/lib/config/env-values";

/**
 * Counts one request against a sliding-window limit kept in the database, so every process sees the
 * same count. The hit is written before counting, so concurrent requests can never slip past the
 * limit together; a refused request takes its hit back, so hammering does not extend the lockout.
 * Throws RATE_LIMITED with the seconds until a slot frees (for Retry-After).
 */
export async function consumeRateLimit(scope: string, subject: string, limit: RateLimit, now = new Date()): Promise<void> {
  const key = createHash("sha256").update(subject).digest("hex");
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  await db().rateLimitHit.deleteMany({ where: { scope, createdAt: { lt: windowStart } } });
  const hit = await db().rateLimitHit.create({ data: { scope, key, createdAt: now }, select: { id: true } });
  const inWindow = { scope, key, createdAt: { gte: windowStart } };
  if ((await db().rateLimitHit.count({ where: inWindow })) <= limit.max) return;
  await db().rateLimitHit.delete({ where: { id: hit.id } });
  const oldest = await db().rateLimitHit.findFirst({ where: inWindow, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
  const freesAt = (oldest?.createdAt ?? now).getTime() + limit.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
  throw new AppError("RATE_LIMITED", `Too many requests; retry in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
}
