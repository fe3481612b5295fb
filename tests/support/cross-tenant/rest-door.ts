import { randomUUID } from "node:crypto";
import type { TenantIds } from "./tenant";

// The REST door of the cross-tenant suite: what museum A's API key tries against museum B, for every
// operation of the OpenAPI document. tests/reliability/cross-tenant.test.ts fails when the document
// has an operation that none of the tables below names, so a new endpoint cannot be forgotten.

/** A request with another museum's ids (`theirs`), sometimes on a record of the caller's own (`own`). */
export interface RestAttempt {
  method: string;
  path(theirs: TenantIds, own: TenantIds): string;
  body?(theirs: TenantIds, own: TenantIds): unknown;
}

/** A read whose answer must show none of the other museum's records. */
export interface RestRead {
  path: string;
  /** The other museum's records this list would show, were it leaking. */
  theirs(ids: TenantIds): string[];
  /** Field for a filter on the record id (GET /v1/schema names it), when the list takes filters. */
  idField?: string;
  /** Lookups that find one record exactly (query strings). */
  lookups?(ids: TenantIds): string[];
}

const get = (path: (theirs: TenantIds, own: TenantIds) => string): RestAttempt => ({ method: "GET", path });
const del = (path: (theirs: TenantIds, own: TenantIds) => string): RestAttempt => ({ method: "DELETE", path });
const post = (path: (theirs: TenantIds, own: TenantIds) => string, body?: RestAttempt["body"]): RestAttempt => ({ method: "POST", path, body });
const patch = (path: (theirs: TenantIds, own: TenantIds) => string, body: RestAttempt["body"]): RestAttempt => ({ method: "PATCH", path, body });

const scheduleRule = { from: "2027-07-06", to: "2027-07-06", times: ["10:00"], durationMinutes: 30, capacity: 5 };

