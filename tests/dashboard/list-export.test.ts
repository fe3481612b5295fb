import { parse } from "csv-parse/sync";
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
// cells a spreadsheet would run as formulas made plain text; other museums' rows never in it; written
// for a spreadsheet in the page's language (headers, separator, times on the museum's clock).

const CUSTOMERS = 1_203;

describe.each(testProviders())("filtered list CSV export on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["list-export", "list-export-other"] });
  const museum = foyer.museum("list-export");
  const other = foyer.museum("list-export-other");
  let cookie: string;

  const download = (list: string, filter?: unknown, museumId = museum.museumId, language = "en") =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${museumId}/exports/${list}?language=${language}${filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ""}`, { headers: { cookie } });
  const parseCsv = (text: string, delimiter = ",") => parse(text, { bom: true, delimiter }) as string[][];

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
    expect(header).toEqual(["ID", "Name", "Email", "Member number", "Language", "Memberships", "Created (Coordinated Universal Time)"]);
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
    // Created one after another, two may share a millisecond, and the list then orders them by id: the cells are compared, not their order.
    expect(names.sort()).toEqual([`'=HYPERLINK("http://evil.example","Click")`, "'+41 79 000", "'-2+3", "'@SUM(A1)", 'Smith, "Jo"\nsecond line'].sort());
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  it("exports memberships with their member, filtered like the list", async () => {
    const everyone = parseCsv(await (await download("memberships")).text());
    expect(everyone[0]).toEqual([
      "ID",
      "Membership",
      "Member",
      "Member’s email",
      "Member number",
      "Valid from (Coordinated Universal Time)",
      "Valid until (Coordinated Universal Time)",
      "Status",
      "Renews automatically",
      "Cancelled on (Coordinated Universal Time)",
      "Customer ID",
      "Created (Coordinated Universal Time)",
    ]);
    expect(everyone.slice(1).map((row) => row[2])).toEqual(["Member Expired", "Member Current"]);
    const expired = parseCsv(await (await download("memberships", { operator: "LESSER", fieldName: "VALID_TO", value: new Date().toISOString() })).text());
    expect(expired.slice(1).map((row) => [row[1], row[3]])).toEqual([["Old pass", "expired@example.org"]]);
  });

  it("writes German for a German page: semicolons, German words, times on the museum's clock", async () => {
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: "Europe/Berlin" } });
    const answer = await download("memberships", { operator: "EQUAL", fieldName: "NAME", value: "Annual pass" }, museum.museumId, "de");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)], "a UTF-8 byte order mark first").toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = parseCsv(new TextDecoder().decode(bytes), ";");
    expect(header!.slice(0, 6)).toEqual(["ID", "Mitgliedschaft", "Mitglied", "E-Mail des Mitglieds", "Mitgliedsnummer", "Gültig ab (Mitteleuropäische Zeit)"]);
    const membership = await db().membership.findFirstOrThrow({ where: { museumId: museum.museumId, name: "Annual pass" } });
    const berlin = (instant: Date) => {
      const part = Object.fromEntries(
        new Intl.DateTimeFormat("en", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(instant).map((p) => [p.type, p.value]),
      );
      return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
    };
    expect(row!.slice(1, 9)).toEqual(["Annual pass", "Member Current", "current@example.org", row![4], berlin(membership.validFrom), berlin(membership.validTo), "Aktiv", membership.autoRenew ? "Ja" : "Nein"]);
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: "UTC" } });
  });

  it("writes custom fields as the page's spreadsheet reads them: yes and no in words, days and numbers in its format", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    for (const [key, label, type] of [["newsletter", "Newsletter", "boolean"], ["birthday", "Birthday", "date"], ["shoe_size", "Shoe size", "number"], ["tags", "Tags", "list"]]) {
      expect((await api.post("/v1/customer-fields", { key, label, type })).status).toBe(201);
    }
    const created = await api.post("/v1/customers", {
      name: "Fielded Visitor",
      email: "fields@example.org",
      language: "de",
      customFields: { newsletter: true, birthday: "1990-04-01T00:00:00.000Z", shoe_size: 42.5, tags: ["print", "members"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const only = { operator: "EQUAL", fieldName: "EMAIL", value: "fields@example.org" };
    const [germanHeader, german] = parseCsv(await (await download("customers", only, museum.museumId, "de")).text(), ";");
    const column = (header: string[], label: string) => header.indexOf(label);
    expect(german![column(germanHeader!, "Newsletter")]).toBe("Ja");
    expect(german![column(germanHeader!, "Birthday")]).toBe("01.04.1990");
    expect(german![column(germanHeader!, "Shoe size")]).toBe("42,5");
    expect(german![column(germanHeader!, "Tags")]).toBe("print; members");
    const [englishHeader, english] = parseCsv(await (await download("customers", only)).text());
    expect(english![column(englishHeader!, "Newsletter")]).toBe("Yes");
    expect(english![column(englishHeader!, "Birthday")]).toBe("1990-04-01");
    expect(english![column(englishHeader!, "Shoe size")]).toBe("42.5");
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
