import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { saveFilter } from "@/lib/domain/saved-filters/saved-filters";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { findInEveryColumn, findInSqliteFiles } from "../support/personal-data-scan";
import { createTicketing } from "../support/ticketing-fixtures";
import { deliveringWebhooks, useReceiver, waitFor } from "../webhooks/webhook-receiver";

// Erasure on request (docs/operations.md, "Erasure on request"): after POST /v1/customers/{id}/erase the
// person's name and email are in no column of any table, nor (SQLite) in the database's raw bytes;
// the old membership card no longer admits, and the sale still counts.

const NAME = "Quirinus Zebulonsky";
const EMAIL = "quirinus.zebulonsky@erasure.test";

describe.each(testProviders())("erasure on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["erasure-a", "erasure-b"],
    env: deliveringWebhooks({ WEBHOOK_RETRY_WAITS_MS: "300" }),
  });
  const receiver = useReceiver();

  it("removes the person's data from every table and keeps the figures", async () => {
    const museum = foyer.museum("erasure-a");
    const api = foyer.api(museum.apiKey);
    const hook = await api.post("/v1/webhook-endpoints", {
      url: receiver.url,
      events: ["customer.created", "customer.updated", "membership.created", "membership.updated", "order.created", "order.confirmed"],
    });
    expect(hook.status).toBe(201);
    expect((await api.post("/v1/customer-fields", { key: "favourite_artist", label: "Favourite artist", type: "string" })).status).toBe(201);

    const created = await api.post("/v1/customers", { name: NAME, email: EMAIL, memberNumber: "M-QZ-1", customFields: { favourite_artist: `${NAME}'s aunt` } }, { "Idempotency-Key": "erasure-create" });
    expect(created.status).toBe(201);
    const customerId: string = created.body.id;
    expect((await api.patch(`/v1/customers/${customerId}`, { name: `${NAME} Jr.`, customFields: { favourite_artist: "Klimt" } })).status).toBe(200);
    const membership = await api.post("/v1/memberships", { customerId, name: "Annual pass", validFrom: "2020-01-01T00:00:00Z", validTo: "2099-01-01T00:00:00Z" });
    expect(membership.status).toBe(201);
    expect((await api.post(`/v1/memberships/${membership.body.id}/send-email`)).status).toBe(202);
    const ticketing = await createTicketing(museum.museumId);
    const held = await api.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, customerId, email: EMAIL, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 2 }] });
    expect(held.status).toBe(201);
    expect((await api.post(`/v1/orders/${held.body.id}/confirm`)).status).toBe(200);
    // A guest checkout with the person's address and no customer link is theirs too.
    const guest = await api.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, email: EMAIL, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(guest.status).toBe(201);
    expect(await db().emailOutbox.count({ where: { to: EMAIL } })).toBe(2);
    // Staff saved a filter naming the person, by its conditions and by its name.
    const conditions = { operator: "AND" as const, conditions: [{ fieldName: "EMAIL", operator: "EQUAL", value: EMAIL }, { fieldName: "NAME", operator: "CONTAINS", value: "Klimt" }] };
    await saveFilter({ actor: { museumId: museum.museumId }, input: { kind: "CUSTOMER", name: `Visits of ${NAME}`, filter: conditions } });
    await waitFor(() => receiver.received.length >= 4, "some deliveries");
    expect((await findInEveryColumn([NAME, EMAIL])).findings.length).toBeGreaterThan(5);
    // The scans find what is there, so their finding nothing afterwards means something.
    if (provider === "sqlite") expect(await findInSqliteFiles(foyer.database.url, [NAME, EMAIL])).toHaveLength(2);

    expect((await api.post("/v1/check-ins", { qrData: membership.body.qrData })).status).toBe(201);
    // A name inside the erased one is someone else's: whole values are matched, not fragments.
    const bystander = await api.post("/v1/customers", { name: "Quirinus Zebulon" });

    const erased = await api.post(`/v1/customers/${customerId}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ customerId, customFieldValues: 1, memberships: 1, orders: 2, emails: 2, idempotencyRecords: 1 });
    expect((await api.get(`/v1/orders/${guest.body.id}`)).body).toMatchObject({ email: null, personalDataRemovedAt: erased.body.erasedAt });
    expect(erased.body.webhookDeliveries).toBeGreaterThan(0);
    expect(erased.body.auditEntries).toBeGreaterThan(0);
    expect(erased.body.savedFilters).toBe(1);
    const kept = await db().savedFilter.findFirstOrThrow({ where: { museumId: museum.museumId } });
    expect(JSON.parse(kept.filter).conditions.map((condition: { value: string }) => condition.value)).toEqual(["(erased)", "Klimt"]);

    const record = await api.get(`/v1/customers/${customerId}`);
    expect(record.body).toMatchObject({ id: customerId, name: "Erased customer", email: null, memberNumber: null, customFields: {} });
    expect(record.body.erasedAt).toEqual(erased.body.erasedAt);
    const { tables, findings } = await findInEveryColumn([NAME, EMAIL, "M-QZ-1"]);
    expect(tables).toEqual(expect.arrayContaining(["Customer", "AuditEntry", "EmailOutbox", "WebhookDelivery", "IdempotencyRecord"]));
    expect(findings).toEqual([]);
    if (provider === "sqlite") expect(await findInSqliteFiles(foyer.database.url, [NAME, EMAIL])).toEqual([]);

    const checkIn = await api.post("/v1/check-ins", { qrData: membership.body.qrData });
    expect(checkIn.status).toBe(422);
    expect(JSON.stringify(checkIn.body)).toContain("MEMBERSHIP_CANCELLED");
    expect((await api.get(`/v1/orders/${held.body.id}`)).body.tickets).toHaveLength(2);
    const entry = await db().auditEntry.findFirstOrThrow({ where: { entity: "customer", entityId: customerId, action: "erase" } });
    expect(entry.after).not.toContain("Quirinus");

    expect((await api.get(`/v1/customers/${bystander.body.id}`)).body.name).toBe("Quirinus Zebulon");
    const bystanderEntry = await db().auditEntry.findFirstOrThrow({ where: { entityId: bystander.body.id, action: "create" } });
    expect(bystanderEntry.after).toContain("Quirinus Zebulon");

    const again = await api.post(`/v1/customers/${customerId}/erase`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ customFieldValues: 0, memberships: 0, orders: 0, emails: 0, emailAttempts: 0, webhookDeliveries: 0, auditEntries: 0, idempotencyRecords: 0, savedFilters: 0 });
  });

  it("leaves an order with the person's address alone when another customer's record placed it", async () => {
    const museum = foyer.museum("erasure-b");
    const api = foyer.api(museum.apiKey);
    const person = await api.post("/v1/customers", { name: "Shared Address", email: "family@erasure.test" });
    const relative = await api.post("/v1/customers", { name: "Relative", email: "relative@erasure.test" });
    const ticketing = await createTicketing(museum.museumId);
    const theirs = await api.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, customerId: relative.body.id, email: "family@erasure.test", lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(theirs.status).toBe(201);
    const erased = await api.post(`/v1/customers/${person.body.id}/erase`);
    expect(erased.body.orders).toBe(0);
    expect((await api.get(`/v1/orders/${theirs.body.id}`)).body).toMatchObject({ email: "family@erasure.test", personalDataRemovedAt: null });
  });

  it("answers another museum's customer as a missing one", async () => {
    const theirs = await foyer.api(foyer.museum("erasure-b").apiKey).post("/v1/customers", { name: "Not yours", email: "not-yours@erasure.test" });
    const api = foyer.api(foyer.museum("erasure-a").apiKey);
    const answer = await api.post(`/v1/customers/${theirs.body.id}/erase`);
    expect(answer.status).toBe(404);
    expect((await api.post("/v1/customers/00000000-0000-4000-8000-000000000000/erase")).status).toBe(404);
    expect(await db().customer.findUniqueOrThrow({ where: { id: theirs.body.id } })).toMatchObject({ name: "Not yours", erasedAt: null });
  });
});
