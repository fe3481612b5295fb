import { isLoopbackHostname } from "./mcp-origin";

// Redirect URIs: https anywhere, or http on a loopback host for native apps (RFC 8252 7.3). They match
// exactly, except that a loopback redirect may use any port: native apps take whichever port is free.

const MAX_LENGTH = 2000;

/** Why `raw` cannot be registered as a redirect URI, or null when it can. */
export function redirectUriProblem(raw: string): string | null {
  if (raw.length > MAX_LENGTH) return `a redirect URI may be at most ${MAX_LENGTH} characters`;
  // URL parsing drops these silently (leading and trailing ones, tabs and newlines anywhere), so a
  // URI with them would match a registered one it is not equal to, and be stored as given.
  if (/[\u0000-\u0020\u007f]/.test(raw)) return "a redirect URI may not contain spaces or control characters";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw.slice(0, 100)}" is not an absolute URL`;
  }
  if (raw.includes("#")) return "a redirect URI may not have a fragment";
  if (url.username || url.password) return "a redirect URI may not carry a user name or password";
  if (url.protocol === "https:" && url.hostname) return null;
  if (url.protocol === "http:" && isLoopbackHostname(url.hostname)) return null;
  return `"${raw.slice(0, 100)}" must use https, or http on a loopback host (localhost, 127.0.0.1, [::1])`;
}

function sameIgnoringLoopbackPort(requested: URL, registered: URL): boolean {
  return (
    requested.protocol === "http:" &&
    registered.protocol === "http:" &&
    isLoopbackHostname(requested.hostname) &&
    requested.hostname === registered.hostname &&
    requested.pathname === registered.pathname &&
    requested.search === registered.search
  );
}

/** Whether `requested` may be used with a client registered with `registered`. */
export function matchesRegisteredRedirect(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  if (redirectUriProblem(requested) !== null) return false;
  const url = new URL(requested);
  return registered.some((candidate) => URL.canParse(candidate) && sameIgnoringLoopbackPort(url, new URL(candidate)));
}
