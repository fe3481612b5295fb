import { randomBytes, randomUUID } from "node:crypto";
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { saveFilter } from "@/lib/domain/saved-filters/saved-filters";
import { chooseDatabaseUrl, type DatabaseProvider } from "@/lib/config/database-url";
import { apiClient } from "../api-client";
import { startFoyer, type RunningFoyer } from "../foyer-server";
import { seedMuseum } from "../seed-museum";
import { AUTH_TEST_ORIGIN } from "../sign-in";
import { codeHash } from "@/lib/qr/code-hash";

// A museum with one record of every kind, made through its own API key, for the cross-tenant suite.
// Every text it stores carries the museum's marker, so an answer that leaks any of it is easy to spot.

export interface TenantIds {
  museumId: string;
  locationId: string;
  eventId: string;
  timeSlotId: string;
  ticketTypeId: string;
  customerFieldId: string;
  customerFieldKey: string;
  customerId: string;
  customerEmail: string;
  memberNumber: string;
  membershipId: string;
  /** How the door list names the membership (lib/qr/code-hash.ts). */
  membershipCodeHash: string;
  qrData: string;
  reservationId: string;
  ticketId: string;
  ticketQrData: string;
  orderId: string;
  scheduleId: string;
  offlineScanId: string;
  checkInId: string;
  emailId: string;
  apiKeyId: string;
  webhookEndpointId: string;
  /** A test event queued for the endpoint; never sent (the pair's worker does not run). */
  webhookDeliveryId: string;
  /** The OAuth grant of an assistant one of the museum's staff connected (docs/mcp.md, "Disconnecting an assistant"). */
  assistantGrantId: string;
  savedFilterId: string;
}

export interface Tenant extends TenantIds {
  slug: string;
  apiKey: string;
  marker: string;
  museumName: string;
}

const DAY = 86_400_000;

