import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { grantMuseumRole } from "@/lib/domain/users/grant-museum-role";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { signInToDashboard } from "../support/dashboard-session";
import { useFoyer } from "../support/foyer-fixture";
import { createTicketing } from "../support/ticketing-fixtures";

// GET /api/dashboard/museums/:id/admission-conflicts (docs/admission.md, "Conflicts"): what the Door
// conflicts page and each phone read, door staff included, in the one error shape for what it refuses.

describe.each(testProviders())("the admission conflicts route on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["conflicts-route", "conflicts-route-other"] });
  const museum = foyer.museum("conflicts-route");
  const other = foyer.museum("conflicts-route-other");
  let doorCookie: string;
  let ownerCookie: string;
  let today: string;

  const conflicts = (cookie: string, query: string, museumId = museum.museumId) =>
    fetch(`${foyer.baseUrl}/api/dashboard/museums/${museumId}/admission-conflicts${query}`, { headers: { cookie } });

  beforeAll(async () => {
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: "UTC" } });
    today = new Date().toISOString().slice(0, 10);
    await grantMuseumRole({ email: "door@conflicts.test", museumId: museum.museumId, role: "DOOR" });
    await grantMuseumRole({ email: "owner@conflicts.test", museumId: museum.museumId, role: "OWNER" });
    await grantMuseumRole({ email: "owner@conflicts.test", museumId: other.museumId, role: "OWNER" });
    doorCookie = await signInToDashboard(foyer.baseUrl, "door@conflicts.test");
    ownerCookie = await signInToDashboard(foyer.baseUrl, "owner@conflicts.test");

    // Two phones admit one ticket offline, as the scanner sends their queues.
    const startsAt = new Date(Math.max(Date.now() - 60_000, Date.parse(`${today}T00:00:00Z`)));
    const ticketing = await createTicketing(museum.museumId, { startsAt });
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const ticket = await api.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(ticket.status).toBe(201);
    for (const deviceId of ["Phone 1", "Phone 2"]) {
      const sent = await api.post("/v1/offline-scans", { deviceId, scans: [{ scanId: randomUUID(), qrData: ticket.body.qrData, scannedAt: new Date().toISOString(), phoneDecision: "ADMITTED" }] });
      expect(sent.status).toBe(200);
    }
  });

  it("answers door staff with their phone's conflicts, dates as ISO text", async () => {
    const answer = await conflicts(doorCookie, `?deviceId=${encodeURIComponent("Phone 1")}&day=${today}`);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.total).toBe(1);
    expect(body.list[0]).toMatchObject({
      reason: "ALREADY_CHECKED_IN",
      kind: "TICKET",
      admits: "Adult",
      timeZone: "UTC",
      scan: { deviceId: "Phone 2", scannedAt: expect.stringMatching(/Z$/) },
      earlier: { deviceId: "Phone 1", at: expect.stringMatching(/Z$/) },
    });
    expect((await (await conflicts(doorCookie, `?deviceId=${encodeURIComponent("Phone 3")}`)).json()).total).toBe(0);
  });

  it("refuses a day that is no calendar day, an empty or overlong device and bad paging, in the one error shape", async () => {
    const refusals: [string, string][] = [
      ["?day=2027-02-30", "VALIDATION_ERROR"],
      ["?day=today", "VALIDATION_ERROR"],
      ["?deviceId=", "VALIDATION_ERROR"],
      [`?deviceId=${"x".repeat(101)}`, "VALIDATION_ERROR"],
      ["?limit=-1", "INVALID_PAGINATION"],
    ];
    for (const [query, code] of refusals) {
      const answer = await conflicts(ownerCookie, query);
      expect(answer.status, query).toBe(400);
      expect((await answer.json()).error, query).toMatchObject({ code, message: expect.any(String) });
    }
  });

  it("shows no museum's conflicts to someone without a role there, and another museum none of these", async () => {
    const refused = await conflicts(doorCookie, "", other.museumId);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error).toMatchObject({ code: "NOT_FOUND" });
    expect(await (await conflicts(ownerCookie, "", other.museumId)).json()).toEqual({ total: 0, list: [] });
    expect((await fetch(`${foyer.baseUrl}/api/dashboard/museums/${museum.museumId}/admission-conflicts`)).status).toBe(401);
  });
});
