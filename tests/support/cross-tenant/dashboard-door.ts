import { randomUUID } from "node:crypto";
import type { TenantIds } from "./tenant";

// The dashboard's door of the cross-tenant suite: what a user signed in to the dashboard with a role
// in museum A only tries against museum B, through the dashboard's JSON routes (app/api/dashboard)
// and its pages. tests/reliability/cross-tenant-staff.test.ts reads both from the filesystem and fails
// when a route's method or a page is named by none of the tables below.

export interface DashboardAttempt {
  method: string;
  path(theirs: TenantIds, own: TenantIds): string;
  body?(theirs: TenantIds, own: TenantIds): unknown;
}

/** A read of the caller's own museum: its own records of the kind are there, the other museum's never. */
export interface DashboardRead {
  path(own: TenantIds): string;
  /** What the caller's own answer must contain (ids, names), lower-cased when compared. */
  records(of: TenantIds & { museumName: string }): string[];
  /** Query strings that find the museum's own record (total 1 or more) and, with the other museum's ids, nothing. */
  lookups?(of: TenantIds): string[];
}

const api = (museumId: string, rest = "") => `/api/dashboard/museums/${museumId}${rest}`;
const route = (rest: string) => `/api/dashboard/museums/{museumId}${rest}`;

const get = (path: DashboardAttempt["path"]): DashboardAttempt => ({ method: "GET", path });
const send = (method: string, path: DashboardAttempt["path"], body?: DashboardAttempt["body"]): DashboardAttempt => ({ method, path, body });

const PREVIEW = "?template=MEMBERSHIP_RECEIPT&language=en";
// The tenant's slot on 1 June 2027 sold a ticket (tenant.ts), so its report has a row for that slot.
const REPORT_RANGE = "?from=2027-06-01&to=2027-06-02&groupBy=timeSlot";

