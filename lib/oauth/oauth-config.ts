import { flagSetting as flag, rateLimitSetting as limit, wholeNumberSetting as wholeNumber, type RateLimit } from "@/lib/config/env-values";
import { configuredMcpOrigin, mcpPort } from "@/lib/config/public-addresses";

// The staff tool server's settings, each listed with its default in docs/mcp.md.

/** The one scope of the service (docs/mcp.md, "OAuth"): everything the signed-in user may do through the tools. */
export const MCP_SCOPE = "foyer:staff";

export interface McpConfig {
  /** The public origin of the tool server when set (hosted use); unset, the origin is local (see mcp-origin.ts). */
  origin: string | null;
  /** The port `npm start` serves the tool server on, for the default origin http://localhost:$MCP_PORT. */
  port: number;
  /** Accept a login-service user token sent directly on POST / (docs/mcp.md, "Locally, with a user token"). */
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

export function mcpConfig(env: NodeJS.ProcessEnv = process.env): McpConfig {
  return {
    origin: configuredMcpOrigin(env),
    port: mcpPort(env),
    allowUserTokens: flag(env, "MCP_ALLOW_USER_TOKENS", true),
    ticketTtlSeconds: 10 * 60,
    codeTtlSeconds: 60,
    accessTokenTtlSeconds: wholeNumber(env, "MCP_ACCESS_TOKEN_TTL_SECONDS", 15 * 60),
    refreshGraceSeconds: wholeNumber(env, "MCP_REFRESH_GRACE_SECONDS", 30, 0),
    // Clients register again on every connection and a person may connect many times while trying
    // an assistant out; the limits stop floods, not people (docs/mcp.md, "Limits").
    registerPerIp: limit(env, "MCP_OAUTH_REGISTER_LIMIT", 120, 15 * 60),
    authorizePerIp: limit(env, "MCP_OAUTH_AUTHORIZE_LIMIT", 120, 15 * 60),
    completePerIp: limit(env, "MCP_OAUTH_COMPLETE_LIMIT", 60, 15 * 60),
    tokenPerIp: limit(env, "MCP_OAUTH_TOKEN_LIMIT", 240, 15 * 60),
  };
}
