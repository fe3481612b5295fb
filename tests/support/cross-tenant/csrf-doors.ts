import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { Tenant } from "./tenant";

// Tables for tests/reliability/csrf.test.ts: how each state-changing route of the app keeps another
// site from acting with a signed-in browser's cookies, and the shapes of request such a site can make
// a browser send. The test reads every route from the filesystem and fails on one not listed here.

/** Why another site cannot make a browser change something through the route. */
export type Defense =
  /** The session cookie; dashboardRoute refuses cross-site requests and form content types. */
  | "dashboard-route"
  /** The session cookie; only JSON bodies are read, which no form sends and no cross-site page sends without a CORS preflight. */
  | "json-only"
  /** next-auth's double-submit token (the foyer.csrf cookie and a csrfToken field). */
  | "next-auth-token"
  /** The login page's forms: refused when the browser names another site as their origin. */
  | "login-step-origin"
  /** A sealed, single-use assertion only the login page holds, instead of a cookie. */
  | "sealed-assertion"
  /** Authorized by a header a browser never adds on its own (API key, Bearer token, cron secret); cookies count for nothing. */
  | "authorization-header"
  /** Open to anyone and reads no cookie: an account, code or token travels in the body (sign-in, token and registration endpoints). */
  | "no-ambient-authority"
  /** Answers ROUTE_NOT_FOUND to everyone. */
  | "not-found";

/** Every route of the app that a POST, PUT, PATCH or DELETE reaches. */
export const stateChangingRoutes: Record<string, Defense> = {
  "POST /api/dashboard/museums/{museumId}/api-keys": "dashboard-route",
  "DELETE /api/dashboard/museums/{museumId}/api-keys/{id}": "dashboard-route",
  "DELETE /api/dashboard/museums/{museumId}/assistants/{id}": "dashboard-route",
  "POST /api/dashboard/museums/{museumId}/customer-fields": "dashboard-route",
  "PATCH /api/dashboard/museums/{museumId}/customer-fields/{id}": "dashboard-route",
  "DELETE /api/dashboard/museums/{museumId}/customer-fields/{id}": "dashboard-route",
  "PATCH /api/dashboard/museums/{museumId}/settings": "dashboard-route",
  "POST /api/dashboard/museums/{museumId}/offline-scans": "dashboard-route",
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints": "dashboard-route",
  "PATCH /api/dashboard/museums/{museumId}/webhook-endpoints/{id}": "dashboard-route",
  "DELETE /api/dashboard/museums/{museumId}/webhook-endpoints/{id}": "dashboard-route",
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints/{id}/rotate-secret": "dashboard-route",
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints/{id}/test": "dashboard-route",
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": "dashboard-route",
  "POST /api/graphql": "json-only",
  "POST /api/auth/{...nextauth}": "next-auth-token",
  "POST /auth/mcp/start": "login-step-origin",
  "POST /auth/mcp/verify": "login-step-origin",
  "POST /auth/mcp/session": "login-step-origin",
  "POST /mcp-origin/oauth/complete": "sealed-assertion",
  "POST /mcp-origin": "authorization-header",
  "DELETE /mcp-origin": "authorization-header",
  "POST /api/cron/release-expired": "authorization-header",
  "POST /auth/api/otp/start": "no-ambient-authority",
  "POST /auth/api/otp/verify": "no-ambient-authority",
  "POST /auth/api/token/refresh": "no-ambient-authority",
  "POST /mcp-origin/oauth/register": "no-ambient-authority",
  "POST /mcp-origin/oauth/token": "no-ambient-authority",
  "POST /mcp-origin/oauth/revoke": "no-ambient-authority",
};

/** /v1 is the API-key door throughout; its catch-all answers ROUTE_NOT_FOUND. */
export function defenseOf(operation: string): Defense | undefined {
  if (/^\w+ \/v1\/\{\.\.\.path\}$/.test(operation)) return "not-found";
  if (/^\w+ \/v1\//.test(operation)) return "authorization-header";
  return stateChangingRoutes[operation];
}

export const EVIL_ORIGIN = "https://evil.example";

/** The headers a browser adds when another site sends it somewhere. Each is refused on its own. */
export const crossSiteHeaders: { shape: string; headers: Record<string, string> }[] = [
  { shape: "another site's Origin", headers: { origin: EVIL_ORIGIN, "sec-fetch-site": "cross-site" } },
  { shape: 'an opaque Origin ("null": a sandboxed frame, a no-referrer page)', headers: { origin: "null", "sec-fetch-site": "cross-site" } },
  { shape: "a sibling host on the same site", headers: { origin: "http://evil.foyer.test", "sec-fetch-site": "same-site" } },
  { shape: "Sec-Fetch-Site: cross-site without an Origin", headers: { "sec-fetch-site": "cross-site" } },
];

/** A body as an HTML form on another site can send it, without a CORS preflight. */
export interface FormBody {
  shape: string;
  contentType: string;
  body: string;
}

/**
 * The three encodings of an HTML form. text/plain carries a JSON text whole (the classic trick of a
 * field named '{"name":"x","a":"' with the value '"}'); multipart is written by hand so its boundary
 * is known.
 */
export function formBodies(fields: Record<string, unknown>): FormBody[] {
  const strings = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]));
  const boundary = "----csrfboundary7MA4YWxkTrZu0gW";
  const multipart = Object.entries(strings)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  return [
    { shape: "text/plain form carrying JSON", contentType: "text/plain", body: JSON.stringify(fields) },
    { shape: "urlencoded form", contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(strings).toString() },
    { shape: "multipart form", contentType: `multipart/form-data; boundary=${boundary}`, body: `${multipart}--${boundary}--\r\n` },
  ];
}

