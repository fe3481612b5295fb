import { mcpConfig } from "./oauth-config";

// The tool server's origin is both the OAuth issuer and the protected resource. Clients compare the
// issuer byte for byte with the origin they used, so without MCP_ORIGIN a loopback origin is taken
// from the request itself (http://localhost:3001 and http://127.0.0.1:3001 are both local names of
// the same server). Other Host headers never become the issuer: they get the default origin, and a
// hosted deployment sets MCP_ORIGIN.

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function mcpOriginFor(request: Request): string {
  const config = mcpConfig();
  if (config.origin) return config.origin;
  const host = request.headers.get("host")?.trim().toLowerCase();
  if (host && LOOPBACK_HOST.test(host)) return `http://${host}`;
  return `http://localhost:${config.port}`;
}

/** The resource identifier of the tool server at `origin` (RFC 8707): its POST / address. */
export function resourceFor(origin: string): string {
  return `${origin}/`;
}

/** A `resource` names this server with or without the trailing slash. */
export function namesThisResource(resource: string, origin: string): boolean {
  return resource === origin || resource === resourceFor(origin);
}

export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOST.test(hostname);
}

export const oauthEndpoints = (origin: string) => ({
  authorization: `${origin}/oauth/authorize`,
  token: `${origin}/oauth/token`,
  revocation: `${origin}/oauth/revoke`,
  registration: `${origin}/oauth/register`,
  complete: `${origin}/oauth/complete`,
  protectedResourceMetadata: `${origin}/.well-known/oauth-protected-resource`,
  authorizationServerMetadata: `${origin}/.well-known/oauth-authorization-server`,
});
