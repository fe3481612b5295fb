import { ConfigError } from "./config-error";
import { setting, type SettingsSource } from "./settings";

// Every address Foyer tells people and clients about, and its default, read here and nowhere else
// (README, "Configuration"). The defaults follow PORT and MCP_PORT; `npm start` writes the ports it
// actually bound back into them, so with PORT=0 the defaults name the port picked.

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function httpOrigin(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) address such as https://tickets.museum.example, got "${raw}"`);
  }
  if (!["http:", "https:"].includes(url.protocol)) throw new ConfigError(`${name} must be an http(s) address, got "${raw}"`);
  return url;
}

/** `PUBLIC_URL`: the address people and links use; default `http://localhost:$PORT`. */
export function publicUrl(env: SettingsSource = process.env): string {
  const configured = setting("PUBLIC_URL", env);
  if (!configured) return `http://localhost:${setting("PORT", env)}`;
  httpOrigin("PUBLIC_URL", configured);
  return withoutTrailingSlash(configured);
}

/** `AUTH_URL`: the login service, the `iss` of every access token; default `PUBLIC_URL/auth`. */
export function authUrl(env: SettingsSource = process.env): string {
  const configured = setting("AUTH_URL", env);
  if (!configured) return `${publicUrl(env)}/auth`;
  httpOrigin("AUTH_URL", configured);
  return withoutTrailingSlash(configured);
}

/** `AUTH_AUDIENCE`: the `aud` of access tokens, the GraphQL API; default `PUBLIC_URL/api/graphql`. */
export function graphqlAudience(env: SettingsSource = process.env): string {
  return setting("AUTH_AUDIENCE", env) ?? `${publicUrl(env)}/api/graphql`;
}

/** The origin of the dashboard's next-auth endpoints: `NEXTAUTH_URL` when set, else `PUBLIC_URL`'s. */
export function dashboardOrigin(env: SettingsSource = process.env): string {
  const configured = setting("NEXTAUTH_URL", env);
  return new URL(configured ? httpOrigin("NEXTAUTH_URL", configured).href : publicUrl(env)).origin;
}

/**
 * `MCP_ORIGIN`: the staff tool server's public origin when hosted. Unset (null), the origin is local
 * and comes from the request (lib/oauth/mcp-origin.ts), with `http://localhost:$MCP_PORT` as default.
 */
export function configuredMcpOrigin(env: SettingsSource = process.env): string | null {
  const raw = setting("MCP_ORIGIN", env);
  if (!raw) return null;
  const url = httpOrigin("MCP_ORIGIN", raw);
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") {
    throw new ConfigError(`MCP_ORIGIN must be an http(s) origin without a path, got "${raw}"`);
  }
  return url.origin;
}

export function mcpPort(env: SettingsSource = process.env): number {
  return setting("MCP_PORT", env);
}

/** Reads every address once, so a mistake in any of them stops `npm start` before it serves. */
export function checkPublicAddresses(env: SettingsSource = process.env): void {
  authUrl(env);
  dashboardOrigin(env);
  configuredMcpOrigin(env);
}