/** Every operation of the dashboard's JSON routes, with the other museum's ids. */
export const dashboardAttempts: Record<string, DashboardAttempt[]> = {
  [`GET ${route("/api-keys")}`]: [get((t) => api(t.museumId, "/api-keys"))],
  [`GET ${route("/audit-entries")}`]: [
    get((t) => api(t.museumId, "/audit-entries")),
    get((t) => api(t.museumId, `/audit-entries?entity=customer&entityId=${t.customerId}`)),
  ],
  [`POST ${route("/api-keys")}`]: [send("POST", (t) => api(t.museumId, "/api-keys"), () => ({ name: "Borrowed" }))],
  [`DELETE ${route("/api-keys/{id}")}`]: [
    send("DELETE", (t) => api(t.museumId, `/api-keys/${t.apiKeyId}`)),
    send("DELETE", (t, own) => api(own.museumId, `/api-keys/${t.apiKeyId}`)),
  ],
  [`GET ${route("/assistants")}`]: [get((t) => api(t.museumId, "/assistants"))],
  [`DELETE ${route("/assistants/{id}")}`]: [
    send("DELETE", (t) => api(t.museumId, `/assistants/${t.assistantGrantId}`)),
    send("DELETE", (t, own) => api(own.museumId, `/assistants/${t.assistantGrantId}`)),
  ],
  [`GET ${route("/customer-fields")}`]: [get((t) => api(t.museumId, "/customer-fields"))],
  [`POST ${route("/customer-fields")}`]: [send("POST", (t) => api(t.museumId, "/customer-fields"), () => ({ key: "borrowed", label: "Borrowed", type: "string" }))],
  [`PATCH ${route("/customer-fields/{id}")}`]: [
    send("PATCH", (t) => api(t.museumId, `/customer-fields/${t.customerFieldId}`), () => ({ label: "Taken over" })),
    send("PATCH", (t, own) => api(own.museumId, `/customer-fields/${t.customerFieldId}`), () => ({ label: "Taken over" })),
  ],
  [`DELETE ${route("/customer-fields/{id}")}`]: [
    send("DELETE", (t) => api(t.museumId, `/customer-fields/${t.customerFieldId}`)),
    send("DELETE", (t, own) => api(own.museumId, `/customer-fields/${t.customerFieldId}`)),
  ],
  [`GET ${route("/email-previews")}`]: [get((t) => api(t.museumId, `/email-previews${PREVIEW}`))],
  [`GET ${route("/emails")}`]: [get((t) => api(t.museumId, "/emails"))],
  [`GET ${route("/emails/{id}")}`]: [get((t) => api(t.museumId, `/emails/${t.emailId}`)), get((t, own) => api(own.museumId, `/emails/${t.emailId}`))],
  [`GET ${route("/door-list")}`]: [get((t) => api(t.museumId, "/door-list"))],
  [`GET ${route("/admission-conflicts")}`]: [get((t) => api(t.museumId, "/admission-conflicts")), get((t) => api(t.museumId, "/admission-conflicts?deviceId=Borrowed%20phone&day=2027-06-01"))],
  [`POST ${route("/offline-scans")}`]: [
    send(
      "POST",
      (t) => api(t.museumId, "/offline-scans"),
      (t) => ({ deviceId: "Borrowed phone", scans: [{ scanId: randomUUID(), qrData: t.ticketQrData, scannedAt: new Date().toISOString(), phoneDecision: "ADMITTED" }] }),
    ),
  ],
  [`GET ${route("/filter-schema")}`]: [get((t) => api(t.museumId, "/filter-schema"))],
  [`GET ${route("/customers/{id}/export")}`]: [get((t) => api(t.museumId, `/customers/${t.customerId}/export`)), get((t, own) => api(own.museumId, `/customers/${t.customerId}/export`))],
  [`GET ${route("/exports/{list}")}`]: [get((t) => api(t.museumId, "/exports/customers")), get((t) => api(t.museumId, "/exports/memberships"))],
  [`GET ${route("/reports/visits")}`]: [get((t) => api(t.museumId, `/reports/visits${REPORT_RANGE}`)), get((t) => api(t.museumId, `/reports/visits${REPORT_RANGE}&format=csv`))],
  [`GET ${route("/settings")}`]: [get((t) => api(t.museumId, "/settings"))],
  [`PATCH ${route("/settings")}`]: [send("PATCH", (t) => api(t.museumId, "/settings"), () => ({ name: "Taken over" }))],
  [`GET ${route("/webhook-endpoints")}`]: [get((t) => api(t.museumId, "/webhook-endpoints"))],
  [`POST ${route("/webhook-endpoints")}`]: [send("POST", (t) => api(t.museumId, "/webhook-endpoints"), () => ({ url: "http://127.0.0.1:9/borrowed", events: ["customer.created"] }))],
  [`PATCH ${route("/webhook-endpoints/{id}")}`]: [
    send("PATCH", (t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}`), () => ({ description: "Taken over", enabled: false })),
    send("PATCH", (t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}`), () => ({ description: "Taken over", enabled: false })),
  ],
  [`DELETE ${route("/webhook-endpoints/{id}")}`]: [
    send("DELETE", (t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}`)),
    send("DELETE", (t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}`)),
  ],
  [`POST ${route("/webhook-endpoints/{id}/rotate-secret")}`]: [
    send("POST", (t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}/rotate-secret`)),
    send("POST", (t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}/rotate-secret`)),
  ],
  [`POST ${route("/webhook-endpoints/{id}/test")}`]: [
    send("POST", (t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}/test`)),
    send("POST", (t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}/test`)),
  ],
  [`GET ${route("/webhook-endpoints/{id}/deliveries")}`]: [
    get((t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}/deliveries`)),
    get((t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}/deliveries`)),
  ],
  [`GET ${route("/webhook-endpoints/{id}/deliveries/{deliveryId}")}`]: [
    get((t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}`)),
    get((t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}`)),
    // B's delivery asked for through A's own endpoint.
    get((t, own) => api(own.museumId, `/webhook-endpoints/${own.webhookEndpointId}/deliveries/${t.webhookDeliveryId}`)),
  ],
  [`POST ${route("/webhook-endpoints/{id}/deliveries/{deliveryId}/resend")}`]: [
    send("POST", (t) => api(t.museumId, `/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}/resend`)),
    send("POST", (t, own) => api(own.museumId, `/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}/resend`)),
    send("POST", (t, own) => api(own.museumId, `/webhook-endpoints/${own.webhookEndpointId}/deliveries/${t.webhookDeliveryId}/resend`)),
  ],
};

