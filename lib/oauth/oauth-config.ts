import { environment, perWindowLimit, setting, type RateLimit, type SettingsSource } from "@/lib/config/settings";
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

export function mcpConfig(env: SettingsSource = environment()): McpConfig {
  return {
    origin: configuredMcpOrigin(env),
    port: mcpPort(env),
    allowUserTokens: setting("MCP_ALLOW_USER_TOKENS", env),
    ticketTtlSeconds: 10 * 60,
    codeTtlSeconds: 60,
    accessTokenTtlSeconds: setting("MCP_ACCESS_TOKEN_TTL_SECONDS", env),
    refreshGraceSeconds: setting("MCP_REFRESH_GRACE_SECONDS", env),
    registerPerIp: perWindowLimit("MCP_OAUTH_REGISTER_LIMIT", env),
    authorizePerIp: perWindowLimit("MCP_OAUTH_AUTHORIZE_LIMIT", env),
    completePerIp: perWindowLimit("MCP_OAUTH_COMPLETE_LIMIT", env),
    tokenPerIp: perWindowLimit("MCP_OAUTH_TOKEN_LIMIT", env),
  };
}
