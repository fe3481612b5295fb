import { ConfigError } from "@/lib/config/config-error";

// The API's rate limits (docs/reliability.md#rate-limits). Every number is a setting;
// RATE_LIMITS=off turns all of them off (the benchmark does).

export interface LimitRule {
  /** Names the limit in the store's keys and in the 429's details. */
  scope: string;
  /** Requests admitted per window, by every process together. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  apiKey: LimitRule;
  user: LimitRule;
  ip: LimitRule;
  failedAuth: LimitRule;
  /** How often each process adds its counts to the store and reads back the totals. */
  flushMs: number;
  /** Redis instead of the database as the shared store. */
  redisUrl: string | null;
}

function positiveInteger(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a whole number from 1, got "${env[name]}"`);
  return Number(raw);
}

function enabledFrom(env: NodeJS.ProcessEnv): boolean {
  const raw = env.RATE_LIMITS?.trim().toLowerCase();
  if (raw === undefined || raw === "" || raw === "on") return true;
  if (raw === "off") return false;
  throw new ConfigError(`RATE_LIMITS must be on or off, got "${env.RATE_LIMITS}"`);
}

export function readRateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  const flushMs = positiveInteger("RATE_LIMIT_FLUSH_MS", 100, env);
  if (flushMs > 1_000) throw new ConfigError(`RATE_LIMIT_FLUSH_MS must be at most 1000 (a window is one second), got "${env.RATE_LIMIT_FLUSH_MS}"`);
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError(`REDIS_URL must start with redis:// or rediss://`);
  return {
    enabled: enabledFrom(env),
    apiKey: { scope: "api-key", limit: positiveInteger("RATE_LIMIT_API_KEY_PER_SECOND", 3_000, env), windowSeconds: 1 },
    user: { scope: "user", limit: positiveInteger("RATE_LIMIT_USER_PER_SECOND", 50, env), windowSeconds: 1 },
    ip: { scope: "ip", limit: positiveInteger("RATE_LIMIT_IP_PER_SECOND", 5_000, env), windowSeconds: 1 },
    failedAuth: { scope: "failed-auth", limit: positiveInteger("RATE_LIMIT_FAILED_AUTH_PER_MINUTE", 20, env), windowSeconds: 60 },
    flushMs,
    redisUrl,
  };
}
