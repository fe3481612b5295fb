import type { Step } from "./handler";

// Headers the server puts on every answer of both origins (pages, /v1, GraphQL, the tool server).
//
// The policy allows inline scripts and styles: Next's App Router writes its hydration data as inline
// scripts, and nonces would force every page to render per request. It never allows eval, except
// under `npm run dev`: React's development build rebuilds server stack traces with eval, and Next's
// guide to CSP allows it there for that reason (docs/architecture.md, "The server layer").
// `form-action` is left open on purpose: the OAuth consent form ends in a redirect to the assistant's
// own redirect URI, which browsers check against form-action too.
function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob: mediastream:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The security headers for a deployment whose public address is `publicUrl`; `dev` under `npm run dev`. */
export function securityHeaders(publicUrl: string, dev = false): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(dev),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(self), microphone=(), geolocation=(), payment=()",
    "cross-origin-opener-policy": "same-origin",
    // Only over https: HSTS on a plain-http origin is ignored by browsers and would mislead.
    ...(publicUrl.startsWith("https://") ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The step that sets them, before anything else can answer. */
export function setSecurityHeaders(publicUrl: string, dev: boolean): Step {
  const headers = Object.entries(securityHeaders(publicUrl, dev));
  return (_request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    return false;
  };
}
