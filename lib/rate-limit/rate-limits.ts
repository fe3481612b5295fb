import type { RateLimit } from "@/lib/config/settings";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import { AppError } from "@/lib/errors/app-error";
import { processWide } from "@/lib/process/process-wide";
import { readRateLimitConfig, type LimitRule, type RateLimitConfig } from "./config";
import type { CountStore } from "./count-store";
import { postgresStore } from "./postgres-store";
import { redisStore } from "./redis-store";
import { sqliteStore } from "./sqlite-store";
import { WindowLimiter, type Decision } from "./window-limiter";

// The API's limits (docs/reliability.md#rate-limits): per API key, per user, per client address,
// and a strict one on failed authentications per address; and the exact limits of the sign-in
// service and the OAuth steps (docs/auth.md#rate-limits), which RATE_LIMITS=off leaves on since
// they guard codes and credentials. One limiter per process (lib/process/process-wide.ts): the
// server layer's copy of this module and Next's bundle of the route handlers must count into the
// same windows.

export type LimitName = "apiKey" | "user" | "mcpProtocol" | "ip" | "failedAuth";

interface RateLimits {
  config: RateLimitConfig;
  limiter: WindowLimiter;
}

// Emptied by stopRateLimits, so a later start (a test's) reads the settings again.
const running = processWide("rate-limits", () => ({ current: undefined as RateLimits | undefined }));

function storeFor(config: RateLimitConfig): CountStore {
  const database = parseDatabaseUrl();
  if (config.redisUrl) return redisStore(config.redisUrl, database.url);
  return database.provider === "sqlite" ? sqliteStore() : postgresStore();
}

function rateLimits(): RateLimits {
  if (!running.current) {
    const config = readRateLimitConfig();
    running.current = { config, limiter: new WindowLimiter(storeFor(config), config.flushMs) };
  }
  return running.current;
}

/** Reads and checks the settings (a bad one stops `npm start` with one line). */
export function startRateLimits(): RateLimitConfig {
  return rateLimits().config;
}

/** Sends the counts still held here to the store and closes it. */
export async function stopRateLimits(): Promise<void> {
  const current = running.current;
  running.current = undefined;
  await current?.limiter.stop();
}

function rule(name: LimitName): LimitRule {
  return rateLimits().config[name];
}

/** Counts a request against a limit: its decision, or null with RATE_LIMITS=off. */
export function takeLimit(name: LimitName, subject: string): Decision | null {
  const { config, limiter } = rateLimits();
  return config.enabled ? limiter.take(rule(name), subject) : null;
}

/** Counts `count` requests at once (a batch of messages); the decision of the last, or the first refusal. */
export function takeLimits(name: LimitName, subject: string, count: number): Decision | null {
  let decision: Decision | null = null;
  for (let taken = 0; taken < count; taken++) {
    decision = takeLimit(name, subject);
    if (decision && !decision.allowed) return decision;
  }
  return decision;
}

/** Whether the store every process counts in answers: "off" with RATE_LIMITS=off; throws when it does not. */
export async function probeRateLimitStore(): Promise<"ok" | "off"> {
  const { config, limiter } = rateLimits();
  if (!config.enabled) return "off";
  await limiter.probe();
  return "ok";
}

/** Whether a request would be within a limit, without counting it; null with RATE_LIMITS=off. */
export function peekLimit(name: LimitName, subject: string): Decision | null {
  const { config, limiter } = rateLimits();
  return config.enabled ? limiter.peek(rule(name), subject) : null;
}

/**
 * Counts a sign-in or OAuth step against its exact limit (`scope` names it, e.g. otp-start-email;
 * `subject` is what it limits, an email or an address), or throws RATE_LIMITED with Retry-After.
 */
export async function enforceExactLimit(scope: string, subject: string, setting: RateLimit, now = Date.now()): Promise<void> {
  const decision = await rateLimits().limiter.takeExact({ scope, limit: setting.max, windowSeconds: setting.windowSeconds }, subject, now);
  if (!decision.allowed) throw rateLimitedError(decision);
}

/** RATE_LIMITED, whose details errorResponse turns into Retry-After and the RateLimit-* headers. */
export function rateLimitedError(decision: Decision): AppError {
  return new AppError("RATE_LIMITED", `Too many requests; retry in ${decision.resetSeconds} second${decision.resetSeconds === 1 ? "" : "s"}.`, {
    retryAfterSeconds: decision.resetSeconds,
    limit: decision.limit,
  });
}

/** Counts a request against a limit, or throws RATE_LIMITED. Null with RATE_LIMITS=off. */
export function enforceLimit(name: LimitName, subject: string): Decision | null {
  const decision = takeLimit(name, subject);
  if (decision && !decision.allowed) throw rateLimitedError(decision);
  return decision;
}

/** The RateLimit-* headers of an answer within the limit (none with RATE_LIMITS=off). */
export function rateLimitHeaders(decision: Decision | null): Record<string, string> {
  if (!decision) return {};
  return {
    "ratelimit-limit": String(decision.limit),
    "ratelimit-remaining": String(decision.remaining),
    "ratelimit-reset": String(decision.resetSeconds),
  };
}

/** Adds the RateLimit-* headers to a Response made by a route (GraphQL, dashboard, MCP). */
export function withRateLimitHeaders(response: Response, decision: Decision | null): Response {
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) response.headers.set(name, value);
  return response;
}

/**
 * Authenticates within the strict per-address limit on failed authentications: once an address has
 * failed too often in a minute, its requests are refused before any credential is checked, so
 * guessing learns nothing more. Only requests that sent a credential and were refused count.
 */
export async function authenticateWithinLimit<T>(clientIp: string, credentialSent: boolean, authenticate: () => Promise<T>): Promise<T> {
  const blocked = peekLimit("failedAuth", clientIp);
  if (blocked && !blocked.allowed) throw rateLimitedError(blocked);
  try {
    return await authenticate();
  } catch (error) {
    if (credentialSent && error instanceof AppError && error.code === "UNAUTHORIZED") takeLimit("failedAuth", clientIp);
    throw error;
  }
}
