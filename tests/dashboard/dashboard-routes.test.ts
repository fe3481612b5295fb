import { beforeAll, describe, expect, it } from "vitest";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";

// What the dashboard's own routes do for an owner: API keys shown once and revoked at once, the
// museum's name, custom fields (offered by the filter schema at once), the outbox, email previews.

describe.each(testProviders())("dashboard routes on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["dashboard-routes", "dashboard-routes-other"] });
  const museum = foyer.museum("dashboard-routes");
  const other = foyer.museum("dashboard-routes-other");
  let cookie: string;

  const dashboard = (path: string, init: { method?: string; body?: unknown; museumId?: string } = {}) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${init.museumId ?? museum.museumId}/${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    await grantMuseumRole({ email: "owner@routes.test", museumId: museum.museumId, role: "OWNER" });
    await grantMuseumRole({ email: "owner@routes.test", museumId: other.museumId, role: "OWNER" });
    cookie = await signInToDashboard(foyer.baseUrl, "owner@routes.test");
  });

  it("creates an API key shown once, lists it with its last use, and revokes it at once", async () => {
    const created = await dashboard("api-keys", { method: "POST", body: { name: "Web shop" } });
    expect(created.status).toBe(201);
    const key = await created.json();
    expect(key).toMatchObject({ name: "Web shop", key: expect.stringMatching(/^fy_/), prefix: key.key.slice(0, 9) });

    const rest = apiClient(foyer.baseUrl, key.key);
    expect((await rest.get("/v1/locations")).status).toBe(200);
    const listed = await (await dashboard("api-keys")).json();
    const row = listed.list.find((item: { id: string }) => item.id === key.id);
    expect(Object.keys(row).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name", "prefix", "revokedAt"]);
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key.key);

    const revoked = await dashboard(`api-keys/${key.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).toEqual(expect.any(String));
    expect((await rest.get("/v1/locations")).status).toBe(401);
  });

  it("does not revoke another museum's key through this museum", async () => {
    const created = await (await dashboard("api-keys", { method: "POST", body: { name: "Theirs" }, museumId: other.museumId })).json();
    const answer = await dashboard(`api-keys/${created.id}`, { method: "DELETE" });
    expect(answer.status).toBe(404);
    expect((await apiClient(foyer.baseUrl, created.key).get("/v1/locations")).status).toBe(200);
  });

  it("renames the museum, with validation errors by field", async () => {
    const refused = await dashboard("settings", { method: "PATCH", body: { name: "  " } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "name" }] });
    const renamed = await dashboard("settings", { method: "PATCH", body: { name: "Museum of the Harbour" } });
    expect(renamed.status).toBe(200);
    expect(await (await dashboard("settings")).json()).toMatchObject({ name: "Museum of the Harbour", slug: "dashboard-routes" });
    expect((await dashboard("settings", { method: "PATCH", body: { slug: "new-slug" } })).status).toBe(400);
  });

  it("manages custom customer fields, which the filter schema offers at once", async () => {
    const created = await dashboard("customer-fields", { method: "POST", body: { key: "shoe_size", label: "Shoe size", type: "number" } });
    expect(created.status).toBe(201);
    const field = await created.json();
    expect((await dashboard("customer-fields", { method: "POST", body: { key: "shoe_size", label: "Again", type: "string" } })).status).toBe(409);
    const schema = await (await dashboard("filter-schema")).json();
    const customer = schema.types.find((type: { name: string }) => type.name === "CUSTOMER");
    expect(customer.fields).toContainEqual(expect.objectContaining({ name: "CUSTOM.SHOE_SIZE", type: "number", label: "Shoe size" }));

    const relabelled = await dashboard(`customer-fields/${field.id}`, { method: "PATCH", body: { label: "Shoe size (EU)" } });
    expect((await relabelled.json()).label).toBe("Shoe size (EU)");
    expect((await dashboard(`customer-fields/${field.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await (await dashboard("customer-fields")).json()).total).toBe(0);
  });

  it("lists the outbox with state and attempts, paged", async () => {
    // Made through the server, as an integrator would.
    const rest = apiClient(foyer.baseUrl, museum.apiKey);
    const customer = (await rest.post("/v1/customers", { name: "Ada", email: "ada@example.org", language: "de" })).body;
    const membership = (
      await rest.post("/v1/memberships", {
        customerId: customer.id,
        name: "Annual",
        validFrom: new Date(Date.now() - 86_400_000).toISOString(),
        validTo: new Date(Date.now() + 86_400_000).toISOString(),
        autoRenew: true,
      })
    ).body;
    expect((await rest.post(`/v1/memberships/${membership.id}/send-email`)).status).toBe(202);
    expect((await rest.post(`/v1/memberships/${membership.id}/send-cancel-subscription-email`)).status).toBe(202);

    // Newest first, as people read an outbox (/v1/emails keeps the oldest first).
    const first = await (await dashboard("emails?limit=1")).json();
    expect(first.total).toBe(2);
    expect(first.list).toHaveLength(1);
    expect(first.list[0]).toMatchObject({ to: "ada@example.org", kind: "MEMBERSHIP_CANCEL_SUBSCRIPTION", language: "de", status: expect.any(String), attempts: expect.any(Number) });
    expect((await (await dashboard("emails?limit=1&offset=1")).json()).list[0].kind).toBe("MEMBERSHIP_RECEIPT");
    expect((await dashboard("emails?limit=0")).status).toBe(400);
    expect((await (await dashboard("emails", { museumId: other.museumId })).json()).total).toBe(0);
  });

  it("renders every email template as a preview in each of its languages", async () => {
    for (const [template, language, text] of [
      ["MEMBERSHIP_RECEIPT", "en", "Thank you for your membership"],
      ["MEMBERSHIP_RECEIPT", "de", "Vielen Dank für Ihre Mitgliedschaft"],
      ["MEMBERSHIP_CANCEL_SUBSCRIPTION", "de", "verlängert sich automatisch"],
      ["SIGN_IN_CODE", "en", "Your sign-in code"],
      ["SIGN_IN_CODE", "de", "Ihr Anmeldecode"],
    ] as const) {
      const answer = await dashboard(`email-previews?template=${template}&language=${language}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("text/html");
      const html = await answer.text();
      expect(html).toContain(text);
      if (template !== "SIGN_IN_CODE") expect(html).toContain("data:image/png;base64,");
      expect(html).not.toContain("cid:");
    }
    expect((await dashboard("email-previews?template=NOPE&language=en")).status).toBe(400);
  });
});