/** Operations with a path parameter, and creates that name other records: each answers as for a record that does not exist. */
export const restAttempts: Record<string, RestAttempt[]> = {
  "GET /v1/locations/{id}": [get((t) => `/v1/locations/${t.locationId}`)],
  "PATCH /v1/locations/{id}": [patch((t) => `/v1/locations/${t.locationId}`, () => ({ name: "Taken over" }))],
  "DELETE /v1/locations/{id}": [del((t) => `/v1/locations/${t.locationId}`)],

  "POST /v1/events": [post(() => "/v1/events", (t) => ({ name: "Borrowed hall", locationId: t.locationId }))],
  "GET /v1/events/{id}": [get((t) => `/v1/events/${t.eventId}`)],
  "PATCH /v1/events/{id}": [
    patch((t) => `/v1/events/${t.eventId}`, () => ({ name: "Taken over" })),
    patch((_t, own) => `/v1/events/${own.eventId}`, (t) => ({ locationId: t.locationId })),
  ],
  "DELETE /v1/events/{id}": [del((t) => `/v1/events/${t.eventId}`)],
  "GET /v1/events/{id}/ticket-types": [get((t) => `/v1/events/${t.eventId}/ticket-types`)],
  "GET /v1/events/{id}/schedules": [get((t) => `/v1/events/${t.eventId}/schedules`)],
  "POST /v1/events/{id}/schedules": [
    post((t) => `/v1/events/${t.eventId}/schedules`, () => ({ ...scheduleRule })),
    post((t) => `/v1/events/${t.eventId}/schedules?dryRun=true`, () => ({ ...scheduleRule })),
    post((_t, own) => `/v1/events/${own.eventId}/schedules`, (t) => ({ ...scheduleRule, locationId: t.locationId })),
  ],
  "GET /v1/events/{id}/schedules/{scheduleId}": [
    get((t) => `/v1/events/${t.eventId}/schedules/${t.scheduleId}`),
    get((t, own) => `/v1/events/${own.eventId}/schedules/${t.scheduleId}`),
  ],
  "PUT /v1/events/{id}/schedules/{scheduleId}": [
    { method: "PUT", path: (t) => `/v1/events/${t.eventId}/schedules/${t.scheduleId}`, body: () => ({ ...scheduleRule }) },
    { method: "PUT", path: (t, own) => `/v1/events/${own.eventId}/schedules/${t.scheduleId}`, body: () => ({ ...scheduleRule }) },
  ],
  "DELETE /v1/events/{id}/schedules/{scheduleId}": [
    del((t) => `/v1/events/${t.eventId}/schedules/${t.scheduleId}`),
    del((t, own) => `/v1/events/${own.eventId}/schedules/${t.scheduleId}`),
  ],
  "POST /v1/events/{id}/schedules/{scheduleId}/generate": [
    post((t) => `/v1/events/${t.eventId}/schedules/${t.scheduleId}/generate`),
    post((t, own) => `/v1/events/${own.eventId}/schedules/${t.scheduleId}/generate`),
  ],

  "POST /v1/time-slots": [
    post(() => "/v1/time-slots", (t) => ({ startsAt: "2027-07-01T10:00:00Z", endsAt: "2027-07-01T11:00:00Z", capacity: 5, eventId: t.eventId })),
    post(() => "/v1/time-slots", (t) => ({ startsAt: "2027-07-01T10:00:00Z", endsAt: "2027-07-01T11:00:00Z", capacity: 5, locationId: t.locationId })),
  ],
  "GET /v1/time-slots/{id}": [get((t) => `/v1/time-slots/${t.timeSlotId}`)],
  "PATCH /v1/time-slots/{id}": [
    patch((t) => `/v1/time-slots/${t.timeSlotId}`, () => ({ capacity: 1 })),
    patch((_t, own) => `/v1/time-slots/${own.timeSlotId}`, (t) => ({ eventId: t.eventId })),
    patch((_t, own) => `/v1/time-slots/${own.timeSlotId}`, (t) => ({ locationId: t.locationId })),
  ],
  "DELETE /v1/time-slots/{id}": [del((t) => `/v1/time-slots/${t.timeSlotId}`)],
  // Another museum's event or location names no slot of the caller's: nothing matches, nothing changes.
  "POST /v1/time-slots/bulk-change": [
    post(() => "/v1/time-slots/bulk-change", (t) => ({ from: "2027-06-01", to: "2027-06-02", eventId: t.eventId, changes: { closed: true } })),
    post(() => "/v1/time-slots/bulk-change", (t) => ({ from: "2027-06-01", to: "2027-06-02", locationId: t.locationId, changes: { capacity: 0 } })),
  ],

  "POST /v1/ticket-types": [
    post(() => "/v1/ticket-types", (t) => ({ eventId: t.eventId, name: "Borrowed", price: 1, masterLanguage: "en", maxQuantity: 1 })),
    post(
      () => "/v1/ticket-types",
      (t, own) => ({ eventId: own.eventId, locationId: t.locationId, name: "Borrowed", price: 1, masterLanguage: "en", maxQuantity: 1 }),
    ),
  ],
  "GET /v1/ticket-types/{id}": [get((t) => `/v1/ticket-types/${t.ticketTypeId}`)],
  "PATCH /v1/ticket-types/{id}": [
    patch((t) => `/v1/ticket-types/${t.ticketTypeId}`, () => ({ price: 0 })),
    patch((_t, own) => `/v1/ticket-types/${own.ticketTypeId}`, (t) => ({ eventId: t.eventId })),
    patch((_t, own) => `/v1/ticket-types/${own.ticketTypeId}`, (t) => ({ locationId: t.locationId })),
  ],
  "DELETE /v1/ticket-types/{id}": [del((t) => `/v1/ticket-types/${t.ticketTypeId}`)],

  "POST /v1/customers": [post(() => "/v1/customers", (t) => ({ name: "Borrowed field", customFields: { [t.customerFieldKey]: "x" } }))],
  "GET /v1/customers/{id}": [get((t) => `/v1/customers/${t.customerId}`)],
  "PATCH /v1/customers/{id}": [
    patch((t) => `/v1/customers/${t.customerId}`, () => ({ email: "thief@example.org" })),
    patch((_t, own) => `/v1/customers/${own.customerId}`, (t) => ({ customFields: { [t.customerFieldKey]: "x" } })),
  ],
  "DELETE /v1/customers/{id}": [del((t) => `/v1/customers/${t.customerId}`)],
  "POST /v1/customers/{id}/erase": [post((t) => `/v1/customers/${t.customerId}/erase`)],
  "GET /v1/customers/{id}/export": [get((t) => `/v1/customers/${t.customerId}/export`)],

  "GET /v1/customer-fields/{id}": [get((t) => `/v1/customer-fields/${t.customerFieldId}`)],
  "PATCH /v1/customer-fields/{id}": [patch((t) => `/v1/customer-fields/${t.customerFieldId}`, () => ({ label: "Taken over" }))],
  "DELETE /v1/customer-fields/{id}": [del((t) => `/v1/customer-fields/${t.customerFieldId}`)],

  "POST /v1/memberships": [
    post(() => "/v1/memberships", (t) => ({ customerId: t.customerId, name: "Borrowed", validFrom: "2027-01-01T00:00:00Z", validTo: "2028-01-01T00:00:00Z" })),
  ],
  "GET /v1/memberships/{id}": [get((t) => `/v1/memberships/${t.membershipId}`)],
  "PATCH /v1/memberships/{id}": [patch((t) => `/v1/memberships/${t.membershipId}`, () => ({ status: "CANCELLED" }))],
  "DELETE /v1/memberships/{id}": [del((t) => `/v1/memberships/${t.membershipId}`)],
  "POST /v1/memberships/{id}/send-email": [post((t) => `/v1/memberships/${t.membershipId}/send-email`)],
  "POST /v1/memberships/{id}/send-cancel-subscription-email": [post((t) => `/v1/memberships/${t.membershipId}/send-cancel-subscription-email`)],
  "GET /v1/memberships/{id}/qr.png": [get((t) => `/v1/memberships/${t.membershipId}/qr.png`)],
  "GET /v1/memberships/{id}/qr.svg": [get((t) => `/v1/memberships/${t.membershipId}/qr.svg`)],
  // Always 200; another museum's code must read { valid: false }, naming nobody.
  "GET /v1/verify-membership-qr-code/{qrData}": [get((t) => `/v1/verify-membership-qr-code/${encodeURIComponent(t.qrData)}`)],

  "POST /v1/ticket-reservations": [
    post(() => "/v1/ticket-reservations", (t) => ({ ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId })),
    post(() => "/v1/ticket-reservations", (t, own) => ({ ticketTypeId: own.ticketTypeId, timeSlotId: t.timeSlotId })),
  ],
  "GET /v1/ticket-reservations/{id}": [get((t) => `/v1/ticket-reservations/${t.reservationId}`)],
  "DELETE /v1/ticket-reservations/{id}": [del((t) => `/v1/ticket-reservations/${t.reservationId}`)],

  "POST /v1/tickets": [
    post(() => "/v1/tickets", (t) => ({ ticketReservationId: t.reservationId })),
    post(() => "/v1/tickets", (t) => ({ ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId })),
    post(() => "/v1/tickets", (t, own) => ({ ticketTypeId: own.ticketTypeId, timeSlotId: own.timeSlotId, customerId: t.customerId })),
  ],
  "GET /v1/tickets/{id}": [get((t) => `/v1/tickets/${t.ticketId}`)],
  "PATCH /v1/tickets/{id}": [
    patch((t) => `/v1/tickets/${t.ticketId}`, () => ({ status: "CANCELLED" })),
    patch((_t, own) => `/v1/tickets/${own.ticketId}`, (t) => ({ customerId: t.customerId })),
  ],
  "DELETE /v1/tickets/{id}": [del((t) => `/v1/tickets/${t.ticketId}`)],
  "GET /v1/tickets/{id}/qr.png": [get((t) => `/v1/tickets/${t.ticketId}/qr.png`)],
  "GET /v1/tickets/{id}/qr.svg": [get((t) => `/v1/tickets/${t.ticketId}/qr.svg`)],
  "GET /v1/tickets/{id}/check-ins": [get((t) => `/v1/tickets/${t.ticketId}/check-ins`)],
  "GET /v1/memberships/{id}/check-ins": [get((t) => `/v1/memberships/${t.membershipId}/check-ins`)],
  "POST /v1/tickets/{id}/void": [post((t) => `/v1/tickets/${t.ticketId}/void`)],

  "POST /v1/orders": [
    post(() => "/v1/orders", (t) => ({ timeSlotId: t.timeSlotId, lines: [{ ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    post(() => "/v1/orders", (t, own) => ({ timeSlotId: t.timeSlotId, lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1 }] })),
    post(() => "/v1/orders", (t, own) => ({ timeSlotId: own.timeSlotId, lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1 }, { ticketTypeId: t.ticketTypeId, quantity: 1 }] })),
    post(() => "/v1/orders", (t, own) => ({ timeSlotId: own.timeSlotId, customerId: t.customerId, lines: [{ ticketTypeId: own.ticketTypeId, quantity: 1 }] })),
  ],
  "GET /v1/orders/{id}": [get((t) => `/v1/orders/${t.orderId}`)],
  "DELETE /v1/orders/{id}": [del((t) => `/v1/orders/${t.orderId}`)],
  "POST /v1/orders/{id}/extend": [post((t) => `/v1/orders/${t.orderId}/extend`)],
  "POST /v1/orders/{id}/confirm": [post((t) => `/v1/orders/${t.orderId}/confirm`)],
  "POST /v1/orders/{id}/send-tickets": [post((t) => `/v1/orders/${t.orderId}/send-tickets`)],
  "GET /v1/orders/{id}/group-qr.png": [get((t) => `/v1/orders/${t.orderId}/group-qr.png`)],

  // Another museum's genuine codes must be refused exactly as codes of records that do not exist.
  "POST /v1/check-ins": [post(() => "/v1/check-ins", (t) => ({ qrData: t.qrData })), post(() => "/v1/check-ins", (t) => ({ qrData: t.ticketQrData }))],
  "GET /v1/check-ins/{id}": [get((t) => `/v1/check-ins/${t.checkInId}`)],
  "POST /v1/check-outs": [post(() => "/v1/check-outs", (t) => ({ qrData: t.qrData })), post(() => "/v1/check-outs", (t) => ({ qrData: t.ticketQrData }))],
  "POST /v1/offline-scans": [
    post(() => "/v1/offline-scans", (t) => ({ deviceId: "Door phone", scans: [{ scanId: randomUUID(), qrData: t.ticketQrData, scannedAt: new Date().toISOString(), phoneDecision: "ADMITTED" }] })),
  ],

  "GET /v1/emails/{id}": [get((t) => `/v1/emails/${t.emailId}`)],

  "GET /v1/webhook-endpoints/{id}": [get((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}`)],
  "PATCH /v1/webhook-endpoints/{id}": [patch((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}`, () => ({ url: "http://127.0.0.1:9/taken-over", enabled: false }))],
  "DELETE /v1/webhook-endpoints/{id}": [del((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}`)],
  "POST /v1/webhook-endpoints/{id}/rotate-secret": [post((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}/rotate-secret`)],
  "POST /v1/webhook-endpoints/{id}/test": [post((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}/test`)],
  "GET /v1/webhook-endpoints/{id}/deliveries": [get((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries`)],
  // Their delivery under their endpoint, and under the caller's own endpoint.
  "GET /v1/webhook-endpoints/{id}/deliveries/{deliveryId}": [
    get((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}`),
    get((t, own) => `/v1/webhook-endpoints/${own.webhookEndpointId}/deliveries/${t.webhookDeliveryId}`),
  ],
  "POST /v1/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": [
    post((t) => `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}/resend`),
    post((t, own) => `/v1/webhook-endpoints/${own.webhookEndpointId}/deliveries/${t.webhookDeliveryId}/resend`),
  ],
};

/** Lists and other reads of the caller's own museum. */
export const restReads: Record<string, RestRead> = {
  "GET /v1/locations": { path: "/v1/locations", theirs: (t) => [t.locationId], idField: "ID" },
  "GET /v1/events": { path: "/v1/events", theirs: (t) => [t.eventId], idField: "ID" },
  "GET /v1/time-slots": { path: "/v1/time-slots", theirs: (t) => [t.timeSlotId], idField: "ID" },
  "GET /v1/ticket-types": { path: "/v1/ticket-types", theirs: (t) => [t.ticketTypeId], idField: "ID" },
  "GET /v1/customers": {
    path: "/v1/customers",
    theirs: (t) => [t.customerId],
    idField: "ID",
    lookups: (t) => [`email=${encodeURIComponent(t.customerEmail)}`, `member-number=${encodeURIComponent(t.memberNumber)}`],
  },
  "GET /v1/customer-fields": { path: "/v1/customer-fields", theirs: (t) => [t.customerFieldId], idField: "ID" },
  "GET /v1/memberships": { path: "/v1/memberships", theirs: (t) => [t.membershipId], idField: "ID" },
  "GET /v1/ticket-reservations": { path: "/v1/ticket-reservations", theirs: (t) => [t.reservationId], idField: "ID" },
  "GET /v1/tickets": { path: "/v1/tickets", theirs: (t) => [t.ticketId], idField: "ID" },
  "GET /v1/orders": { path: "/v1/orders", theirs: (t) => [t.orderId], idField: "ID" },
  // The other museum sold a ticket in its slot that day: its slot must not show.
  "GET /v1/reports/visits": { path: "/v1/reports/visits?from=2027-06-01&to=2027-06-02&groupBy=timeSlot", theirs: (t) => [t.timeSlotId] },
  "GET /v1/emails": { path: "/v1/emails", theirs: (t) => [t.emailId] },
  "GET /v1/check-ins": { path: "/v1/check-ins", theirs: (t) => [t.checkInId], idField: "ID" },
  "GET /v1/offline-scans": { path: "/v1/offline-scans", theirs: (t) => [t.offlineScanId], idField: "ID" },
  // Today's door list holds the museum's own tickets and members only, named by their codes' hashes.
  "GET /v1/door-list": { path: "/v1/door-list", theirs: (t) => [t.membershipCodeHash] },
  // Occupancy names the museum's own locations only.
  "GET /v1/occupancy": { path: "/v1/occupancy", theirs: (t) => [t.locationId] },
  // The other museum's custom field must not appear among the filterable fields.
  "GET /v1/schema": { path: "/v1/schema", theirs: (t) => [t.customerFieldKey] },
  "GET /v1/verify-membership-qr-code": { path: "/v1/verify-membership-qr-code", theirs: () => [] },
  "GET /v1/webhook-endpoints": { path: "/v1/webhook-endpoints", theirs: (t) => [t.webhookEndpointId] },
  // The key's own museum's settings: never the other's.
  "GET /v1/settings": { path: "/v1/settings", theirs: (t) => [t.museumId] },
};

/** Operations that name no record and no other museum's data: nothing of B's to try them with. */
export const restWithoutOtherRecords = new Set(["GET /v1/openapi.json", "GET /v1/admission-keys", "POST /v1/locations", "POST /v1/customer-fields", "POST /v1/webhook-endpoints", "PATCH /v1/settings"]);