export interface DashboardChange {
  method: string;
  path(museum: Tenant): string;
  body?: Record<string, unknown>;
}

const dashboard = (museum: Tenant, rest: string) => `/api/dashboard/museums/${museum.museumId}${rest}`;

/** One real request per changing dashboard route, in an order in which each succeeds from the dashboard itself. */
export const dashboardChanges: Record<string, DashboardChange> = {
  "POST /api/dashboard/museums/{museumId}/api-keys": { method: "POST", path: (m) => dashboard(m, "/api-keys"), body: { name: "Planted key" } },
  "PATCH /api/dashboard/museums/{museumId}/settings": { method: "PATCH", path: (m) => dashboard(m, "/settings"), body: { name: "Renamed" } },
  "POST /api/dashboard/museums/{museumId}/customer-fields": {
    method: "POST",
    path: (m) => dashboard(m, "/customer-fields"),
    body: { key: "planted", label: "Planted", type: "string" },
  },
  "PATCH /api/dashboard/museums/{museumId}/customer-fields/{id}": {
    method: "PATCH",
    path: (m) => dashboard(m, `/customer-fields/${m.customerFieldId}`),
    body: { label: "Relabelled" },
  },
  "DELETE /api/dashboard/museums/{museumId}/customer-fields/{id}": { method: "DELETE", path: (m) => dashboard(m, `/customer-fields/${m.customerFieldId}`) },
  "DELETE /api/dashboard/museums/{museumId}/api-keys/{id}": { method: "DELETE", path: (m) => dashboard(m, `/api-keys/${m.apiKeyId}`) },
  "DELETE /api/dashboard/museums/{museumId}/assistants/{id}": { method: "DELETE", path: (m) => dashboard(m, `/assistants/${m.assistantGrantId}`) },
  // A planted scan would be stored (refused, as no code of the museum) and count among the door's records.
  "POST /api/dashboard/museums/{museumId}/offline-scans": {
    method: "POST",
    path: (m) => dashboard(m, "/offline-scans"),
    body: { deviceId: "Planted phone", scans: [{ scanId: randomUUID(), qrData: "planted", scannedAt: new Date().toISOString(), phoneDecision: "ADMITTED" }] },
  },
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints": {
    method: "POST",
    path: (m) => dashboard(m, "/webhook-endpoints"),
    body: { url: "http://127.0.0.1:9/planted", events: ["customer.created"] },
  },
  "PATCH /api/dashboard/museums/{museumId}/webhook-endpoints/{id}": {
    method: "PATCH",
    path: (m) => dashboard(m, `/webhook-endpoints/${m.webhookEndpointId}`),
    body: { description: "Redirected" },
  },
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints/{id}/rotate-secret": { method: "POST", path: (m) => dashboard(m, `/webhook-endpoints/${m.webhookEndpointId}/rotate-secret`) },
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints/{id}/test": { method: "POST", path: (m) => dashboard(m, `/webhook-endpoints/${m.webhookEndpointId}/test`) },
  "POST /api/dashboard/museums/{museumId}/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": {
    method: "POST",
    path: (m) => dashboard(m, `/webhook-endpoints/${m.webhookEndpointId}/deliveries/${m.webhookDeliveryId}/resend`),
  },
  // Last of the endpoint's: it takes the endpoint's deliveries with it.
  "DELETE /api/dashboard/museums/{museumId}/webhook-endpoints/{id}": { method: "DELETE", path: (m) => dashboard(m, `/webhook-endpoints/${m.webhookEndpointId}`) },
};

/** What a user's sign-in could change: codes and their attempts, token families, OAuth grants and consents, codes emailed. */
export async function snapshotSignIn(userId: string, email: string): Promise<string> {
  const byId = { orderBy: { id: "asc" as const } };
  return JSON.stringify({
    codes: await db().signInCode.findMany({ where: { userId }, ...byId }),
    refreshTokens: await db().refreshToken.findMany({ where: { userId }, ...byId }),
    grants: await db().oAuthGrant.findMany({ where: { userId }, ...byId }),
    consents: await db().oAuthConsent.findMany({ where: { userId }, orderBy: { clientId: "asc" } }),
    tickets: await db().oAuthAuthorizationTicket.findMany(byId),
    emails: await db().emailOutbox.findMany({ where: { to: email }, select: { id: true }, ...byId }),
  });
}
