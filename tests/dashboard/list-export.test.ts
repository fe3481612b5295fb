import { parse as parseCsv } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";
import { createMember } from "../support/membership-fixtures";

// The filtered lists' "Download CSV" (GET /api/dashboard/museums/:id/exports/{customers,memberships}):
// every matching row, past any page, in the lists' order, the same rows as /v1 for the same filter;
// cells a spreadsheet would run as formulas made plain text; other museums' rows never in it.

const CUSTOMERS = 1_203;

describe.each(testProviders())("filtered list CSV export on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["list-export", "list-export-other"] });
  const museum = foyer.museum("list-export");
  const other = foyer.museum("list-export-other");
  let cookie: string;

  const download = (list: string, filter?: unknown, museumId = museum.museumId) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${museumId}/exports/${list}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ""}`, { headers: { cookie } });

  beforeAll(async () => {
    await grantMuseumRole({ email: "viewer@export.test", museumId: museum.museumId, role: "VIEWER" });
    cookie = await signInToDashboard(foyer.baseUrl, "viewer@export.test");
    await db().customer.createMany({
      data: Array.from({ length: CUSTOMERS }, (_, index) => ({ museumId: museum.museumId, name: `Regular ${String(index).padStart(4, "0")}`, language: "en" })),
    });
    for (const name of ['=HYPERLINK("http://evil.example","Click")', "+41 79 000", "-2+3", "@SUM(A1)", 'Smith, "Jo"\nsecond line']) {
      await db().customer.create({ data: { museumId: museum.museumId, name, email: "formula@example.org", language: "en" } });
    }
    await db().customer.create({ data: { museumId: other.museumId, name: "Regular of another museum", language: "en" } });
    await createMember(museum.museumId, { customerName: "Member Expired", email: "expired@example.org", membershipName: "Old pass", fromDays: -400, toDays: -35 });
    await createMember(museum.museumId, { customerName: "Member Current", email: "current@example.org", membershipName: "Annual pass" });
    await createMember(other.museumId, { customerName: "Member Elsewhere", email: "elsewhere@example.org" });
  });

  it("sends every customer the filter matches, in the list's order, the same rows as /v1", async () => {
    const filter = { operator: "STARTS_WITH", fieldName: "NAME", value: "Regular" };
    const answer = await download("customers", filter);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="customers.csv"');
    const [header, ...rows] = parseCsv(await answer.text());
    expect(header).toEqual(["id", "name", "email", "memberNumber", "language", "memberships", "createdAt"]);
    expect(rows).toHaveLength(CUSTOMERS);

    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const query = `filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const first = await api.get(`/v1/customers?${query}&limit=1000`);
    const second = await api.get(`/v1/customers?${query}&limit=1000&offset=1000`);
    const listed = [...first.body.list, ...second.body.list].map((customer: { id: string; name: string }) => [customer.id, customer.name]);
    expect(rows.map(([id, name]) => [id, name])).toEqual(listed);
    expect(rows.some(([, name]) => name === "Regular of another museum")).toBe(false);
  });

  it("prefixes cells a spreadsheet would run as formulas, and quotes commas, quotes and line breaks", async () => {
    const answer = await download("customers", { operator: "EQUAL", fieldName: "EMAIL", value: "formula@example.org" });
    const text = await answer.text();
    const names = parseCsv(text)
      .slice(1)
      .map((row) => row[1]);
    expect(names).toEqual([`'=HYPERLINK("http://evil.example","Click")`, "'+41 79 000", "'-2+3", "'@SUM(A1)", 'Smith, "Jo"\nsecond line']);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  it("exports memberships with their member, filtered like the list", async () => {
    const everyone = parseCsv(await (await download("memberships")).text());
    expect(everyone[0]).toEqual(["id", "name", "memberName", "memberEmail", "memberNumber", "validFrom", "validTo", "status", "autoRenew", "cancelledAt", "customerId", "createdAt"]);
    expect(everyone.slice(1).map((row) => row[2])).toEqual(["Member Expired", "Member Current"]);
    const expired = parseCsv(await (await download("memberships", { operator: "LESSER", fieldName: "VALID_TO", value: new Date().toISOString() })).text());
    expect(expired.slice(1).map((row) => [row[1], row[3]])).toEqual([["Old pass", "expired@example.org"]]);
  });

  it("refuses a wrong filter before sending anything, and another museum's list as a museum that does not exist", async () => {
    const wrong = await download("customers", { operator: "EQUAL", fieldName: "SHOE", value: "x" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("INVALID_FILTER");
    for (const museumId of [other.museumId, "00000000-0000-4000-8000-000000000000"]) {
      const answer = await download("customers", undefined, museumId);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain("another museum");
    }
    expect((await download("tickets")).status).toBe(400);
  });
});
