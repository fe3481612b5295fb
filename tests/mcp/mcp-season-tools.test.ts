import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createSeasonEvent } from "../support/ticketing-fixtures";
import { callTool as rawCall } from "../support/mcp-oauth";
import { toolNames, useToolClients, type ToolCheck } from "../support/mcp-tool-checks";

// The season tools (docs/mcp.md, "Season"), from the operation catalog: an assistant previews a season
// of slots from opening hours, makes them, and closes a day, as an editor; viewers and door staff get none of them.

const PUBLIC_URL = "https://season-tools.example-museum.org";
const SEASON_TOOLS = ["close_days", "create_schedule", "preview_schedule"];
// Tuesday to Sunday in the first week of April 2027, every 90 minutes from 10:00 to 13:00, closed on Easter Sunday (4 April).
const rule = { from: "2027-03-30", to: "2027-04-04", weekdays: ["TU", "WE", "TH", "FR", "SA", "SU"], every: { minutes: 90, from: "10:00", to: "13:00" }, durationMinutes: 60, capacity: 25, closedDates: ["2027-04-04"] };
const DAYS = 5;
const STARTS_PER_DAY = 3;

describe.each(testProviders())("the season tools on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-season"],
    staff: [
      { email: "edith@season-tools.test", museum: "mcp-season", role: "EDITOR" },
      { email: "vera@season-tools.test", museum: "mcp-season", role: "VIEWER" },
      { email: "dora@season-tools.test", museum: "mcp-season", role: "DOOR" },
    ],
    env: { TRUST_PROXY: "true", EXPIRY_SWEEP_SECONDS: "0" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("mcp-season");
  let editor: Client;
  let viewer: Client;
  let door: Client;
  const tools = useToolClients(foyer);
  const callTool: ToolCheck = (name, args) => tools.call(editor, name, args);
  let eventId: string;
  let ticketTypeId: string;

  beforeAll(async () => {
    editor = await tools.signIn("edith@season-tools.test", "192.0.2.31");
    viewer = await tools.signIn("vera@season-tools.test", "192.0.2.32");
    door = await tools.signIn("dora@season-tools.test", "192.0.2.33");
    ({ eventId, ticketTypeId } = await createSeasonEvent(museum.museumId, "Spring"));
  });


  it("previews a season in the location's time zone without storing it, then makes exactly those slots", async () => {
    const preview = await callTool("preview_schedule", { museumId: museum.museumId, eventId, ...rule });
    expect(preview.isError, preview.text).toBe(false);
    expect(preview.data).toMatchObject({ timeZone: "Europe/Berlin", count: DAYS * STARTS_PER_DAY });
    // Summer time in Berlin from 28 March: 10:00 local is 08:00Z.
    expect(preview.data.slots[0]).toEqual({ startsAt: "2027-03-30T08:00:00.000Z", endsAt: "2027-03-30T09:00:00.000Z" });
    expect(preview.text.split("\n").slice(0, 3)).toEqual([
      `${DAYS * STARTS_PER_DAY} time slot(s) would be made, in Europe/Berlin. Nothing was stored.`,
      "- 2027-03-30 10:00 to 11:00",
      "- 2027-03-30 11:30 to 12:30",
    ]);
    expect(await db().timeSlot.count({ where: { eventId } })).toBe(0);

    const created = await callTool("create_schedule", { museumId: museum.museumId, eventId, ...rule });
    expect(created.isError, created.text).toBe(false);
    expect(created.data).toMatchObject({ generated: DAYS * STARTS_PER_DAY, timeZone: "Europe/Berlin" });
    const stored = await db().timeSlot.findMany({ where: { eventId }, orderBy: { startsAt: "asc" }, select: { startsAt: true, endsAt: true, capacity: true, scheduleId: true } });
    expect(stored.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() }))).toEqual(preview.data.slots);
    expect(stored.every((slot) => slot.capacity === 25 && slot.scheduleId === created.data.scheduleId)).toBe(true);
  });

  it("lists the preview as reading only, and closing days as something to ask the person about first", async () => {
    const listed = new Map((await editor.listTools()).tools.map((tool) => [tool.name, tool]));
    expect(listed.get("preview_schedule")!.annotations).toMatchObject({ readOnlyHint: true });
    expect(listed.get("create_schedule")!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(listed.get("close_days")!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(listed.get("close_days")!.description).toContain("ask the person first");
  });

  it("refuses the same rule for the same event a second time", async () => {
    const again = await callTool("create_schedule", { museumId: museum.museumId, eventId, ...rule });
    expect(again.isError).toBe(true);
    expect(again.data.error).toMatchObject({ code: "SCHEDULE_DUPLICATE" });
  });

  it("closes a day so nothing more is held in it, and opens it again", async () => {
    const slot = await db().timeSlot.findFirstOrThrow({ where: { eventId, startsAt: new Date("2027-03-31T08:00:00.000Z") }, select: { id: true } });
    const closed = await callTool("close_days", { museumId: museum.museumId, from: "2027-03-31", to: "2027-03-31", closed: true, reason: "Staff training", eventId });
    expect(closed.isError, closed.text).toBe(false);
    expect(closed.data).toEqual({ matched: STARTS_PER_DAY, changed: STARTS_PER_DAY });
    expect(closed.text).toBe(`2027-03-31: ${STARTS_PER_DAY} of ${STARTS_PER_DAY} time slot(s) closed (Staff training).`);
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const refused = await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId: slot.id });
    expect(refused.body.error.code).toBe("TIME_SLOT_CLOSED");
    expect((await api.get(`/v1/time-slots/${slot.id}`)).body).toMatchObject({ closed: true, closedReason: "Staff training" });
    // The next day stays open.
    expect(await db().timeSlot.count({ where: { eventId, closedAt: { not: null } } })).toBe(STARTS_PER_DAY);

    const reopened = await callTool("close_days", { museumId: museum.museumId, from: "2027-03-31", to: "2027-03-31", closed: false });
    expect(reopened.text).toBe(`2027-03-31: ${STARTS_PER_DAY} of ${STARTS_PER_DAY} time slot(s) open again.`);
    expect((await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId: slot.id })).status).toBe(201);
  });

  it("refuses a rule it cannot follow, naming the argument, and an event that is not the museum's", async () => {
    const backwards = await callTool("preview_schedule", { museumId: museum.museumId, eventId, ...rule, to: "2027-03-01" });
    expect(backwards.isError).toBe(true);
    expect(backwards.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [expect.objectContaining({ path: expect.stringContaining("to") })] });
    const unknown = await callTool("create_schedule", { museumId: museum.museumId, eventId: "00000000-0000-4000-8000-000000000000", ...rule });
    expect(unknown.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "eventId" }] });
  });

  it("shows viewers and door staff none of the season tools, and changes nothing when they call one", async () => {
    for (const client of [viewer, door]) {
      expect(toolNames((await client.listTools()).tools).filter((name) => SEASON_TOOLS.includes(name))).toEqual([]);
      const before = await db().timeSlot.count({ where: { closedAt: { not: null } } });
      const answer = await rawCall(client, "close_days", { museumId: museum.museumId, from: "2027-04-01", to: "2027-04-01", closed: true });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain("close_days not found");
      expect(await db().timeSlot.count({ where: { closedAt: { not: null } } })).toBe(before);
    }
  });
});
