import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { expectError, expectInvalid, ISO_MS_Z } from "../support/expect-error";
import { useFoyer } from "../support/foyer-fixture";

type Api = ReturnType<typeof apiClient>;

describe.each(testProviders())("customers, customer fields and memberships on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["cust-a", "cust-b"] });
  let asA: Api;
  let asB: Api;
  let museumAId: string;

  beforeAll(async () => {
    const museumA = foyer.museum("cust-a");
    museumAId = museumA.museumId;
    asA = apiClient(foyer.baseUrl, museumA.apiKey);
    asB = apiClient(foyer.baseUrl, foyer.museum("cust-b").apiKey);
    const fields = { favourite_artist: "string", visits: "number", birthday: "date", newsletter: "boolean", interests: "list" };
    for (const [key, type] of Object.entries(fields)) {
      expect((await asA.post("/v1/customer-fields", { key, label: key.replace("_", " "), type })).status).toBe(201);
    }
  });

  it("refuses to delete a customer who bought tickets with 409 IN_USE", async () => {
    const buyer = await asA.post("/v1/customers", { name: "Buyer" });
    const event = await asA.post("/v1/events", { name: "Show" });
    const type = await asA.post("/v1/ticket-types", { eventId: event.body.id, name: "Seat", price: 900, masterLanguage: "en", maxQuantity: 9 });
    await db().ticket.create({ data: { museumId: museumAId, ticketTypeId: type.body.id, customerId: buyer.body.id, price: 900, currency: "EUR" } });
    const inUse = expectError(await asA.delete(`/v1/customers/${buyer.body.id}`), 409, "IN_USE");
    expect(inUse.details).toEqual([{ dependent: "tickets", count: 1 }]);
    expect((await asA.get(`/v1/customers/${buyer.body.id}`)).status).toBe(200);
  });

  it("creates, reads, updates, lists and deletes customer fields", async () => {
    const created = await asA.post("/v1/customer-fields", { key: "shoe_size", label: "Shoe size", type: "number" });
    expect(created.body).toEqual({
      id: expect.any(String),
      key: "shoe_size",
      label: "Shoe size",
      type: "number",
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
    });
    expect((await asA.get(`/v1/customer-fields/${created.body.id}`)).body).toEqual(created.body);
    const retyped = await asA.patch(`/v1/customer-fields/${created.body.id}`, { label: "Size", type: "string" });
    expect(retyped.body).toMatchObject({ key: "shoe_size", label: "Size", type: "string" });
    const list = await asA.get("/v1/customer-fields");
    expect(list.body.total).toBe(6);
    expect(list.body.list.map((field: { key: string }) => field.key)).toContain("shoe_size");
    expect((await asA.delete(`/v1/customer-fields/${created.body.id}`)).status).toBe(204);
    expectError(await asA.get(`/v1/customer-fields/${created.body.id}`), 404, "NOT_FOUND");

    expectInvalid(await asA.post("/v1/customer-fields", { key: "FavColour", label: "x", type: "string" }), "key");
    expectInvalid(await asA.post("/v1/customer-fields", { key: "colour", label: "x", type: "color" }), "type");
    expectInvalid(await asA.post("/v1/customer-fields", { key: "colour", type: "string" }), "label");
    expectError(await asA.post("/v1/customer-fields", { key: "visits", label: "again", type: "number" }), 409, "ALREADY_EXISTS");
    expect((await asB.post("/v1/customer-fields", { key: "visits", label: "B's own", type: "string" })).status).toBe(201);
  });

  it("stores custom field values by type and returns them as one object", async () => {
    const created = await asA.post("/v1/customers", {
      name: "Anna Berg",
      email: "Anna.Berg@Example.org",
      memberNumber: "M-100",
      language: "de",
      customFields: {
        favourite_artist: "Klimt",
        visits: 3,
        birthday: "1990-04-01T00:00:00+02:00",
        newsletter: false,
        interests: ["painting", "sculpture"],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: "Anna Berg",
      email: "anna.berg@example.org",
      memberNumber: "M-100",
      language: "de",
      customFields: {
        favourite_artist: "Klimt",
        visits: 3,
        birthday: "1990-03-31T22:00:00.000Z",
        newsletter: false,
        interests: ["painting", "sculpture"],
      },
      erasedAt: null,
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
    });
    expect((await asA.get(`/v1/customers/${created.body.id}`)).body).toEqual(created.body);

    const patched = await asA.patch(`/v1/customers/${created.body.id}`, {
      name: "Anna Berg-Lund",
      customFields: { visits: 4.5, newsletter: null, interests: ["film"] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: "Anna Berg-Lund",
      memberNumber: "M-100",
      customFields: { favourite_artist: "Klimt", visits: 4.5, birthday: "1990-03-31T22:00:00.000Z", interests: ["film"] },
    });
    expect(Object.keys(patched.body.customFields)).not.toContain("newsletter");
    const bare = await asA.post("/v1/customers", { name: "No Extras" });
    expect(bare.body).toMatchObject({ email: null, memberNumber: null, language: "en", customFields: {} });
  });

  it("rejects unknown custom field keys and values of the wrong type, naming the key", async () => {
    expectInvalid(await asA.post("/v1/customers", { name: "X", customFields: { shoe_size: 42 } }), "customFields.shoe_size");
    expectInvalid(await asA.post("/v1/customers", { name: "X", customFields: { visits: "3" } }), "customFields.visits");
    expectInvalid(await asA.post("/v1/customers", { name: "X", customFields: { birthday: "yesterday" } }), "customFields.birthday");
    expectInvalid(await asA.post("/v1/customers", { name: "X", customFields: { newsletter: "true" } }), "customFields.newsletter");
    expectInvalid(await asA.post("/v1/customers", { name: "X", customFields: { interests: ["a", 2] } }), "customFields.interests");
    expectInvalid(await asA.post("/v1/customers", { name: "X", customFields: { favourite_artist: ["Klimt"] } }), "customFields.favourite_artist");
    expectInvalid(await asA.post("/v1/customers", { name: "X", email: "not-an-email" }), "email");
    expectInvalid(await asA.post("/v1/customers", { name: "X", language: "german" }), "language");
    expectInvalid(await asA.post("/v1/customers", { email: "a@b.org" }), "name");
    expect((await asA.get("/v1/customers?member-number=X")).body.total).toBe(0);
  });

  it("locks a custom field's type once a customer has a value for it", async () => {
    const fields = (await asA.get("/v1/customer-fields")).body.list as { id: string; key: string }[];
    const artist = fields.find((field) => field.key === "favourite_artist")!;
    const locked = expectError(await asA.patch(`/v1/customer-fields/${artist.id}`, { type: "list" }), 409, "FIELD_TYPE_LOCKED");
    expect(locked.details?.[0]?.path).toBe("type");
    expect((await asA.patch(`/v1/customer-fields/${artist.id}`, { label: "Favourite artist" })).body.label).toBe("Favourite artist");
  });

  it("looks customers up by member-number and case-insensitive email, in the list envelope", async () => {
    const carl = await asA.post("/v1/customers", { name: "Carl", email: "carl@example.org", memberNumber: "M-200" });
    await asA.post("/v1/customers", { name: "Carla", email: "carla@example.org", memberNumber: "M-201" });
    expect((await asA.get("/v1/customers?member-number=M-200")).body).toEqual({ total: 1, list: [carl.body] });
    expect((await asA.get("/v1/customers?email=CARL%40Example.ORG")).body).toEqual({ total: 1, list: [carl.body] });
    expect((await asA.get("/v1/customers?member-number=M-999")).body).toEqual({ total: 0, list: [] });
    expect((await asB.get("/v1/customers?member-number=M-200")).body).toEqual({ total: 0, list: [] });
    expectInvalid(await asA.get("/v1/customers?email=nonsense"), "email");

    expectError(await asA.post("/v1/customers", { name: "Copy", memberNumber: "M-200" }), 409, "ALREADY_EXISTS");
    const other = await asA.post("/v1/customers", { name: "Dora" });
    expectError(await asA.patch(`/v1/customers/${other.body.id}`, { memberNumber: "M-200" }), 409, "ALREADY_EXISTS");
    expect((await asB.post("/v1/customers", { name: "B's Carl", memberNumber: "M-200" })).status).toBe(201);
  });

  it("creates, updates, cancels and deletes memberships", async () => {
    const customer = await asA.post("/v1/customers", { name: "Member" });
    const validity = { validFrom: "2027-01-01T00:00:00.000Z", validTo: "2028-01-01T00:00:00.000Z" };
    const created = await asA.post("/v1/memberships", { customerId: customer.body.id, name: "Annual pass", ...validity, autoRenew: true });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      customerId: customer.body.id,
      name: "Annual pass",
      ...validity,
      status: "ACTIVE",
      autoRenew: true,
      guestsPerVisit: 0,
      cancelledAt: null,
      createdAt: expect.stringMatching(ISO_MS_Z),
      updatedAt: expect.stringMatching(ISO_MS_Z),
      qrData: expect.stringMatching(new RegExp(`/m/${created.body.id}\\?v=2&k=[\\w-]{8}&sig=[\\w-]{86}$`)),
    });
    // The record's QR code is the one the door checks: not yet valid in 2026, valid once it has started.
    const verify = () => asA.get(`/v1/verify-membership-qr-code/${encodeURIComponent(created.body.qrData)}`);
    expect((await verify()).body).toEqual({ valid: false });
    await asA.patch(`/v1/memberships/${created.body.id}`, { validFrom: "2020-01-01T00:00:00.000Z" });
    expect((await verify()).body).toMatchObject({ valid: true, customerName: "Member", membershipName: "Annual pass" });
    await asA.patch(`/v1/memberships/${created.body.id}`, { validFrom: validity.validFrom });
    expectInvalid(await asA.post("/v1/memberships", { customerId: customer.body.id, name: "Zero", validFrom: validity.validFrom, validTo: validity.validFrom }), "validTo");
    expectInvalid(await asA.patch(`/v1/memberships/${created.body.id}`, { validTo: "2026-12-31T00:00:00.000Z" }), "validTo");
    expectInvalid(await asA.patch(`/v1/memberships/${created.body.id}`, { status: "PAUSED" }), "status");
    expectError(await asA.post("/v1/memberships", { customerId: crypto.randomUUID(), name: "Ghost", ...validity }), 404, "CUSTOMER_NOT_FOUND");

    const cancelled = await asA.patch(`/v1/memberships/${created.body.id}`, { status: "CANCELLED", autoRenew: false });
    expect(cancelled.body).toMatchObject({ status: "CANCELLED", autoRenew: false, cancelledAt: expect.stringMatching(ISO_MS_Z) });
    const again = await asA.patch(`/v1/memberships/${created.body.id}`, { status: "CANCELLED" });
    expect(again.body.cancelledAt).toBe(cancelled.body.cancelledAt);
    expect((await asA.patch(`/v1/memberships/${created.body.id}`, { status: "ACTIVE" })).body).toMatchObject({ status: "ACTIVE", cancelledAt: null });
    expect((await asA.get(`/v1/memberships/${created.body.id}`)).body.status).toBe("ACTIVE");

    const inUse = expectError(await asA.delete(`/v1/customers/${customer.body.id}`), 409, "IN_USE");
    expect(inUse.message).toContain("1 memberships");
    expect((await asA.delete(`/v1/memberships/${created.body.id}`)).status).toBe(204);
    expect((await asA.delete(`/v1/customers/${customer.body.id}`)).status).toBe(204);
    expectError(await asA.get(`/v1/customers/${customer.body.id}`), 404, "NOT_FOUND");
  });

  it("keeps another museum's customers, fields and memberships out of reach", async () => {
    const customer = await asA.post("/v1/customers", { name: "Private", memberNumber: "M-300" });
    const pass = { customerId: customer.body.id, name: "Pass", validFrom: "2027-01-01T00:00:00.000Z", validTo: "2027-06-01T00:00:00.000Z" };
    const membership = await asA.post("/v1/memberships", pass);
    const field = (await asA.get("/v1/customer-fields?limit=1")).body.list[0];
    for (const path of [`/v1/customers/${customer.body.id}`, `/v1/memberships/${membership.body.id}`, `/v1/customer-fields/${field.id}`]) {
      expectError(await asB.get(path), 404, "NOT_FOUND", `GET ${path}`);
      expectError(await asB.patch(path, {}), 404, "NOT_FOUND", `PATCH ${path}`);
      expectError(await asB.delete(path), 404, "NOT_FOUND", `DELETE ${path}`);
    }
    expectError(await asB.post("/v1/memberships", pass), 404, "CUSTOMER_NOT_FOUND");
    expectInvalid(await asB.post("/v1/customers", { name: "B", customFields: { favourite_artist: "Klimt" } }), "customFields.favourite_artist");
    const listedForB = (await asB.get("/v1/memberships")).body;
    expect(listedForB).toEqual({ total: 0, list: [] });
    expect((await asA.get(`/v1/customers/${customer.body.id}`)).body.name).toBe("Private");
  });

  it("pages customers and memberships with limit and offset combined", async () => {
    const all = await asA.get("/v1/customers");
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect((await asA.get("/v1/customers?limit=2&offset=2")).body).toEqual({ total: all.body.total, list: all.body.list.slice(2, 4) });
    expect((await asA.get("/v1/memberships?limit=1&offset=0")).body.list).toHaveLength(1);
    expectError(await asA.get("/v1/customers?limit=0"), 400, "INVALID_PAGINATION");
  });
});
