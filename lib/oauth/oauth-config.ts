import { ConfigError } from "@/lib/config/config-error";
import type { RateLimit } from "@/lib/auth/auth-config";

// The staff tool server's settings, each listed with its default in docs/mcp.md.

/** The one scope of the service (spec 5.1): everything the signed-in user may do through the tools. */
export const MCP_SCOPE = "foyer:staff";

export interface McpConfig {
  /** The public origin of the tool server when set (hosted use); unset, the origin is local (see mcp-origin.ts). */
  origin: string | null;
  /** The port `npm start` serves the tool server on, for the default origin http://localhost:$MCP_PORT. */
  port: number;
  /** Accept a login-service user token sent directly on POST / (spec 5.1, "Local use"). */
  allowUserTokens: boolean;
  ticketTtlSeconds: number;
  codeTtlSeconds: number;
  /** Upper bound of an access token's life; it never outlives the user token it stands for. */
  accessTokenTtlSeconds: number;
  /** How long a rotated refresh token may be presented again (a lost answer) before it counts as reuse. */
  refreshGraceSeconds: number;
  registerPerIp: RateLimit;
  authorizePerIp: RateLimit;
  completePerIp: RateLimit;
  tokenPerIp: RateLimit;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${env[name]}"`);
  return Number(raw);
}

function limit(env: NodeJS.ProcessEnv, name: string, max: number, windowSeconds: number): RateLimit {
  return { max: wholeNumber(env, `${name}_MAX`, max), windowSeconds: wholeNumber(env, `${name}_WINDOW_SECONDS`, windowSeconds) };
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "on", "yes"].includes(raw)) return true;
  if (["0", "false", "off", "no"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function configuredOrigin(env: NodeJS.ProcessEnv): string | null {
  const raw = env.MCP_ORIGIN?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`MCP_ORIGIN must be an http(s) origin such as https://mcp.example.org, got "${raw}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== "/") {
    throw new ConfigError(`MCP_ORIGIN must be an http(s) origin without a path, got "${raw}"`);
  }
  return url.origin;
}

export function mcpConfig(env: NodeJS.ProcessEnv = process.env): McpConfig {
  return {
    origin: configuredOrigin(env),
    port: wholeNumber(env, "MCP_PORT", 3001, 0),
    allowUserTokens: flag(env, "MCP_ALLOW_USER_TOKENS", true),
    ticketTtlSeconds: 10 * 60,
    codeTtlSeconds: 60,
    accessTokenTtlSeconds: wholeNumber(env, "MCP_ACCESS_TOKEN_TTL_SECONDS", 15 * 60),
    refreshGraceSeconds: wholeNumber(env, "MCP_REFRESH_GRACE_SECONDS", 30, 0),
    registerPerIp: limit(env, "MCP_OAUTH_REGISTER_LIMIT", 20, 60 * 60),
    authorizePerIp: limit(env, "MCP_OAUTH_AUTHORIZE_LIMIT", 60, 15 * 60),
    completePerIp: limit(env, "MCP_OAUTH_COMPLETE_LIMIT", 30, 15 * 60),
    tokenPerIp: limit(env, "MCP_OAUTH_TOKEN_LIMIT", 60, 15 * 60),
  };
}
