import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createTicketing } from "../support/ticketing-fixtures";

// Access requests (docs/operations.md, "Access requests"): GET /v1/customers/{id}/export holds every
// record of the person and nothing of anyone else, is audited, and another museum's customer is 404.

const ADA = { name: "Ada Exportova", email: "ada.exportova@export.test" };
const BEA = { name: "Bea Nachbarin", email: "bea.nachbarin@export.test" };

describe.each(testProviders())("person export on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["export-a", "export-b"] });

  it("holds the person's records and none of another's", async () => {
    const museum = foyer.museum("export-a");
    const api = foyer.api(museum.apiKey);
    expect((await api.post("/v1/customer-fields", { key: "favourite_room", label: "Favourite room", type: "string" })).status).toBe(201);
    const ada = await api.post("/v1/customers", { ...ADA, memberNumber: "M-ADA", customFields: { favourite_room: "Egyptian hall" } });
    const bea = await api.post("/v1/customers", { ...BEA, memberNumber: "M-BEA", customFields: { favourite_room: "Roof terrace" } });
    const adaMembership = await api.post("/v1/memberships", { customerId: ada.body.id, name: "Annual pass", validFrom: "2020-01-01T00:00:00Z", validTo: "2099-01-01T00:00:00Z" });
    const beaMembership = await api.post("/v1/memberships", { customerId: bea.body.id, name: "Family pass", validFrom: "2020-01-01T00:00:00Z", validTo: "2099-01-01T00:00:00Z" });
    expect((await api.post(`/v1/memberships/${adaMembership.body.id}/send-email`)).status).toBe(202);
    expect((await api.post("/v1/check-ins", { qrData: adaMembership.body.qrData })).status).toBe(201);
    expect((await api.post("/v1/check-ins", { qrData: beaMembership.body.qrData })).status).toBe(201);

    const ticketing = await createTicketing(museum.museumId);
    const line = [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }];
    const order = async (body: Record<string, unknown>) => {
      const held = await api.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: line, ...body });
      expect(held.status).toBe(201);
      expect((await api.post(`/v1/orders/${held.body.id}/confirm`)).status).toBe(200);
      return held.body.id as string;
    };
    const linked = await order({ customerId: ada.body.id, email: ADA.email });
    const guestCheckout = await order({ email: ADA.email });
    // Placed with Ada's address but by Bea's record: Bea's, not Ada's.
    const beasWithAdasAddress = await order({ customerId: bea.body.id, email: ADA.email });
    const beas = await order({ customerId: bea.body.id, email: BEA.email });
    // The ticket of Ada's order, handed to Bea: Bea's ticket now, though Ada's order still lists it.
    const handed: string = (await api.get(`/v1/orders/${linked}`)).body.tickets[0].id;
    expect((await api.patch(`/v1/tickets/${handed}`, { customerId: bea.body.id })).status).toBe(200);

    const answer = await api.get(`/v1/customers/${ada.body.id}/export`);
    expect(answer.status).toBe(200);
    const document = answer.body;
    expect(document).toMatchObject({ format: "foyer.person-export.v1", museum: { id: museum.museumId } });
    expect(document.customer).toMatchObject({ id: ada.body.id, name: ADA.name, email: ADA.email, memberNumber: "M-ADA", customFields: { favourite_room: "Egyptian hall" } });
    expect(document.memberships.map((membership: { id: string }) => membership.id)).toEqual([adaMembership.body.id]);
    expect(document.orders.map((record: { id: string }) => record.id).sort()).toEqual([linked, guestCheckout].sort());
    expect(document.tickets).toHaveLength(1);
    expect(document.tickets.map((ticket: { id: string }) => ticket.id)).not.toContain(handed);
    expect(document.tickets.every((ticket: { id: string }) => document.orders.some((record: { tickets: { id: string }[] }) => record.tickets.some((own) => own.id === ticket.id)))).toBe(true);
    expect(document.checkIns.map((checkIn: { membershipId: string }) => checkIn.membershipId)).toEqual([adaMembership.body.id]);
    expect(document.emails.length).toBeGreaterThanOrEqual(3);
    expect(document.emails.every((email: { to: string; text: string | null }) => email.to === ADA.email && email.text)).toBe(true);
    const about = new Set(document.auditEntries.map((entry: { entityId: string }) => entry.entityId));
    expect([...about]).toEqual(expect.arrayContaining([ada.body.id, adaMembership.body.id, linked, guestCheckout]));

    const text = JSON.stringify(document);
    for (const foreign of [BEA.name, BEA.email, "M-BEA", "Roof terrace", bea.body.id, beaMembership.body.id, beasWithAdasAddress, beas]) {
      expect(text, `the export holds ${foreign}`).not.toContain(foreign);
    }
    expect(text).not.toMatch(/"(userId|apiKeyId)"/);

    const audited = await db().auditEntry.findMany({ where: { museumId: museum.museumId, entity: "customer", entityId: ada.body.id, action: "export" } });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ apiKeyId: expect.any(String), userId: null });
  });

  it("answers another museum's customer and an unknown one as missing", async () => {
    const theirs = await foyer.api(foyer.museum("export-b").apiKey).post("/v1/customers", { name: "Not yours", email: "not-yours@export.test" });
    const api = foyer.api(foyer.museum("export-a").apiKey);
    const answer = await api.get(`/v1/customers/${theirs.body.id}/export`);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain("not-yours");
    expect((await api.get("/v1/customers/00000000-0000-4000-8000-000000000000/export")).status).toBe(404);
    expect(await db().auditEntry.count({ where: { entityId: theirs.body.id, action: "export" } })).toBe(0);
  });
});
