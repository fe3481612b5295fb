import { parse as parseCsv } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";

// The Reports page's CSV (docs/reports.md, "The dashboard's CSV"): the figures of GET /v1/reports/visits,
// written for a German spreadsheet (semicolons, decimal comma, 01.03.2027, German headers) or an
// English one (commas, decimal point, 2027-03-01), revenue in currency units, a UTF-8 byte order mark
// first; /v1's own CSV keeps its columns and minor units.

const RANGE = "from=2027-03-01&to=2027-03-31&groupBy=day";

describe.each(testProviders())("the Reports page's CSV on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["report-sheet"] });
  const museum = foyer.museum("report-sheet");
  let cookie: string;
  let fromApi: { day: string; currency: string; ticketsSold: number; ticketsVoided: number; revenue: number; admitted: number }[];

  beforeAll(async () => {
    await grantMuseumRole({ email: "viewer@report-sheet.test", museumId: museum.museumId, role: "VIEWER" });
    cookie = await signInToDashboard(foyer.baseUrl, "viewer@report-sheet.test");
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const event = await api.post("/v1/events", { name: "Sheet evening", published: true });
    const type = await api.post("/v1/ticket-types", { eventId: event.body.id, name: "Entrée", price: 11200, masterLanguage: "en", maxQuantity: 50, published: true });
    for (const [startsAt, count] of [["2027-03-04T10:00:00Z", 3], ["2027-03-20T10:00:00Z", 1]] as const) {
      const slot = await api.post("/v1/time-slots", { eventId: event.body.id, startsAt, endsAt: startsAt.replace("T10", "T11"), capacity: 10 });
      for (let index = 0; index < count; index += 1) expect((await api.post("/v1/tickets", { ticketTypeId: type.body.id, timeSlotId: slot.body.id })).status).toBe(201);
    }
    fromApi = (await api.get(`/v1/reports/visits?${RANGE}`)).body.rows;
    expect(fromApi.map((row) => [row.day, row.ticketsSold, row.revenue])).toEqual([
      ["2027-03-04", 3, 33600],
      ["2027-03-20", 1, 11200],
    ]);
  });

  const download = async (language: string) => {
    const answer = await fetch(`${foyer.baseUrl}/api/dashboard/museums/${museum.museumId}/reports/visits?${RANGE}&format=csv&language=${language}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)], "a UTF-8 byte order mark first").toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  };

  it("writes German with semicolons, decimal commas, German days and headers", async () => {
    const text = await download("de");
    const [header, ...rows] = parseCsv(text, { bom: true, delimiter: ";" }) as string[][];
    expect(header).toEqual(["Tag", "Währung", "Verkaufte Tickets", "Entwertet oder storniert", "Umsatz", "Eingelassene Besucher"]);
    expect(rows[0]).toEqual(["04.03.2027", "EUR", "3", "0", "336,00", "0"]);
    const fromDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    expect(rows).toEqual(fromApi.map((row) => [fromDay(row.day), row.currency, `${row.ticketsSold}`, `${row.ticketsVoided}`, (row.revenue / 100).toFixed(2).replace(".", ","), `${row.admitted}`]));
  });

  it("writes English with commas, decimal points, ISO days and English headers", async () => {
    const [header, ...rows] = parseCsv(await download("en"), { bom: true }) as string[][];
    expect(header).toEqual(["Day", "Currency", "Tickets sold", "Voided or cancelled", "Revenue", "Visitors admitted"]);
    expect(rows[0]).toEqual(["2027-03-04", "EUR", "3", "0", "336.00", "0"]);
    expect(rows).toEqual(fromApi.map((row) => [row.day, row.currency, `${row.ticketsSold}`, `${row.ticketsVoided}`, (row.revenue / 100).toFixed(2), `${row.admitted}`]));
  });

  it("leaves /v1's CSV as integrators read it: its own columns, minor units", async () => {
    const answer = await fetch(`${foyer.baseUrl}/v1/reports/visits?${RANGE}`, { headers: { authorization: `Bearer ${museum.apiKey}`, accept: "text/csv" } });
    expect((await answer.text()).split("\r\n").slice(0, 2)).toEqual(["day,currency,ticketsSold,ticketsVoided,revenue,admitted", "2027-03-04,EUR,3,0,33600,0"]);
  });
});