/** The same routes read on the caller's own museum. */
export const dashboardReads: Record<string, DashboardRead> = {
  [`GET ${route("/api-keys")}`]: { path: (own) => api(own.museumId, "/api-keys"), records: (of) => [of.apiKeyId] },
  // The trail of the tenant's own making: its records were created through its API key.
  [`GET ${route("/audit-entries")}`]: {
    path: (own) => api(own.museumId, "/audit-entries?limit=1000"),
    records: (of) => [of.locationId, of.eventId, of.customerId, of.membershipId, of.ticketId],
    lookups: (of) => [`entity=customer&entityId=${of.customerId}`, `entity=location&entityId=${of.locationId}`, `entityId=${of.membershipId}`],
  },
  [`GET ${route("/assistants")}`]: { path: (own) => api(own.museumId, "/assistants"), records: (of) => [of.assistantGrantId] },
  [`GET ${route("/customer-fields")}`]: { path: (own) => api(own.museumId, "/customer-fields"), records: (of) => [of.customerFieldId, of.customerFieldKey] },
  [`GET ${route("/email-previews")}`]: { path: (own) => api(own.museumId, `/email-previews${PREVIEW}`), records: (of) => [of.museumName] },
  [`GET ${route("/emails")}`]: {
    path: (own) => api(own.museumId, "/emails"),
    records: (of) => [of.emailId],
    lookups: (of) => [`customerId=${of.customerId}`],
  },
  [`GET ${route("/emails/{id}")}`]: { path: (own) => api(own.museumId, `/emails/${own.emailId}`), records: (of) => [of.emailId, of.customerEmail] },
  [`GET ${route("/door-list")}`]: { path: (own) => api(own.museumId, "/door-list"), records: (of) => [of.membershipCodeHash] },
  // The tenants' phones admitted nothing twice, so A's own list is empty and must carry no trace of B.
  // A museum's own conflicts, and none of another's, are proven in tests/admission/admission-conflicts.test.ts.
  [`GET ${route("/admission-conflicts")}`]: { path: (own) => api(own.museumId, "/admission-conflicts"), records: () => [] },
  [`GET ${route("/filter-schema")}`]: { path: (own) => api(own.museumId, "/filter-schema"), records: (of) => [of.customerFieldKey] },
  // Every customer of the museum as CSV: its own customer, with its custom field's value, and no one of B's.
  [`GET ${route("/customers/{id}/export")}`]: { path: (own) => api(own.museumId, `/customers/${own.customerId}/export`), records: (of) => [of.customerId, of.customerEmail, of.membershipId] },
  [`GET ${route("/exports/{list}")}`]: { path: (own) => api(own.museumId, "/exports/customers"), records: (of) => [of.customerId, of.customerEmail, of.memberNumber] },
  [`GET ${route("/reports/visits")}`]: { path: (own) => api(own.museumId, `/reports/visits${REPORT_RANGE}`), records: (of) => [of.timeSlotId] },
  [`GET ${route("/settings")}`]: { path: (own) => api(own.museumId, "/settings"), records: (of) => [of.museumId, of.museumName] },
  [`GET ${route("/webhook-endpoints")}`]: { path: (own) => api(own.museumId, "/webhook-endpoints"), records: (of) => [of.webhookEndpointId] },
  [`GET ${route("/webhook-endpoints/{id}/deliveries")}`]: {
    path: (own) => api(own.museumId, `/webhook-endpoints/${own.webhookEndpointId}/deliveries`),
    records: (of) => [of.webhookDeliveryId],
  },
  [`GET ${route("/webhook-endpoints/{id}/deliveries/{deliveryId}")}`]: {
    path: (own) => api(own.museumId, `/webhook-endpoints/${own.webhookEndpointId}/deliveries/${own.webhookDeliveryId}`),
    records: (of) => [of.webhookDeliveryId],
  },
};

