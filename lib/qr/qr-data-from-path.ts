const PREFIX = "/v1/verify-membership-qr-code";

/**
 * The QR content sent as the last path segment, decoded here from the raw path rather than taken from
 * the router's params, so nothing the router normalises changes what is checked. Malformed
 * percent-encoding reads as no code (null).
 */
export function qrDataFromPath(url: string): string | null {
  const path = new URL(url).pathname;
  if (!path.startsWith(`${PREFIX}/`)) return null;
  try {
    return decodeURIComponent(path.slice(PREFIX.length + 1));
  } catch {
    return null;
  }
}

/**
 * For the custom server, before Next routes a request: Next answers 500 to a path segment that is
 * not valid percent-encoding, redirects an empty or dot segment, and 404s a raw slash (or backslash, read as one). None of these
 * can be a code (a real one is one encoded segment), so they go to the empty-code route, which
 * answers 200 { valid: false } after the usual API key check.
 */
export function routableVerifyUrl(url: string): string {
  if (!url.startsWith(`${PREFIX}/`)) return url;
  const queryAt = url.indexOf("?");
  const segment = url.slice(PREFIX.length + 1, queryAt === -1 ? undefined : queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  if (segment === "" || /[/\\]/.test(segment) || /^(?:\.|%2e){1,2}$/i.test(segment) || !decodes(segment)) return PREFIX + query;
  return url;
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
