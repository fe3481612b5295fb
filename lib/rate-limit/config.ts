import { environment, setting, type SettingsSource } from "@/lib/config/settings";

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
  /** MCP requests that only set up or keep a connection, per user (lib/mcp/protocol-messages.ts). */
  mcpProtocol: LimitRule;
  ip: LimitRule;
  failedAuth: LimitRule;
  /** How often each process adds its counts to the store and reads back the totals. */
  flushMs: number;
  /** Redis instead of the database as the shared store. */
  redisUrl: string | null;
}

export function readRateLimitConfig(env: SettingsSource = environment()): RateLimitConfig {
  return {
    enabled: setting("RATE_LIMITS", env) === "on",
    apiKey: { scope: "api-key", limit: setting("RATE_LIMIT_API_KEY_PER_SECOND", env), windowSeconds: 1 },
    user: { scope: "user", limit: setting("RATE_LIMIT_USER_PER_SECOND", env), windowSeconds: 1 },
    mcpProtocol: { scope: "mcp-protocol", limit: setting("RATE_LIMIT_MCP_PROTOCOL_PER_SECOND", env), windowSeconds: 1 },
    ip: { scope: "ip", limit: setting("RATE_LIMIT_IP_PER_SECOND", env), windowSeconds: 1 },
    failedAuth: { scope: "failed-auth", limit: setting("RATE_LIMIT_FAILED_AUTH_PER_MINUTE", env), windowSeconds: 60 },
    flushMs: setting("RATE_LIMIT_FLUSH_MS", env),
    redisUrl: setting("REDIS_URL", env) ?? null,
  };
}