/** Every page whose address names a museum or a record, with the other museum's ids in it. */
export const dashboardPages: Record<string, ((theirs: TenantIds, own: TenantIds) => string)[]> = {
  "/museums/{museumId}": [(t) => `/museums/${t.museumId}`],
  "/museums/{museumId}/api-keys": [(t) => `/museums/${t.museumId}/api-keys`],
  "/museums/{museumId}/audit": [(t) => `/museums/${t.museumId}/audit`],
  "/museums/{museumId}/assistants": [(t) => `/museums/${t.museumId}/assistants`],
  "/museums/{museumId}/reports": [(t) => `/museums/${t.museumId}/reports`],
  "/museums/{museumId}/season": [(t) => `/museums/${t.museumId}/season`, (t, own) => `/museums/${own.museumId}/season?month=2027-06&event=${t.eventId}`],
  "/museums/{museumId}/customers": [(t) => `/museums/${t.museumId}/customers`],
  "/museums/{museumId}/customers/new": [(t) => `/museums/${t.museumId}/customers/new`],
  "/museums/{museumId}/customers/{customerId}": [(t) => `/museums/${t.museumId}/customers/${t.customerId}`, (t, own) => `/museums/${own.museumId}/customers/${t.customerId}`],
  "/museums/{museumId}/door-conflicts": [(t) => `/museums/${t.museumId}/door-conflicts`],
  "/museums/{museumId}/desk": [(t) => `/museums/${t.museumId}/desk`],
  "/museums/{museumId}/desk/orders/{orderId}/print": [(t) => `/museums/${t.museumId}/desk/orders/${t.orderId}/print`, (t, own) => `/museums/${own.museumId}/desk/orders/${t.orderId}/print`],
  "/museums/{museumId}/orders": [(t) => `/museums/${t.museumId}/orders`, (t, own) => `/museums/${own.museumId}/orders?timeSlot=${t.timeSlotId}`],
  "/museums/{museumId}/orders/{orderId}": [(t) => `/museums/${t.museumId}/orders/${t.orderId}`, (t, own) => `/museums/${own.museumId}/orders/${t.orderId}`],
  "/museums/{museumId}/emails": [(t) => `/museums/${t.museumId}/emails`],
  "/museums/{museumId}/events": [(t) => `/museums/${t.museumId}/events`],
  "/museums/{museumId}/events/new": [(t) => `/museums/${t.museumId}/events/new`],
  "/museums/{museumId}/events/{eventId}": [(t) => `/museums/${t.museumId}/events/${t.eventId}`, (t, own) => `/museums/${own.museumId}/events/${t.eventId}`],
  "/museums/{museumId}/events/{eventId}/ticket-types/new": [
    (t) => `/museums/${t.museumId}/events/${t.eventId}/ticket-types/new`,
    (t, own) => `/museums/${own.museumId}/events/${t.eventId}/ticket-types/new`,
  ],
  "/museums/{museumId}/events/{eventId}/ticket-types/{ticketTypeId}": [
    (t) => `/museums/${t.museumId}/events/${t.eventId}/ticket-types/${t.ticketTypeId}`,
    (t, own) => `/museums/${own.museumId}/events/${t.eventId}/ticket-types/${t.ticketTypeId}`,
    (t, own) => `/museums/${own.museumId}/events/${own.eventId}/ticket-types/${t.ticketTypeId}`,
  ],
  "/museums/{museumId}/events/{eventId}/time-slots/new": [
    (t) => `/museums/${t.museumId}/events/${t.eventId}/time-slots/new`,
    (t, own) => `/museums/${own.museumId}/events/${t.eventId}/time-slots/new`,
  ],
  "/museums/{museumId}/events/{eventId}/time-slots/{timeSlotId}": [
    (t) => `/museums/${t.museumId}/events/${t.eventId}/time-slots/${t.timeSlotId}`,
    (t, own) => `/museums/${own.museumId}/events/${t.eventId}/time-slots/${t.timeSlotId}`,
    (t, own) => `/museums/${own.museumId}/events/${own.eventId}/time-slots/${t.timeSlotId}`,
  ],
  "/museums/{museumId}/memberships": [(t) => `/museums/${t.museumId}/memberships`],
  "/museums/{museumId}/settings": [(t) => `/museums/${t.museumId}/settings`],
  "/museums/{museumId}/today": [(t) => `/museums/${t.museumId}/today`],
  "/museums/{museumId}/webhooks": [(t) => `/museums/${t.museumId}/webhooks`],
  // The door scanner takes its museum from the query; another museum's id falls back to one of the user's own.
  "/scan": [(t) => `/scan?museum=${t.museumId}`],
};

/** Pages that name no museum and no record: the front door, the sign-in pages. */
export const pagesWithoutMuseum = new Set(["/", "/sign-in", "/auth/mcp"]);
