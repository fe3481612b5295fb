import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { v1Routes } from "@/app/v1/openapi.json/v1-routes";
import { disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { issueAccessToken } from "@/lib/auth/access-token";
import { fastAppRoutes } from "@/lib/server/v1-dispatch";
import { buildTenant, type Tenant } from "../support/cross-tenant/tenant";
import { startFoyer, type RunningFoyer } from "../support/foyer-server";
import { sendRaw } from "../support/fuzz/raw-request";
import { conformanceSummary, expectConformingAnswer } from "../support/openapi-conformance";

// The server serves /v1 and /api/graphql by calling the route handlers itself (lib/server/v1-dispatch.ts),
// from the generated list of /v1 route files and fastAppRoutes, which Next serves too. This proves the two paths answer alike: for
// every route and every method it exports, a valid and an invalid request go through the fast path
// (one server) and through Next's router (a second server on the same database, LEAN_DISPATCH=off),
// each against a museum of its own built the same way, and the answers must have the same status,
// headers and body once what differs by nature is masked: ids, times, request ids, QR signatures,
// the museum's own name, and the bytes of QR images (which encode the membership's id). Every /v1
// answer, from either server, is also held against that server's OpenAPI document
// (tests/support/openapi-conformance.ts), so neither path can answer what the document does not say.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ghost = () => randomUUID();

interface Side {
  foyer: RunningFoyer;
  tenant: Tenant;
}

interface Request {
  path: string;
  body?: unknown;
  /** Authorization other than the side's API key ("" for none). */
  authorization?: string;
}

/** A request built against one side's museum; `make` creates, through that side, a record the request uses up. */
type Build = (ids: Tenant, make: (path: string, body: unknown) => Promise<string>) => Request | Promise<Request>;

const WRONG_KEY = "Bearer fy_not-a-key";
const slot = { startsAt: "2027-08-01T10:00:00Z", endsAt: "2027-08-01T11:00:00Z", capacity: 20 };
const ticketType = (t: Tenant) => ({ eventId: t.eventId, name: "Parity child", price: 600, masterLanguage: "en", maxQuantity: 10 });
const scheduleRule = { from: "2027-08-03", to: "2027-08-04", times: ["09:00"], durationMinutes: 45, capacity: 8 };
let deletedSchedules = 0;
const order = (t: Tenant) => ({ timeSlotId: t.timeSlotId, lines: [{ ticketTypeId: t.ticketTypeId, quantity: 2 }] });
// Never delivered: the worker does not run during the test (WEBHOOK_POLL_MS below).
const hook = { url: "http://127.0.0.1:9/parity", events: ["customer.created"] };
const membership = (t: Tenant) => ({ customerId: t.customerId, name: "Parity pass", validFrom: "2027-01-01T00:00:00Z", validTo: "2028-01-01T00:00:00Z" });

/** Per operation: a valid request, then an invalid one. */
const requests: Record<string, [Build, Build] | [Build]> = {
  "GET /v1/locations": [() => ({ path: "/v1/locations?limit=5" }), () => ({ path: "/v1/locations?limit=0" })],
  "POST /v1/locations": [() => ({ path: "/v1/locations", body: { name: "Parity hall" } }), () => ({ path: "/v1/locations", body: { name: "" } })],
  "GET /v1/locations/{id}": [(t) => ({ path: `/v1/locations/${t.locationId}` }), () => ({ path: "/v1/locations/not-a-uuid" })],
  "PATCH /v1/locations/{id}": [(t) => ({ path: `/v1/locations/${t.locationId}`, body: { name: "Parity hall, renamed" } }), (t) => ({ path: `/v1/locations/${t.locationId}`, body: { name: 42 } })],
  "DELETE /v1/locations/{id}": [async (_t, make) => ({ path: `/v1/locations/${await make("/v1/locations", { name: "Gone hall" })}` }), () => ({ path: `/v1/locations/${ghost()}` })],

  "GET /v1/events": [() => ({ path: "/v1/events?limit=5" }), () => ({ path: "/v1/events?limit=101" })],
  "POST /v1/events": [(t) => ({ path: "/v1/events", body: { name: "Parity night", locationId: t.locationId } }), () => ({ path: "/v1/events", body: {} })],
  "GET /v1/events/{id}": [(t) => ({ path: `/v1/events/${t.eventId}` }), () => ({ path: `/v1/events/${ghost()}` })],
  "PATCH /v1/events/{id}": [(t) => ({ path: `/v1/events/${t.eventId}`, body: { name: "Parity night, renamed" } }), (t) => ({ path: `/v1/events/${t.eventId}`, body: { locationId: ghost() } })],
  "DELETE /v1/events/{id}": [async (t, make) => ({ path: `/v1/events/${await make("/v1/events", { name: "Gone night", locationId: t.locationId })}` }), () => ({ path: "/v1/events/not-a-uuid" })],
  "GET /v1/events/{id}/schedules": [(t) => ({ path: `/v1/events/${t.eventId}/schedules` }), () => ({ path: `/v1/events/${ghost()}/schedules` })],
  "POST /v1/events/{id}/schedules": [(t) => ({ path: `/v1/events/${t.eventId}/schedules`, body: scheduleRule }), (t) => ({ path: `/v1/events/${t.eventId}/schedules`, body: { ...scheduleRule, times: ["24:00"] } })],
  "GET /v1/events/{id}/schedules/{scheduleId}": [(t) => ({ path: `/v1/events/${t.eventId}/schedules/${t.scheduleId}` }), (t) => ({ path: `/v1/events/${t.eventId}/schedules/${ghost()}` })],
  "PUT /v1/events/{id}/schedules/{scheduleId}": [
    (t) => ({ path: `/v1/events/${t.eventId}/schedules/${t.scheduleId}`, body: { ...scheduleRule, from: "2027-06-02", to: "2027-06-03" } }),
    (t) => ({ path: `/v1/events/${t.eventId}/schedules/${t.scheduleId}`, body: { ...scheduleRule, every: { minutes: 30, from: "10:00", to: "11:00" } } }),
  ],
  "DELETE /v1/events/{id}/schedules/{scheduleId}": [
    // A rule of its own each time: the same rule twice on one event is SCHEDULE_DUPLICATE.
    async (t, make) => ({ path: `/v1/events/${t.eventId}/schedules/${await make(`/v1/events/${t.eventId}/schedules`, { ...scheduleRule, times: [`1${(deletedSchedules += 1)}:00`] })}` }),
    (t) => ({ path: `/v1/events/${t.eventId}/schedules/not-a-uuid` }),
  ],
  "POST /v1/events/{id}/schedules/{scheduleId}/generate": [(t) => ({ path: `/v1/events/${t.eventId}/schedules/${t.scheduleId}/generate` }), () => ({ path: `/v1/events/${ghost()}/schedules/${ghost()}/generate` })],
  "GET /v1/events/{id}/ticket-types": [(t) => ({ path: `/v1/events/${t.eventId}/ticket-types` }), () => ({ path: `/v1/events/${ghost()}/ticket-types` })],

  "GET /v1/time-slots": [() => ({ path: "/v1/time-slots?limit=5" }), () => ({ path: "/v1/time-slots?offset=-1" })],
  "POST /v1/time-slots": [(t) => ({ path: "/v1/time-slots", body: { ...slot, eventId: t.eventId } }), (t) => ({ path: "/v1/time-slots", body: { ...slot, capacity: -1, eventId: t.eventId } })],
  "GET /v1/time-slots/{id}": [(t) => ({ path: `/v1/time-slots/${t.timeSlotId}` }), () => ({ path: `/v1/time-slots/${ghost()}` })],
  "PATCH /v1/time-slots/{id}": [(t) => ({ path: `/v1/time-slots/${t.timeSlotId}`, body: { capacity: 60 } }), (t) => ({ path: `/v1/time-slots/${t.timeSlotId}`, body: { capacity: -1 } })],
  "DELETE /v1/time-slots/{id}": [async (t, make) => ({ path: `/v1/time-slots/${await make("/v1/time-slots", { ...slot, eventId: t.eventId })}` }), () => ({ path: `/v1/time-slots/${ghost()}` })],

  "POST /v1/time-slots/bulk-change": [
    (t) => ({ path: "/v1/time-slots/bulk-change", body: { from: "2027-06-01", to: "2027-06-01", eventId: t.eventId, changes: { closedReason: "Parity" } } }),
    () => ({ path: "/v1/time-slots/bulk-change", body: { from: "2027-06-01", to: "2027-06-01", changes: {} } }),
  ],

  "GET /v1/settings": [() => ({ path: "/v1/settings" }), () => ({ path: "/v1/settings", authorization: WRONG_KEY })],
  "PATCH /v1/settings": [() => ({ path: "/v1/settings", body: { orderDetailsRetentionDays: 365 } }), () => ({ path: "/v1/settings", body: { orderDetailsRetentionDays: -1 } })],
  "GET /v1/reports/visits": [() => ({ path: "/v1/reports/visits?from=2027-06-01&to=2027-06-30&groupBy=ticketType" }), () => ({ path: "/v1/reports/visits?from=2027-06-30&to=2027-06-01" })],

  "GET /v1/ticket-types": [() => ({ path: "/v1/ticket-types?limit=5" }), () => ({ path: "/v1/ticket-types?limit=abc" })],
  "POST /v1/ticket-types": [(t) => ({ path: "/v1/ticket-types", body: ticketType(t) }), (t) => ({ path: "/v1/ticket-types", body: { ...ticketType(t), price: -1 } })],
  "GET /v1/ticket-types/{id}": [(t) => ({ path: `/v1/ticket-types/${t.ticketTypeId}` }), () => ({ path: `/v1/ticket-types/${ghost()}` })],
  "PATCH /v1/ticket-types/{id}": [(t) => ({ path: `/v1/ticket-types/${t.ticketTypeId}`, body: { price: 1500 } }), (t) => ({ path: `/v1/ticket-types/${t.ticketTypeId}`, body: { price: -1 } })],
  "DELETE /v1/ticket-types/{id}": [async (t, make) => ({ path: `/v1/ticket-types/${await make("/v1/ticket-types", ticketType(t))}` }), () => ({ path: `/v1/ticket-types/${ghost()}` })],

  "GET /v1/customers": [(t) => ({ path: `/v1/customers?email=${encodeURIComponent(t.customerEmail)}` }), () => ({ path: "/v1/customers?limit=0" })],
  "POST /v1/customers": [() => ({ path: "/v1/customers", body: { name: "Parity visitor", email: "visitor@example.org" } }), () => ({ path: "/v1/customers", body: { email: "not-an-email" } })],
  "GET /v1/customers/{id}": [(t) => ({ path: `/v1/customers/${t.customerId}` }), () => ({ path: `/v1/customers/${ghost()}` })],
  "PATCH /v1/customers/{id}": [(t) => ({ path: `/v1/customers/${t.customerId}`, body: { name: "Parity member, renamed" } }), (t) => ({ path: `/v1/customers/${t.customerId}`, body: { email: "nope" } })],
  "DELETE /v1/customers/{id}": [async (_t, make) => ({ path: `/v1/customers/${await make("/v1/customers", { name: "Gone visitor" })}` }), () => ({ path: `/v1/customers/${ghost()}` })],
  "GET /v1/customers/{id}/export": [
    async (_t, make) => ({ path: `/v1/customers/${await make("/v1/customers", { name: "Exported visitor", email: "exported@example.org" })}/export` }),
    () => ({ path: `/v1/customers/${ghost()}/export` }),
  ],
  "POST /v1/customers/{id}/erase": [
    async (_t, make) => ({ path: `/v1/customers/${await make("/v1/customers", { name: "Erased visitor", email: "erased@example.org" })}/erase` }),
    () => ({ path: `/v1/customers/${ghost()}/erase` }),
  ],

  "GET /v1/customer-fields": [() => ({ path: "/v1/customer-fields" }), () => ({ path: "/v1/customer-fields", authorization: WRONG_KEY })],
  "POST /v1/customer-fields": [() => ({ path: "/v1/customer-fields", body: { key: "parity_extra", label: "Extra", type: "string" } }), () => ({ path: "/v1/customer-fields", body: { key: "Bad Key!", type: "nope" } })],
  "GET /v1/customer-fields/{id}": [(t) => ({ path: `/v1/customer-fields/${t.customerFieldId}` }), () => ({ path: `/v1/customer-fields/${ghost()}` })],
  "PATCH /v1/customer-fields/{id}": [(t) => ({ path: `/v1/customer-fields/${t.customerFieldId}`, body: { label: "Relabelled" } }), (t) => ({ path: `/v1/customer-fields/${t.customerFieldId}`, body: { label: 42 } })],
  "DELETE /v1/customer-fields/{id}": [async (_t, make) => ({ path: `/v1/customer-fields/${await make("/v1/customer-fields", { key: "parity_gone", label: "Gone", type: "string" })}` }), () => ({ path: `/v1/customer-fields/${ghost()}` })],

  "GET /v1/memberships": [() => ({ path: "/v1/memberships?limit=5" }), () => ({ path: "/v1/memberships?limit=0" })],
  "POST /v1/memberships": [(t) => ({ path: "/v1/memberships", body: membership(t) }), () => ({ path: "/v1/memberships", body: {} })],
  "GET /v1/memberships/{id}": [(t) => ({ path: `/v1/memberships/${t.membershipId}` }), () => ({ path: `/v1/memberships/${ghost()}` })],
  "PATCH /v1/memberships/{id}": [(t) => ({ path: `/v1/memberships/${t.membershipId}`, body: { name: "Parity pass, renamed" } }), (t) => ({ path: `/v1/memberships/${t.membershipId}`, body: { status: "NOPE" } })],
  "DELETE /v1/memberships/{id}": [async (t, make) => ({ path: `/v1/memberships/${await make("/v1/memberships", membership(t))}` }), () => ({ path: `/v1/memberships/${ghost()}` })],
  "GET /v1/memberships/{id}/qr.png": [(t) => ({ path: `/v1/memberships/${t.membershipId}/qr.png` }), () => ({ path: `/v1/memberships/${ghost()}/qr.png` })],
  "GET /v1/memberships/{id}/check-ins": [(t) => ({ path: `/v1/memberships/${t.membershipId}/check-ins` }), () => ({ path: `/v1/memberships/${ghost()}/check-ins?limit=0` })],
  "GET /v1/memberships/{id}/qr.svg": [(t) => ({ path: `/v1/memberships/${t.membershipId}/qr.svg` }), () => ({ path: `/v1/memberships/${ghost()}/qr.svg` })],
  "POST /v1/memberships/{id}/send-email": [(t) => ({ path: `/v1/memberships/${t.membershipId}/send-email`, body: {} }), () => ({ path: `/v1/memberships/${ghost()}/send-email`, body: {} })],
  "POST /v1/memberships/{id}/send-cancel-subscription-email": [
    (t) => ({ path: `/v1/memberships/${t.membershipId}/send-cancel-subscription-email`, body: {} }),
    () => ({ path: `/v1/memberships/${ghost()}/send-cancel-subscription-email`, body: {} }),
  ],

  "GET /v1/emails": [() => ({ path: "/v1/emails" }), () => ({ path: "/v1/emails?status=LOST" })],
  "GET /v1/emails/{id}": [(t) => ({ path: `/v1/emails/${t.emailId}` }), () => ({ path: `/v1/emails/${ghost()}` })],

  "GET /v1/ticket-reservations": [() => ({ path: "/v1/ticket-reservations?limit=5" }), () => ({ path: "/v1/ticket-reservations?limit=0" })],
  "POST /v1/ticket-reservations": [(t) => ({ path: "/v1/ticket-reservations", body: { ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId } }), () => ({ path: "/v1/ticket-reservations", body: {} })],
  "GET /v1/ticket-reservations/{id}": [(t) => ({ path: `/v1/ticket-reservations/${t.reservationId}` }), () => ({ path: `/v1/ticket-reservations/${randomBytes(64).toString("hex")}` })],
  "DELETE /v1/ticket-reservations/{id}": [
    async (t, make) => ({ path: `/v1/ticket-reservations/${await make("/v1/ticket-reservations", { ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId })}` }),
    () => ({ path: "/v1/ticket-reservations/too-short" }),
  ],

  "GET /v1/tickets": [() => ({ path: "/v1/tickets?limit=5" }), () => ({ path: "/v1/tickets?limit=0" })],
  "GET /v1/tickets/{id}/qr.png": [(t) => ({ path: `/v1/tickets/${t.ticketId}/qr.png` }), () => ({ path: `/v1/tickets/${ghost()}/qr.png` })],
  "GET /v1/tickets/{id}/check-ins": [(t) => ({ path: `/v1/tickets/${t.ticketId}/check-ins` }), () => ({ path: `/v1/tickets/${ghost()}/check-ins` })],
  "GET /v1/tickets/{id}/qr.svg": [(t) => ({ path: `/v1/tickets/${t.ticketId}/qr.svg` }), () => ({ path: `/v1/tickets/${ghost()}/qr.svg` })],
  "POST /v1/tickets": [(t) => ({ path: "/v1/tickets", body: { ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId } }), () => ({ path: "/v1/tickets", body: {} })],
  "GET /v1/tickets/{id}": [(t) => ({ path: `/v1/tickets/${t.ticketId}` }), () => ({ path: `/v1/tickets/${ghost()}` })],
  "PATCH /v1/tickets/{id}": [(t) => ({ path: `/v1/tickets/${t.ticketId}`, body: { customerId: t.customerId } }), (t) => ({ path: `/v1/tickets/${t.ticketId}`, body: { status: "NOPE" } })],
  "DELETE /v1/tickets/{id}": [
    async (t, make) => ({ path: `/v1/tickets/${await make("/v1/tickets", { ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId })}` }),
    () => ({ path: `/v1/tickets/${ghost()}` }),
  ],

  "POST /v1/tickets/{id}/void": [
    async (t, make) => ({ path: `/v1/tickets/${await make("/v1/tickets", { ticketTypeId: t.ticketTypeId, timeSlotId: t.timeSlotId })}/void` }),
    () => ({ path: `/v1/tickets/${ghost()}/void` }),
  ],

  "GET /v1/orders": [() => ({ path: "/v1/orders?limit=5" }), () => ({ path: "/v1/orders?limit=0" })],
  "POST /v1/orders": [(t) => ({ path: "/v1/orders", body: order(t) }), () => ({ path: "/v1/orders", body: { lines: [] } })],
  "GET /v1/orders/{id}": [(t) => ({ path: `/v1/orders/${t.orderId}` }), () => ({ path: `/v1/orders/${ghost()}` })],
  "DELETE /v1/orders/{id}": [async (t, make) => ({ path: `/v1/orders/${await make("/v1/orders", order(t))}` }), () => ({ path: `/v1/orders/${ghost()}` })],
  "POST /v1/orders/{id}/extend": [async (t, make) => ({ path: `/v1/orders/${await make("/v1/orders", order(t))}/extend` }), () => ({ path: `/v1/orders/${ghost()}/extend` })],
  "POST /v1/orders/{id}/send-tickets": [
    async (t, make) => {
      const id = await make("/v1/orders", { ...order(t), email: "parity@example.org" });
      await make(`/v1/orders/${id}/confirm`, {});
      return { path: `/v1/orders/${id}/send-tickets` };
    },
    async (t, make) => ({ path: `/v1/orders/${await make("/v1/orders", order(t))}/send-tickets` }),
  ],
  "GET /v1/orders/{id}/group-qr.png": [
    async (t, make) => {
      const id = await make("/v1/orders", { ...order(t), group: { name: "Parity class", size: 2 } });
      await make(`/v1/orders/${id}/confirm`, {});
      return { path: `/v1/orders/${id}/group-qr.png` };
    },
    (t) => ({ path: `/v1/orders/${t.orderId}/group-qr.png` }),
  ],
  "POST /v1/orders/{id}/confirm": [async (t, make) => ({ path: `/v1/orders/${await make("/v1/orders", order(t))}/confirm` }), () => ({ path: `/v1/orders/${ghost()}/confirm` })],

  "GET /v1/verify-membership-qr-code": [() => ({ path: "/v1/verify-membership-qr-code" }), () => ({ path: "/v1/verify-membership-qr-code", authorization: WRONG_KEY })],
  "GET /v1/check-ins": [() => ({ path: "/v1/check-ins?limit=5&day=2027-03-01" }), () => ({ path: "/v1/check-ins?day=2027-02-30" })],
  "POST /v1/check-ins": [(t) => ({ path: "/v1/check-ins", body: { qrData: t.qrData, entrance: "Parity door" } }), () => ({ path: "/v1/check-ins", body: { qrData: "garbage" } })],
  "GET /v1/admission-keys": [() => ({ path: "/v1/admission-keys" }), () => ({ path: "/v1/admission-keys", authorization: WRONG_KEY })],
  "POST /v1/check-outs": [(t) => ({ path: "/v1/check-outs", body: { qrData: t.qrData, entrance: "Parity exit" } }), () => ({ path: "/v1/check-outs", body: { qrData: "garbage" } })],
  "GET /v1/occupancy": [() => ({ path: "/v1/occupancy" }), () => ({ path: "/v1/occupancy", authorization: WRONG_KEY })],
  "GET /v1/door-list": [() => ({ path: "/v1/door-list" }), () => ({ path: "/v1/door-list", authorization: WRONG_KEY })],
  "POST /v1/offline-scans": [
    (t) => ({
      path: "/v1/offline-scans",
      body: { deviceId: "Parity phone", scans: [{ scanId: randomUUID(), qrData: t.ticketQrData, scannedAt: new Date().toISOString(), phoneDecision: "ADMITTED" }] },
    }),
    () => ({ path: "/v1/offline-scans", body: { deviceId: "Parity phone", scans: [] } }),
  ],
  "GET /v1/offline-scans": [() => ({ path: "/v1/offline-scans?limit=5" }), () => ({ path: "/v1/offline-scans?filter=NOPE" })],
  "GET /v1/check-ins/{id}": [async (t, make) => ({ path: `/v1/check-ins/${await make("/v1/check-ins", { qrData: t.qrData })}` }), () => ({ path: `/v1/check-ins/${ghost()}` })],
  "GET /v1/verify-membership-qr-code/{qrData}": [(t) => ({ path: `/v1/verify-membership-qr-code/${encodeURIComponent(t.qrData)}` }), () => ({ path: "/v1/verify-membership-qr-code/garbage", authorization: WRONG_KEY })],

  "GET /v1/webhook-endpoints": [() => ({ path: "/v1/webhook-endpoints?limit=5" }), () => ({ path: "/v1/webhook-endpoints?limit=0" })],
  "POST /v1/webhook-endpoints": [() => ({ path: "/v1/webhook-endpoints", body: hook }), () => ({ path: "/v1/webhook-endpoints", body: { ...hook, events: ["order.lost"] } })],
  "GET /v1/webhook-endpoints/{id}": [(t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}` }), () => ({ path: `/v1/webhook-endpoints/${ghost()}` })],
  "PATCH /v1/webhook-endpoints/{id}": [
    (t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}`, body: { description: "Parity shop" } }),
    (t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}`, body: { events: [] } }),
  ],
  "DELETE /v1/webhook-endpoints/{id}": [async (_t, make) => ({ path: `/v1/webhook-endpoints/${await make("/v1/webhook-endpoints", hook)}` }), () => ({ path: `/v1/webhook-endpoints/${ghost()}` })],
  "POST /v1/webhook-endpoints/{id}/rotate-secret": [(t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/rotate-secret` }), () => ({ path: `/v1/webhook-endpoints/${ghost()}/rotate-secret` })],
  "POST /v1/webhook-endpoints/{id}/test": [(t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/test` }), () => ({ path: `/v1/webhook-endpoints/${ghost()}/test` })],
  "GET /v1/webhook-endpoints/{id}/deliveries/{deliveryId}": [
    (t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}` }),
    (t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries/msg_${"0".repeat(32)}` }),
  ],
  "POST /v1/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": [
    (t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries/${t.webhookDeliveryId}/resend` }),
    (t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries/not-a-delivery/resend` }),
  ],
  "GET /v1/webhook-endpoints/{id}/deliveries": [(t) => ({ path: `/v1/webhook-endpoints/${t.webhookEndpointId}/deliveries` }), () => ({ path: `/v1/webhook-endpoints/not-a-uuid/deliveries` })],

  "GET /v1/schema": [() => ({ path: "/v1/schema" }), () => ({ path: "/v1/schema", authorization: WRONG_KEY })],
  // Public and without input: no request to it is invalid.
  "GET /v1/openapi.json": [() => ({ path: "/v1/openapi.json", authorization: "" })],

  // Outside /v1, the fast path serves GraphQL too (fastAppRoutes), as staff: a user token, not the museum's key.
  "POST /api/graphql": [() => ({ path: "/api/graphql", body: { query: "{ __typename }" }, authorization: `Bearer ${staffToken}` }), () => ({ path: "/api/graphql", body: { query: "{ __typename }" } })],
};
let staffToken = "";

/** "METHOD /path" of every method each route file the fast path serves exports. */
async function declaredOperations(): Promise<string[]> {
  const operations: string[] = [];
  for (const [path, load] of Object.entries({ ...v1Routes, ...fastAppRoutes })) {
    const exported = await load();
    for (const method of METHODS) if (typeof exported[method] === "function") operations.push(`${method} ${path}`);
  }
  return operations.sort();
}

// What differs between two museums built alike, whichever path served them.
const MASKS: [RegExp, string][] = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>"],
  [/\b[0-9a-f]{128}\b/g, "<hold-id>"],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, "<time>"],
  [/([?&]k=)[A-Za-z0-9_-]{8}/g, "$1<key>"],
  [/([?&]sig=)[A-Za-z0-9_-]{43,86}/g, "$1<sig>"],
  [/parity-?(aaa|bbb)/gi, "<museum>"],
  [/whsec_[A-Za-z0-9+/]+=*/g, "<webhook secret>"],
  [/("codeHash":")[A-Za-z0-9_-]{43}/g, "$1<code hash>"],
  [/msg_[0-9a-f]{32}/g, "<webhook message id>"],
  // An order's number is random per order (docs/orders.md, "Order numbers").
  [/("number":")[2-9A-Z]{3}-[2-9A-Z]{3}/g, "$1<order number>"],
];
const mask = (text: string) => MASKS.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text);

// Framing headers depend on how the bytes were written, not on the answer. Next also compresses what
// it sends (the fast path does not: on the hot path gzip costs more than it saves on a local network)
// and says so in Vary, with its own router's request headers; the bodies are compared decoded.
const FRAMING = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "vary"]);
const VARYING = new Set(["x-request-id", "ratelimit-remaining", "ratelimit-reset"]);

interface Comparable {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function call(side: Side, method: string, request: Request): Promise<Response> {
  const authorization = request.authorization ?? `Bearer ${side.tenant.apiKey}`;
  const response = await fetch(side.foyer.baseUrl + request.path, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  await expectConformingAnswer(side.foyer.baseUrl, method, request.path, { status: response.status, headers: response.headers, text: await response.clone().text() });
  return response;
}

async function send(side: Side, method: string, request: Request): Promise<Comparable> {
  const response = await call(side, method, request);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!FRAMING.has(name)) headers[name] = VARYING.has(name) ? "<varies>" : mask(value);
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const image = headers["content-type"]?.startsWith("image/");
  return { status: response.status, headers, body: image ? `<image: ${bytes.length > 0}>` : mask(bytes.toString("utf8")) };
}

describe("the fast path (/v1 and GraphQL) and Next's router", () => {
  let fast: Side;
  let viaNext: Side;
  let previousPublicUrl: string | undefined;

  beforeAll(async () => {
    // Emails stay queued (no delivery round during the test) and holds do not expire under it, so
    // both museums change only through the requests below. One public address for both servers, which
    // QR codes and links carry.
    const quiet = { EMAIL_POLL_MS: "3600000", WEBHOOK_POLL_MS: "3600000", WEBHOOK_ALLOW_PRIVATE_URLS: "true", EXPIRY_SWEEP_SECONDS: "0", PUBLIC_URL: "http://foyer.parity.test" };
    const fastFoyer = await startFoyer("sqlite", quiet);
    const nextFoyer = await startFoyer("sqlite", { ...quiet, DATABASE_URL: fastFoyer.database.url, LEAN_DISPATCH: "off" });
    // buildTenant reads the museum's key record from the test process.
    chooseDatabaseUrl(fastFoyer.database.url);
    fast = { foyer: fastFoyer, tenant: await buildTenant(fastFoyer.baseUrl, fastFoyer.database.url, "parity-aaa") };
    viaNext = { foyer: nextFoyer, tenant: await buildTenant(nextFoyer.baseUrl, nextFoyer.database.url, "parity-bbb") };
    // Signed with the keys both servers share (they are kept in the database), for their one address.
    previousPublicUrl = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = quiet.PUBLIC_URL;
    staffToken = (await issueAccessToken({ userId: randomUUID(), email: "parity@example.org" })).accessToken;
  });
  afterAll(async () => {
    console.log(conformanceSummary());
    if (previousPublicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = previousPublicUrl;
    await disconnectAll();
    chooseDatabaseUrl(undefined);
    await viaNext?.foyer.stop();
    await fast?.foyer.stop();
  });

  it("has a valid and an invalid request for every method of every route in the list both serve", async () => {
    expect(Object.keys(requests).sort()).toEqual(await declaredOperations());
  });

  it("gives the same status, headers and body both ways", async () => {
    for (const [operation, builds] of Object.entries(requests)) {
      const method = operation.split(" ")[0]!;
      for (const [index, build] of builds.entries()) {
        const answers = [];
        for (const side of [fast, viaNext]) {
          const make = async (path: string, body: unknown) => {
            const made = await call(side, "POST", { path, body });
            const record = await made.json();
            expect(made.status, `${operation}: making ${path}: ${JSON.stringify(record)}`).toBeLessThan(300);
            // A schedule's answer nests the record beside what it made.
            return (record.id ?? record.schedule.id) as string;
          };
          answers.push(await send(side, method, await build(side.tenant, make)));
        }
        const label = `${operation}, ${index === 0 ? "valid" : "invalid"} request`;
        expect(answers[0], label).toEqual(answers[1]);
        const said = `${label}: ${answers[0]!.body.slice(0, 300)}`;
        if (index === 0) expect(answers[0]!.status, said).toBeLessThan(300);
        else expect(answers[0]!.status, said).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("gives the same answer to a path no route names (Next's catch-all on both)", async () => {
    for (const method of ["GET", "POST"]) {
      const [a, b] = [await send(fast, method, { path: "/v1/nothing/here" }), await send(viaNext, method, { path: "/v1/nothing/here" })];
      expect(a.status).toBe(404);
      expect(a).toEqual(b);
    }
  });

  it("answers 413 to an oversized body through the fast path, and still creates records", async () => {
    const huge = await send(fast, "POST", { path: "/v1/locations", body: { name: "x".repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).error.code).toBe("PAYLOAD_TOO_LARGE");
    const created = await (await call(fast, "POST", { path: "/v1/locations", body: { name: "Lean Hall" } })).json();
    const seenByNext = await call({ ...viaNext, tenant: fast.tenant }, "GET", { path: `/v1/locations/${created.id}` });
    expect(await seenByNext.json()).toEqual(created);
  });

  it("answers a method a route lacks with 405, its error body and Allow", async () => {
    const answer = await send(fast, "POST", { path: `/v1/locations/${fast.tenant.locationId}`, body: {} });
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body).error.code).toBe("METHOD_NOT_ALLOWED");
    expect(answer.headers.allow).toBe("GET, PATCH, DELETE");
  });

  it("answers headers over Node's limit with 431 and the error body, not a bare status line", async () => {
    const path = `/v1/locations?filter=${"x".repeat(20_000)}`;
    const answer = await sendRaw(fast.foyer.baseUrl, { method: "GET", path, headers: {} });
    await expectConformingAnswer(fast.foyer.baseUrl, "GET", path, answer);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: "HEADERS_TOO_LARGE", requestId: expect.any(String) });
  });
});