async function created(answer: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const { status, body } = await answer;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/**
 * A staff member of the museum with a connected assistant, written straight to the database: the
 * OAuth dance itself is tested in tests/auth; here only the grant's walls matter.
 */
async function seedConnectedAssistant(museumId: string, marker: string): Promise<string> {
  const user = await db().user.create({ data: { email: `${marker}-assistant@example.org`, name: `${marker} assistant user`, roles: { create: { museumId, role: "EDITOR" } } } });
  const client = await db().oAuthClient.create({ data: { id: randomUUID(), name: `${marker} assistant`, redirectUris: "[]", grantTypes: "[]", scope: "mcp" } });
  const far = new Date(Date.now() + 30 * DAY);
  const grant = await db().oAuthGrant.create({
    data: {
      id: randomUUID(),
      clientId: client.id,
      userId: user.id,
      issuer: "http://127.0.0.1",
      resource: "http://127.0.0.1/",
      scope: "mcp",
      redirectUri: "http://127.0.0.1/callback",
      codeHash: randomBytes(32).toString("hex"),
      codeChallenge: "unused",
      codeExpiresAt: new Date(),
      userAccessToken: "unused",
      userAccessTokenExpiresAt: far,
      userRefreshToken: "unused",
      userRefreshTokenExpiresAt: far,
      tokens: { create: { kind: "REFRESH", tokenHash: randomBytes(32).toString("hex"), expiresAt: far } },
    },
  });
  return grant.id;
}

/** Creates a museum and one record of each kind in it, through the REST API with its own key. */
export async function buildTenant(baseUrl: string, databaseUrl: string, slug: string): Promise<Tenant> {
  const museum = await seedMuseum(databaseUrl, slug);
  const marker = `${slug.replace(/[^a-z]/g, "")}secret`;
  const api = apiClient(baseUrl, museum.apiKey);
  const location = await created(api.post("/v1/locations", { name: `${marker} hall` }), "location");
  const event = await created(api.post("/v1/events", { name: `${marker} night`, locationId: location.id, published: true }), "event");
  const timeSlot = await created(
    api.post("/v1/time-slots", { startsAt: "2027-06-01T10:00:00Z", endsAt: "2027-06-01T11:00:00Z", capacity: 50, eventId: event.id, locationId: location.id }),
    "time slot",
  );
  const ticketType = await created(
    api.post("/v1/ticket-types", {
      eventId: event.id,
      locationId: location.id,
      name: `${marker} adult`,
      price: 1200,
      masterLanguage: "en",
      translations: [{ language: "de", name: `${marker} Erwachsene` }],
      maxQuantity: 100,
      published: true,
    }),
    "ticket type",
  );
  // The key is not marked: A sends it back in attempts, and may see its own words echoed.
  const customerFieldKey = `${slug.replace(/[^a-z]/g, "")}_field`;
  const customerField = await created(api.post("/v1/customer-fields", { key: customerFieldKey, label: `${marker} field`, type: "string" }), "customer field");
  const customerEmail = `${marker}@example.org`;
  const memberNumber = `${marker}-0001`;
  const customer = await created(
    api.post("/v1/customers", { name: `${marker} member`, email: customerEmail, memberNumber, customFields: { [customerFieldKey]: `${marker} value` } }),
    "customer",
  );
  const membership = await created(
    api.post("/v1/memberships", {
      customerId: customer.id,
      name: `${marker} pass`,
      validFrom: new Date(Date.now() - DAY).toISOString(),
      validTo: new Date(Date.now() + 300 * DAY).toISOString(),
      autoRenew: true,
    }),
    "membership",
  );
  const reservation = await created(api.post("/v1/ticket-reservations", { ticketTypeId: ticketType.id, timeSlotId: timeSlot.id }), "reservation");
  const converted = await created(api.post("/v1/ticket-reservations", { ticketTypeId: ticketType.id, timeSlotId: timeSlot.id }), "reservation");
  const ticket = await created(api.post("/v1/tickets", { ticketReservationId: converted.id }), "ticket");
  await created(api.patch(`/v1/tickets/${ticket.id}`, { customerId: customer.id }), "ticket's customer");
  const schedule = await created(
    api.post(`/v1/events/${event.id}/schedules`, { from: "2027-06-02", to: "2027-06-02", times: ["10:00"], durationMinutes: 60, capacity: 20 }),
    "schedule",
  );
  const order = await created(
    api.post("/v1/orders", { timeSlotId: timeSlot.id, customerId: customer.id, lines: [{ ticketTypeId: ticketType.id, quantity: 2 }] }),
    "order",
  );
  const checkIn = await created(api.post("/v1/check-ins", { qrData: membership.qrData, entrance: `${marker} gate` }), "check-in");
  const email = await created(api.post(`/v1/memberships/${membership.id}/send-email`), "email");
  const synced = await created(
    api.post("/v1/offline-scans", {
      deviceId: `${marker} phone`,
      scans: [{ scanId: randomUUID(), qrData: membership.qrData, scannedAt: new Date().toISOString(), phoneDecision: "ADMITTED" }],
    }),
    "offline scan",
  );
  // Made last, so no earlier change queues a delivery; its URL carries the marker (a leak would show it).
  const webhookEndpoint = await created(api.post("/v1/webhook-endpoints", { url: `http://127.0.0.1:9/${marker}`, events: ["customer.created"] }), "webhook endpoint");
  const testEvent = await api.post(`/v1/webhook-endpoints/${webhookEndpoint.id}/test`);
  expect(testEvent.status, `test event of ${slug}: ${JSON.stringify(testEvent.body)}`).toBe(202);
  // Saved filters have no /v1 endpoint: made through the service GraphQL calls, the name and value marked.
  const savedFilter = await saveFilter({
    actor: { museumId: museum.museumId },
    input: { kind: "CUSTOMER", name: `${marker} regulars`, filter: { operator: "AND", conditions: [{ fieldName: "NAME", operator: "CONTAINS", value: marker }] } },
  });
  const apiKey = await db().apiKey.findFirstOrThrow({ where: { museumId: museum.museumId }, select: { id: true } });
  const { name: museumName } = await db().museum.findUniqueOrThrow({ where: { id: museum.museumId }, select: { name: true } });
  const assistantGrantId = await seedConnectedAssistant(museum.museumId, marker);
  return {
    slug,
    apiKey: museum.apiKey,
    marker,
    museumName,
    museumId: museum.museumId,
    locationId: location.id,
    eventId: event.id,
    timeSlotId: timeSlot.id,
    ticketTypeId: ticketType.id,
    customerFieldId: customerField.id,
    customerFieldKey,
    customerId: customer.id,
    customerEmail,
    memberNumber,
    membershipId: membership.id,
    membershipCodeHash: await codeHash("membership", membership.id),
    qrData: membership.qrData,
    reservationId: reservation.id,
    ticketId: ticket.id,
    ticketQrData: ticket.qrData,
    orderId: order.id,
    scheduleId: schedule.schedule.id,
    checkInId: checkIn.id,
    offlineScanId: synced.scans[0].id,
    emailId: email.emailId,
    apiKeyId: apiKey.id,
    webhookEndpointId: webhookEndpoint.id,
    webhookDeliveryId: testEvent.body.deliveryId,
    assistantGrantId,
    savedFilterId: savedFilter.id,
  };
}

/**
 * Ids in the same forms that belong to no museum. An answer to another museum's id must be the
 * answer to one of these: the caller learns nothing, not even that the record exists.
 */
export function ghostIds(of: TenantIds): TenantIds {
  return {
    museumId: randomUUID(),
    locationId: randomUUID(),
    eventId: randomUUID(),
    timeSlotId: randomUUID(),
    ticketTypeId: randomUUID(),
    customerFieldId: randomUUID(),
    customerFieldKey: "ghost_field",
    customerId: randomUUID(),
    customerEmail: "ghost@example.org",
    memberNumber: "ghost-0001",
    membershipId: randomUUID(),
    membershipCodeHash: randomBytes(32).toString("base64url"),
    // The same code for a membership that does not exist: its signature no longer matches.
    qrData: of.qrData.replace(of.membershipId, randomUUID()),
    reservationId: randomBytes(64).toString("hex"),
    ticketId: randomUUID(),
    // Likewise a ticket's code for a ticket that does not exist.
    ticketQrData: of.ticketQrData.replace(of.ticketId, randomUUID()),
    orderId: randomUUID(),
    scheduleId: randomUUID(),
    checkInId: randomUUID(),
    offlineScanId: randomUUID(),
    emailId: randomUUID(),
    apiKeyId: randomUUID(),
    webhookEndpointId: randomUUID(),
    webhookDeliveryId: `msg_${randomBytes(16).toString("hex")}`,
    assistantGrantId: randomUUID(),
    savedFilterId: randomUUID(),
  };
}

/** Waits until the outbox worker has dealt with the tenant's email, so its row stops changing. */
export async function settleEmails(tenant: Tenant): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await db().emailOutbox.count({ where: { museumId: tenant.museumId, status: { in: ["QUEUED", "SENDING"] } } })) > 0) {
    if (Date.now() > deadline) throw new Error(`emails of ${tenant.slug} still queued after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Every row that belongs to the museum, in a stable order. API keys leave out lastUsedAt, which the
 * museum's own use changes.
 */
export async function snapshotMuseum(museumId: string): Promise<string> {
  const byId = { orderBy: { id: "asc" as const } };
  const where = { where: { museumId }, ...byId };
  const rows = {
    museum: await db().museum.findUniqueOrThrow({ where: { id: museumId } }),
    locations: await db().location.findMany(where),
    events: await db().event.findMany(where),
    timeSlots: await db().timeSlot.findMany(where),
    ticketTypes: await db().ticketType.findMany(where),
    translations: await db().ticketTypeTranslation.findMany({ where: { ticketType: { museumId } }, ...byId }),
    reservations: await db().ticketReservation.findMany(where),
    tickets: await db().ticket.findMany(where),
    customers: await db().customer.findMany(where),
    customerFields: await db().customerField.findMany(where),
    customerFieldValues: await db().customerFieldValue.findMany({ where: { customer: { museumId } }, ...byId }),
    memberships: await db().membership.findMany(where),
    roles: await db().museumRole.findMany(where),
    apiKeys: await db().apiKey.findMany({ ...where, omit: { lastUsedAt: true } }),
    idempotency: await db().idempotencyRecord.findMany(where),
    emails: await db().emailOutbox.findMany(where),
    emailAttempts: await db().emailAttempt.findMany({ where: { email: { museumId } }, ...byId }),
    auditEntries: await db().auditEntry.findMany(where),
    checkIns: await db().checkIn.findMany(where),
    offlineScans: await db().offlineScan.findMany(where),
    orders: await db().order.findMany(where),
    orderLines: await db().orderLine.findMany({ where: { order: { museumId } }, ...byId }),
    webhookEndpoints: await db().webhookEndpoint.findMany(where),
    webhookDeliveries: await db().webhookDelivery.findMany(where),
    webhookAttempts: await db().webhookAttempt.findMany({ where: { delivery: { museumId } }, ...byId }),
    assistantGrants: await db().oAuthGrant.findMany({ where: { user: { roles: { some: { museumId } } } }, include: { tokens: true }, ...byId }),
    savedFilters: await db().savedFilter.findMany(where),
  };
  return JSON.stringify(rows, null, 1);
}

/** A started Foyer holding museums A and B, with the test process pointed at its database. */
export interface TenantPair {
  foyer: RunningFoyer;
  a: Tenant;
  b: Tenant;
  /** Ids shaped like B's that exist nowhere: what every refusal of B's ids must look like. */
  ghost: TenantIds;
}

export async function startTenantPair(provider: DatabaseProvider): Promise<TenantPair> {
  const foyer = await startFoyer(provider, { PUBLIC_URL: AUTH_TEST_ORIGIN, EXPIRY_SWEEP_SECONDS: "0", EMAIL_POLL_MS: "100", WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_POLL_MS: "3600000" });
  chooseDatabaseUrl(foyer.database.url);
  process.env.PUBLIC_URL = AUTH_TEST_ORIGIN;
  const a = await buildTenant(foyer.baseUrl, foyer.database.url, "tenant-a");
  const b = await buildTenant(foyer.baseUrl, foyer.database.url, "tenant-b");
  return { foyer, a, b, ghost: ghostIds(b) };
}

/** Lets both museums' emails settle, then snapshots B: what every door must leave exactly as it was. */
export async function settleAndSnapshot({ a, b }: TenantPair): Promise<string> {
  await settleEmails(a);
  await settleEmails(b);
  return snapshotMuseum(b.museumId);
}
