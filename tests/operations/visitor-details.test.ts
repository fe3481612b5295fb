import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { removeDuePersonalData } from "@/lib/domain/retention/personal-data-round";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { findInEveryColumn, findInSqliteFiles } from "../support/personal-data-scan";
import { createTicketing } from "../support/ticketing-fixtures";
import { deliveringWebhooks, useReceiver, waitFor } from "../webhooks/webhook-receiver";

// Visitors' details leave on schedule (docs/operations.md, "Visitors' details"): the museum's days
// after an order's visit (its latest slot's end) the round removes its email address everywhere,
// reports stay the same, integrators hear of it, and former members are erased while members are kept.

const DAY = 86_400_000;
const GUEST = "wilhelmina.quastenflosser@visit.test";
const LATER_GUEST = "later.visitor@visit.test";
const KEEPING_GUEST = "kept.for.ever@visit.test";
const FIRST_VISIT = new Date("2027-03-01T10:00:00.000Z");
const LATER_VISIT = new Date("2027-09-01T10:00:00.000Z");

describe.each(testProviders())("visitors' details on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["details-a", "details-keep"], env: deliveringWebhooks() });
  const receiver = useReceiver();

  it("removes an order's email address days after its visit, everywhere, with the figures unchanged", async () => {
    const museum = foyer.museum("details-a");
    const api = foyer.api(museum.apiKey);
    const settings = await api.get("/v1/settings");
    expect(settings.status).toBe(200);
    expect(settings.body.orderDetailsRetentionDays).toBe(730);
    expect((await api.patch("/v1/settings", { orderDetailsRetentionDays: 30 })).body.orderDetailsRetentionDays).toBe(30);
    expect((await api.patch("/v1/settings", { orderDetailsRetentionDays: -1 })).status).toBe(400);
    const hook = await api.post("/v1/webhook-endpoints", { url: receiver.url, events: ["order.created", "order.confirmed", "order.personal_data_removed"] });
    expect(hook.status).toBe(201);

    const first = await createTicketing(museum.museumId, { startsAt: FIRST_VISIT });
    const later = await createTicketing(museum.museumId, { startsAt: LATER_VISIT });
    const order = await api.post("/v1/orders", { timeSlotId: first.timeSlotId, email: GUEST, lines: [{ ticketTypeId: first.ticketTypeId, quantity: 2 }] }, { "Idempotency-Key": "details-guest" });
    expect(order.status).toBe(201);
    expect((await api.post(`/v1/orders/${order.body.id}/confirm`)).status).toBe(200);
    const laterOrder = await api.post("/v1/orders", { timeSlotId: later.timeSlotId, email: LATER_GUEST, lines: [{ ticketTypeId: later.ticketTypeId, quantity: 1 }] });
    expect((await api.post(`/v1/orders/${laterOrder.body.id}/confirm`)).status).toBe(200);
    await waitFor(() => receiver.received.length >= 4, "the orders' deliveries");
    expect((await findInEveryColumn([GUEST])).findings.length).toBeGreaterThan(3);
    if (provider === "sqlite") expect(await findInSqliteFiles(foyer.database.url, [GUEST])).not.toEqual([]);

    const report = (by: string) => api.get(`/v1/reports/visits?from=2027-01-01&to=2027-12-31&groupBy=${by}`);
    const reportsBefore = [(await report("day")).body, (await report("timeSlot")).body, (await report("ticketType")).body];
    expect(reportsBefore[0].rows.length).toBeGreaterThan(0);

    // 31 days after the first visit: its order's days are over, the later one's visit has not even come.
    const removed = await removeDuePersonalData(new Date(FIRST_VISIT.getTime() + 31 * DAY));
    expect(removed).toEqual({ orders: 1, formerMembers: 0 });

    const after = await api.get(`/v1/orders/${order.body.id}`);
    expect(after.body).toMatchObject({ email: null, status: "CONFIRMED", total: order.body.total });
    expect(after.body.personalDataRemovedAt).toEqual(expect.any(String));
    expect(after.body.tickets).toHaveLength(2);
    expect((await api.get(`/v1/orders/${laterOrder.body.id}`)).body).toMatchObject({ email: LATER_GUEST, personalDataRemovedAt: null });
    expect([(await report("day")).body, (await report("timeSlot")).body, (await report("ticketType")).body]).toEqual(reportsBefore);

    const { tables, findings } = await findInEveryColumn([GUEST]);
    expect(tables).toEqual(expect.arrayContaining(["Order", "AuditEntry", "EmailOutbox", "WebhookDelivery", "IdempotencyRecord"]));
    expect(findings).toEqual([]);
    if (provider === "sqlite") expect(await findInSqliteFiles(foyer.database.url, [GUEST])).toEqual([]);

    await waitFor(() => receiver.received.some((delivery) => JSON.parse(delivery.body).type === "order.personal_data_removed"), "order.personal_data_removed");
    const event = JSON.parse(receiver.received.find((delivery) => JSON.parse(delivery.body).type === "order.personal_data_removed")!.body);
    expect(event.data).toMatchObject({ id: order.body.id, email: null, personalDataRemovedAt: after.body.personalDataRemovedAt });

    expect(await removeDuePersonalData(new Date(FIRST_VISIT.getTime() + 31 * DAY))).toEqual({ orders: 0, formerMembers: 0 });
  });

  it("keeps details where the museum says 0, and erases former members but not current ones", async () => {
    const keeping = foyer.api(foyer.museum("details-keep").apiKey);
    expect((await keeping.patch("/v1/settings", { orderDetailsRetentionDays: 0 })).status).toBe(200);
    const ticketing = await createTicketing(foyer.museum("details-keep").museumId, { startsAt: FIRST_VISIT });
    const kept = await keeping.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, email: KEEPING_GUEST, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(kept.status).toBe(201);

    const api = foyer.api(foyer.museum("details-a").apiKey);
    const former = await api.post("/v1/customers", { name: "Former Member", email: "former.member@visit.test" });
    await api.post("/v1/memberships", { customerId: former.body.id, name: "Annual pass", validFrom: "2024-01-01T00:00:00Z", validTo: "2025-01-01T00:00:00Z" });
    const current = await api.post("/v1/customers", { name: "Current Member", email: "current.member@visit.test" });
    await api.post("/v1/memberships", { customerId: current.body.id, name: "Annual pass", validFrom: "2024-01-01T00:00:00Z", validTo: "2099-01-01T00:00:00Z" });
    // Renewed: the first membership ended long ago, the second runs.
    const renewed = await api.post("/v1/customers", { name: "Renewed Member" });
    await api.post("/v1/memberships", { customerId: renewed.body.id, name: "Annual pass", validFrom: "2020-01-01T00:00:00Z", validTo: "2021-01-01T00:00:00Z" });
    await api.post("/v1/memberships", { customerId: renewed.body.id, name: "Annual pass", validFrom: "2026-01-01T00:00:00Z", validTo: "2099-01-01T00:00:00Z" });

    const removed = await removeDuePersonalData(new Date("2029-01-01T00:00:00Z"));
    expect(removed.formerMembers).toBe(1);
    expect((await keeping.get(`/v1/orders/${kept.body.id}`)).body).toMatchObject({ email: KEEPING_GUEST, personalDataRemovedAt: null });
    expect((await api.get(`/v1/customers/${former.body.id}`)).body).toMatchObject({ name: "Erased customer", email: null, erasedAt: expect.any(String) });
    expect((await api.get(`/v1/customers/${current.body.id}`)).body).toMatchObject({ name: "Current Member", erasedAt: null });
    expect((await api.get(`/v1/customers/${renewed.body.id}`)).body).toMatchObject({ name: "Renewed Member", erasedAt: null });
    const memberships = await db().membership.findMany({ where: { customerId: former.body.id }, select: { status: true } });
    expect(memberships).toEqual([{ status: "ACTIVE" }]);
  });
});
