import { randomBytes } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { useToolClients } from "../support/mcp-tool-checks";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// Who is inside now through the staff tools (docs/mcp.md, "Admission"): an exit scanned with
// check_out_visitor is counted by occupancy_now, a code not inside is refused in words, and a ticket
// type made with create_ticket_type's reentry decides whether the exit lets the ticket back in.

const PUBLIC_URL = "https://exit-tools.example-museum.org";
const QR_KEY = randomBytes(32).toString("base64");
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

describe.each(testProviders())("the exit and occupancy staff tools on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-exit"],
    staff: [
      { email: "edith@exit-tools.test", museum: "mcp-exit", role: "EDITOR" },
      { email: "vera@exit-tools.test", museum: "mcp-exit", role: "VIEWER" },
      { email: "dora@exit-tools.test", museum: "mcp-exit", role: "DOOR" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL, QR_SIGNING_KEY: QR_KEY },
  });
  const museum = foyer.museum("mcp-exit");
  const zone = zoneNearNoon();
  let editor: Client;
  let viewer: Client;
  let door: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: zone } });
    editor = await tools.signIn("edith@exit-tools.test", "192.0.2.21");
    viewer = await tools.signIn("vera@exit-tools.test", "192.0.2.22");
    door = await tools.signIn("dora@exit-tools.test", "192.0.2.23");
  });

  const api = () => apiClient(foyer.baseUrl, museum.apiKey);

  /** A location of its own (at most 5 inside) with a slot that started a minute ago, so each test counts only its own visitors. */
  async function hall(name: string): Promise<{ locationId: string; ticketing: Ticketing }> {
    const location = await api().post("/v1/locations", { name, timezone: zone, maxOccupancy: 5 });
    expect(location.status).toBe(201);
    const ticketing = await createTicketing(museum.museumId, { locationId: location.body.id, startsAt: new Date(Date.now() - 60_000), capacity: 8 });
    return { locationId: location.body.id, ticketing };
  }

  async function sell(ticketing: Ticketing, ticketTypeId = ticketing.ticketTypeId): Promise<string> {
    const sold = await api().post("/v1/tickets", { ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    return sold.body.qrData;
  }

  async function insideOf(locationId: string) {
    const now = await callTool(viewer, "occupancy_now", { museumId: museum.museumId });
    expect(now.isError, now.text).toBe(false);
    return { entry: now.data.locations.find((location: { locationId: string }) => location.locationId === locationId), text: now.text };
  }

  it("counts an exit scanned by door staff: inside goes down in occupancy_now", async () => {
    const { locationId, ticketing } = await hall("Nordsaal");
    expect((await insideOf(locationId)).entry).toEqual({ locationId, name: "Nordsaal", inside: 0, maxOccupancy: 5, updatedAtLocal: null, timeZone: zone });
    const codes = [await sell(ticketing), await sell(ticketing)];
    for (const qrData of codes) expect((await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData })).data.admitted).toBe(true);
    const full = await insideOf(locationId);
    expect(full.entry).toMatchObject({ inside: 2, maxOccupancy: 5 });
    expect(full.text).toContain("- Nordsaal: 2 inside of at most 5");

    const out = await callTool(door, "check_out_visitor", { museumId: museum.museumId, qrData: codes[0], entrance: "Garden exit" });
    expect(out.isError, out.text).toBe(false);
    expect(out.data).toMatchObject({
      checkedOut: true,
      refusal: null,
      checkOut: { kind: "TICKET", locationId, locationName: "Nordsaal", entrance: "Garden exit", mayReenterToday: false, checkedOutAtLocal: expect.stringMatching(LOCAL_TIME), timeZone: zone },
    });
    expect(out.text).toBe(`Scanned out of Nordsaal at Garden exit, ${out.data.checkOut.checkedOutAtLocal} (${zone} time). The code does not admit again.`);
    const after = await insideOf(locationId);
    expect(after.entry).toMatchObject({ inside: 1, maxOccupancy: 5, updatedAtLocal: expect.stringMatching(LOCAL_TIME), timeZone: zone });
    expect(after.text).toContain("- Nordsaal: 1 inside of at most 5");
    const back = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: codes[0] });
    expect(back.data.refusal.code, "a ticket type without re-entry stays used after its exit").toBe("ALREADY_CHECKED_IN");
  });

  it("refuses an exit of a code that is not inside with NOT_CHECKED_IN in words, and counts nothing", async () => {
    const { locationId, ticketing } = await hall("Südsaal");
    const qrData = await sell(ticketing);
    const never = await callTool(door, "check_out_visitor", { museumId: museum.museumId, qrData });
    expect(never.isError, "a refused code is an answer, not a tool error").toBe(false);
    expect(never.data).toEqual({ checkedOut: false, checkOut: null, refusal: { code: "NOT_CHECKED_IN", message: "This code is not inside: it has no visit that has not ended." } });
    expect(never.text).toBe("Not scanned out (NOT_CHECKED_IN): This code is not inside: it has no visit that has not ended.");

    await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData });
    expect((await callTool(door, "check_out_visitor", { museumId: museum.museumId, qrData })).data.checkedOut).toBe(true);
    const twice = await callTool(door, "check_out_visitor", { museumId: museum.museumId, qrData });
    expect(twice.data.refusal.code, "a second exit of the same visit").toBe("NOT_CHECKED_IN");
    expect((await insideOf(locationId)).entry.inside).toBe(0);
    const garbage = await callTool(door, "check_out_visitor", { museumId: museum.museumId, qrData: "not a code" });
    expect(garbage.data).toMatchObject({ checkedOut: false, refusal: { code: "INVALID_CODE" } });
  });

  it("refuses an entrance past the location's most with LOCATION_FULL, saying how many are inside", async () => {
    const { locationId, ticketing } = await hall("Ostsaal");
    const codes = [];
    for (let visitor = 0; visitor < 6; visitor += 1) codes.push(await sell(ticketing));
    for (const qrData of codes.slice(0, 5)) expect((await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData })).data.admitted).toBe(true);
    const full = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: codes[5] });
    expect(full.isError, full.text).toBe(false);
    expect(full.data).toMatchObject({ admitted: false, refusal: { code: "LOCATION_FULL", inside: 5, maxOccupancy: 5 } });
    expect(full.text).toMatch(/^Refused \(LOCATION_FULL\): .+ 5 inside, at most 5 at once\.$/);
    expect((await insideOf(locationId)).entry.inside).toBe(5);
  });

  it("lets a ticket of a type created with reentry SAME_DAY come back in after its exit", async () => {
    const { locationId, ticketing } = await hall("Westsaal");
    const type = await callTool(editor, "create_ticket_type", {
      museumId: museum.museumId,
      eventId: ticketing.eventId,
      locationId,
      name: "Day pass",
      price: 900,
      masterLanguage: "en",
      maxQuantity: 10,
      published: true,
      reentry: "SAME_DAY",
    });
    expect(type.isError, type.text).toBe(false);
    const qrData = await sell(ticketing, type.data.ticketType.id);
    await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData });
    const out = await callTool(door, "check_out_visitor", { museumId: museum.museumId, qrData });
    expect(out.data.checkOut.mayReenterToday).toBe(true);
    expect(out.text).toBe(`Scanned out of Westsaal, ${out.data.checkOut.checkedOutAtLocal} (${zone} time). The ticket may come back in today.`);
    expect((await insideOf(locationId)).entry.inside).toBe(0);
    const back = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData });
    expect(back.data.admitted, back.text).toBe(true);
    expect((await insideOf(locationId)).entry.inside).toBe(1);
  });
});
