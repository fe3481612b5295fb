import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { useToolClients } from "../support/mcp-tool-checks";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// The catalog's staff tools (docs/mcp.md, "The tools"): locations, events, time slots and ticket types
// added, changed and removed, a day's capacity and the sales summary, called over real HTTP with user
// tokens (docs/mcp.md, "Locally, with a user token") as an editor and a viewer.

const PUBLIC_URL = "https://tools.example-museum.org";

describe.each(testProviders())("the catalog's staff tools on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-tools", "mcp-tools-other"],
    staff: [
      { email: "edith@tools.test", museum: "mcp-tools", role: "EDITOR" },
      { email: "vera@tools.test", museum: "mcp-tools", role: "VIEWER" },
      // Vera may change another museum, so the changing tools are hers to call (tools/list shows only
      // the tools some role of the user allows).
      { email: "vera@tools.test", museum: "mcp-tools-other", role: "EDITOR" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("mcp-tools");
  let ticketing: Ticketing;
  let editor: Client;
  let viewer: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    // The museum's own zone is Amsterdam and one of its locations keeps UTC: a record without a location,
    // and a day asked without a zone, read in the museum's own (docs/mcp.md, "Tools"), not in a location's.
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: "Europe/Amsterdam" } });
    await db().location.create({ data: { museumId: museum.museumId, name: "Main hall", timezone: "UTC" } });
    ticketing = await createTicketing(museum.museumId, { capacity: 12 });
    editor = await tools.signIn("edith@tools.test", "192.0.2.1");
    viewer = await tools.signIn("vera@tools.test", "192.0.2.2");
  });

  it("adds a location with its most allowed inside, changes it, lifts the limit, and lists it; a viewer may not add one", async () => {
    // The museum's one zone stays one: day_capacity below reads its days there.
    const added = await callTool(editor, "create_location", { museumId: museum.museumId, name: "Nordflügel", timezone: "Europe/Amsterdam", maxOccupancy: 120 });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.location).toMatchObject({ name: "Nordflügel", timezone: "Europe/Amsterdam", earlyEntryMinutes: 30, maxOccupancy: 120 });
    expect(added.text).toContain("at most 120 inside");
    const locationId = added.data.location.id;
    const changed = await callTool(editor, "update_location", { museumId: museum.museumId, locationId, earlyEntryMinutes: 15 });
    expect(changed.data.location).toMatchObject({ name: "Nordflügel", earlyEntryMinutes: 15, maxOccupancy: 120 });
    const lifted = await callTool(editor, "update_location", { museumId: museum.museumId, locationId, maxOccupancy: null });
    expect(lifted.data.location.maxOccupancy).toBeNull();
    expect(lifted.text).toContain("no limit inside");
    const listed = await callTool(viewer, "list_locations", { museumId: museum.museumId });
    expect(listed.data.list).toContainEqual(expect.objectContaining({ id: locationId, name: "Nordflügel", timezone: "Europe/Amsterdam", earlyEntryMinutes: 15, maxOccupancy: null }));
    // A page says where the next one starts, as every list tool does.
    const firstPage = await callTool(viewer, "list_locations", { museumId: museum.museumId, limit: 1 });
    expect(firstPage.text.split("\n")[0]).toBe(`${listed.data.total} location(s) match; showing 1–1. Pass offset 1 for the next page.`);
    const lastPage = await callTool(viewer, "list_locations", { museumId: museum.museumId, limit: 1, offset: listed.data.total - 1 });
    expect(lastPage.text.split("\n")[0]).toBe(`${listed.data.total} location(s) match; showing ${listed.data.total}–${listed.data.total}.`);
    const refused = await callTool(viewer, "create_location", { museumId: museum.museumId, name: "Not allowed" });
    expect(refused.isError).toBe(true);
    const badZone = await callTool(editor, "update_location", { museumId: museum.museumId, locationId, timezone: "Mars/Olympus" });
    expect(badZone.isError).toBe(true);
    // The tool's arguments are the operation's own input (lib/domain/locations/location-schemas.ts): the zone is refused by name, coded.
    expect(badZone.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "timezone", message: "Expected an IANA time zone name, e.g. Europe/Vienna" }] });
    expect(badZone.text).toContain("- timezone: Expected an IANA time zone name, e.g. Europe/Vienna");
  });

  it("looks up a location, removes one no record uses, refuses one in use, and says a removal asks the person first", async () => {
    // In the museum's one zone, which day_capacity below reads its days in.
    const spare = await callTool(editor, "create_location", { museumId: museum.museumId, name: "Pop-up tent", timezone: "Europe/Amsterdam" });
    const spareId = spare.data.location.id;
    const found = await callTool(viewer, "get_location", { museumId: museum.museumId, locationId: spareId });
    expect(found.data.location).toMatchObject({ id: spareId, name: "Pop-up tent", timezone: "Europe/Amsterdam", maxOccupancy: null });
    expect(found.text).toContain(`Pop-up tent (${spareId}), Europe/Amsterdam`);
    const used = await db().location.create({ data: { museumId: museum.museumId, name: "Used hall", timezone: "Europe/Amsterdam" } });
    await db().event.create({ data: { museumId: museum.museumId, name: "In the used hall", locationId: used.id } });
    const inUse = await callTool(editor, "delete_location", { museumId: museum.museumId, locationId: used.id });
    expect(inUse.isError).toBe(true);
    expect(inUse.data.error).toMatchObject({ code: "IN_USE" });
    const removed = await callTool(editor, "delete_location", { museumId: museum.museumId, locationId: spareId });
    expect(removed.data).toEqual({ deleted: true, locationId: spareId });
    expect(await db().location.count({ where: { id: spareId } })).toBe(0);
    const gone = await callTool(viewer, "get_location", { museumId: museum.museumId, locationId: spareId });
    expect(gone.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "locationId" }] });
    const listed = (await editor.listTools()).tools.find((tool) => tool.name === "delete_location")!;
    expect(listed.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(listed.description).toContain("It removes or ends something at once: ask the person first.");
  });

  it("adds an event at a location in that location's time, publishes it, refuses an end before its start, and removes it unless slots use it", async () => {
    const hall = await callTool(editor, "create_location", { museumId: museum.museumId, name: "Event hall", timezone: "Europe/Amsterdam" });
    const added = await callTool(editor, "create_event", {
      museumId: museum.museumId,
      name: "Night of lights",
      locationId: hall.data.location.id,
      startsAt: "2027-06-01T18:00:00Z",
      endsAt: "2027-06-01T21:30:00Z",
    });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.event).toMatchObject({ name: "Night of lights", published: false, timeZone: "Europe/Amsterdam", startsAt: "2027-06-01T18:00:00.000Z" });
    expect(added.text).toContain("2027-06-01 20:00 to 2027-06-01 23:30 (Europe/Amsterdam time)");
    const eventId = added.data.event.id;
    const published = await callTool(editor, "update_event", { museumId: museum.museumId, eventId, published: true });
    expect(published.data.event).toMatchObject({ id: eventId, name: "Night of lights", published: true });
    expect(published.text).toContain(", published");
    // The end is checked against the stored start, as /v1's PATCH checks it.
    const backwards = await callTool(editor, "update_event", { museumId: museum.museumId, eventId, endsAt: "2027-06-01T17:00:00Z" });
    expect(backwards.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [expect.objectContaining({ path: "endsAt" })] });
    const found = await callTool(viewer, "get_event", { museumId: museum.museumId, eventId });
    expect(found.data.event).toMatchObject({ id: eventId, endsAt: "2027-06-01T21:30:00.000Z", published: true, timeZone: "Europe/Amsterdam" });
    // Without a location an event's times read in the museum's own zone.
    const { timezone } = await db().museum.findUniqueOrThrow({ where: { id: museum.museumId } });
    const bare = await callTool(editor, "create_event", { museumId: museum.museumId, name: "Evening talk" });
    expect(bare.data.event).toMatchObject({ locationId: null, startsAt: null, timeZone: timezone });
    expect(bare.text).toContain("no dates");
    const slot = await callTool(editor, "create_time_slot", { museumId: museum.museumId, eventId, startsAt: "2027-06-01T18:00:00Z", endsAt: "2027-06-01T19:00:00Z", capacity: 5 });
    expect(slot.isError, slot.text).toBe(false);
    const inUse = await callTool(editor, "delete_event", { museumId: museum.museumId, eventId });
    expect(inUse.data.error).toMatchObject({ code: "IN_USE" });
    const removed = await callTool(editor, "delete_event", { museumId: museum.museumId, eventId: bare.data.event.id });
    expect(removed.data).toEqual({ deleted: true, eventId: bare.data.event.id });
    expect(await db().event.count({ where: { id: bare.data.event.id } })).toBe(0);
    const refused = await callTool(viewer, "update_event", { museumId: museum.museumId, eventId, published: false });
    expect(refused.data.error).toMatchObject({ code: "FORBIDDEN" });
    expect((await db().event.findUniqueOrThrow({ where: { id: eventId } })).published).toBe(true);
  });

  it("creates and lists events, time slots and ticket types", async () => {
    const event = await callTool(editor, "create_event", { museumId: museum.museumId, name: "Tools exhibition", startsAt: "2027-05-01T09:00:00Z", published: true });
    expect(event.isError, event.text).toBe(false);
    const eventId = event.data.event.id;
    const slot = await callTool(editor, "create_time_slot", { museumId: museum.museumId, eventId, startsAt: "2027-05-01T10:00:00+02:00", endsAt: "2027-05-01T11:00:00+02:00", capacity: 25 });
    expect(slot.isError, slot.text).toBe(false);
    expect(slot.data.timeSlot).toMatchObject({ capacity: 25, availableCapacity: 25, startsAt: "2027-05-01T08:00:00.000Z" });
    const type = await callTool(editor, "create_ticket_type", {
      museumId: museum.museumId,
      eventId,
      name: "Adult",
      price: 1250,
      currency: "EUR",
      masterLanguage: "en",
      maxQuantity: 100,
      translations: [{ language: "nl", name: "Volwassene" }],
    });
    expect(type.isError, type.text).toBe(false);
    expect(type.text).toContain("12.50 EUR");

    const events = await callTool(editor, "list_events", { museumId: museum.museumId, filter: JSON.stringify({ operator: "CONTAINS", fieldName: "NAME", value: "tools" }) });
    expect(events.data.total).toBe(1);
    expect(events.data.list[0].id).toBe(eventId);
    const newest = await callTool(editor, "list_events", { museumId: museum.museumId, orderBy: "NEWEST_FIRST", limit: 1 });
    expect(newest.data.list.map((entry: any) => entry.id)).toEqual([eventId]);
    const slots = await callTool(editor, "list_time_slots", { museumId: museum.museumId, eventId });
    expect(slots.data.list.map((entry: any) => entry.id)).toEqual([slot.data.timeSlot.id]);
    const types = await callTool(editor, "list_ticket_types", { museumId: museum.museumId, eventId });
    expect(types.data.list[0]).toMatchObject({ name: "Adult", price: 1250, translations: [expect.objectContaining({ language: "nl" })] });
  });

  it("changes a slot's capacity, closes it with a reason and reopens it, refuses fewer places than are held, and removes one only while unused", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const made = await callTool(editor, "create_time_slot", { museumId: museum.museumId, eventId: ticketing.eventId, startsAt: "2027-10-01T09:00:00Z", endsAt: "2027-10-01T10:00:00Z", capacity: 10 });
    const timeSlotId = made.data.timeSlot.id;
    expect(made.data.timeSlot).toMatchObject({ eventName: "Night at the museum", timeZone: "Europe/Amsterdam", closed: false });
    expect(made.text).toContain("Night at the museum, 2027-10-01 11:00 to 12:00 (Europe/Amsterdam time)");
    for (const _ of [1, 2, 3]) expect((await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId })).status).toBe(201);
    const resized = await callTool(editor, "update_time_slot", { museumId: museum.museumId, timeSlotId, capacity: 6 });
    expect(resized.data.timeSlot).toMatchObject({ capacity: 6, heldQuantity: 3, availableCapacity: 3 });
    expect(resized.text).toContain("3 of 6 available (0 sold, 3 held)");
    const tooFew = await callTool(editor, "update_time_slot", { museumId: museum.museumId, timeSlotId, capacity: 2 });
    expect(tooFew.data.error).toMatchObject({ code: "CAPACITY_BELOW_USAGE" });
    const closed = await callTool(editor, "update_time_slot", { museumId: museum.museumId, timeSlotId, closed: true, closedReason: "Storm" });
    expect(closed.data.timeSlot).toMatchObject({ closed: true, closedReason: "Storm", availableCapacity: 0 });
    expect(closed.text).toContain("closed (Storm), sells nothing");
    expect((await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId })).body.error.code).toBe("TIME_SLOT_CLOSED");
    const found = await callTool(viewer, "get_time_slot", { museumId: museum.museumId, timeSlotId });
    expect(found.data.timeSlot).toMatchObject({ id: timeSlotId, closed: true, capacity: 6 });
    const reopened = await callTool(editor, "update_time_slot", { museumId: museum.museumId, timeSlotId, closed: false });
    expect(reopened.data.timeSlot).toMatchObject({ closed: false, closedReason: null, availableCapacity: 3 });
    const inUse = await callTool(editor, "delete_time_slot", { museumId: museum.museumId, timeSlotId });
    expect(inUse.data.error).toMatchObject({ code: "IN_USE" });
    const spare = await callTool(editor, "create_time_slot", { museumId: museum.museumId, startsAt: "2027-10-02T09:00:00Z", endsAt: "2027-10-02T10:00:00Z", capacity: 1 });
    const removed = await callTool(editor, "delete_time_slot", { museumId: museum.museumId, timeSlotId: spare.data.timeSlot.id });
    expect(removed.data).toEqual({ deleted: true, timeSlotId: spare.data.timeSlot.id });
    expect((await api.get(`/v1/time-slots/${spare.data.timeSlot.id}`)).status).toBe(404);
    const refused = await callTool(viewer, "update_time_slot", { museumId: museum.museumId, timeSlotId, capacity: 100 });
    expect(refused.isError).toBe(true);
    expect((await db().timeSlot.findUniqueOrThrow({ where: { id: timeSlotId } })).capacity).toBe(6);
  });

  it("creates a members' own ticket type and one that may come back in the same day, and refuses a members' ticket with a price", async () => {
    const base = { museumId: museum.museumId, eventId: ticketing.eventId, masterLanguage: "en", maxQuantity: 50 };
    const own = await callTool(editor, "create_ticket_type", { ...base, name: "Member", price: 0, memberTicket: true });
    expect(own.isError, own.text).toBe(false);
    expect(own.data.ticketType).toMatchObject({ name: "Member", price: 0, memberTicket: true, reentry: "NONE" });
    expect(own.text).toContain("members' own place");
    const back = await callTool(editor, "create_ticket_type", { ...base, name: "Day pass", price: 900, reentry: "SAME_DAY" });
    expect(back.data.ticketType).toMatchObject({ memberTicket: false, reentry: "SAME_DAY" });
    expect(back.text).toContain("may come back in the same day");
    const listed = await callTool(viewer, "list_ticket_types", { museumId: museum.museumId, eventId: ticketing.eventId });
    expect(listed.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: own.data.ticketType.id, memberTicket: true }), expect.objectContaining({ id: back.data.ticketType.id, reentry: "SAME_DAY" })]),
    );
    const priced = await callTool(editor, "create_ticket_type", { ...base, name: "Priced member", price: 500, memberTicket: true });
    expect(priced.isError).toBe(true);
    expect(priced.data.error.code).toBe("MEMBER_TICKET_NOT_FREE");
    const wrongReentry = await callTool(editor, "create_ticket_type", { ...base, name: "Wrong", price: 100, reentry: "ALWAYS" });
    expect(wrongReentry.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "reentry" }] });
    expect(await db().ticketType.count({ where: { museumId: museum.museumId, name: { in: ["Priced member", "Wrong"] } } })).toBe(0);
  });

  it("looks up a ticket type, publishes it at a new price, refuses fewer than are sold, and removes one only while none is sold", async () => {
    const made = await callTool(editor, "create_ticket_type", { museumId: museum.museumId, eventId: ticketing.eventId, name: "Evening", price: 900, currency: "EUR", masterLanguage: "en", maxQuantity: 20 });
    expect(made.data.ticketType).toMatchObject({ name: "Evening", published: false, availableQuantity: 20 });
    const ticketTypeId = made.data.ticketType.id;
    const published = await callTool(editor, "update_ticket_type", { museumId: museum.museumId, ticketTypeId, published: true, price: 1050 });
    expect(published.data.ticketType).toMatchObject({ id: ticketTypeId, published: true, price: 1050 });
    expect(published.text).toContain("10.50 EUR, 20 of 20 left");
    const found = await callTool(viewer, "get_ticket_type", { museumId: museum.museumId, ticketTypeId });
    expect(found.data.ticketType).toMatchObject({ id: ticketTypeId, name: "Evening", published: true });
    // Two places held in a slot of its own (holds, not sales, so the day's capacity and the sales the tests below read stay theirs).
    const slot = await callTool(editor, "create_time_slot", { museumId: museum.museumId, eventId: ticketing.eventId, startsAt: "2027-09-01T10:00:00Z", endsAt: "2027-09-01T11:00:00Z", capacity: 10 });
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    for (const _ of [1, 2]) expect((await api.post("/v1/ticket-reservations", { ticketTypeId, timeSlotId: slot.data.timeSlot.id })).status).toBe(201);
    const tooFew = await callTool(editor, "update_ticket_type", { museumId: museum.museumId, ticketTypeId, maxQuantity: 1 });
    expect(tooFew.data.error).toMatchObject({ code: "CAPACITY_BELOW_USAGE" });
    const inUse = await callTool(editor, "delete_ticket_type", { museumId: museum.museumId, ticketTypeId });
    expect(inUse.data.error).toMatchObject({ code: "IN_USE" });
    const spare = await callTool(editor, "create_ticket_type", { museumId: museum.museumId, eventId: ticketing.eventId, name: "Spare", price: 0, masterLanguage: "en", maxQuantity: 1 });
    const removed = await callTool(editor, "delete_ticket_type", { museumId: museum.museumId, ticketTypeId: spare.data.ticketType.id });
    expect(removed.data).toEqual({ deleted: true, ticketTypeId: spare.data.ticketType.id });
    const listed = await callTool(viewer, "list_ticket_types", { museumId: museum.museumId, eventId: ticketing.eventId, filter: JSON.stringify({ operator: "EQUAL", fieldName: "NAME", value: "Evening" }) });
    expect(listed.data.list.map((type: { id: string }) => type.id)).toEqual([ticketTypeId]);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ticketTypeId } })).maxQuantity).toBe(20);
  });

  it("shows a day's live capacity in the museum's time zone", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const hold = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(hold.status).toBe(201);
    // The fixture's slot starts 2027-03-01T10:00Z, which is 11:00 that day in Amsterdam.
    const day = await callTool(viewer, "day_capacity", { museumId: museum.museumId, date: "2027-03-01" });
    expect(day.isError, day.text).toBe(false);
    expect(day.data.timeZone).toBe("Europe/Amsterdam");
    expect(day.data.timeSlots).toEqual([
      expect.objectContaining({ id: ticketing.timeSlotId, capacity: 12, heldQuantity: 1, soldQuantity: 0, availableCapacity: 11, timeZone: "Europe/Amsterdam", closed: false }),
    ]);
    expect(day.data.totals).toEqual({ capacity: 12, held: 1, sold: 0, available: 11 });
    expect(day.data.total).toBe(1);
    expect(day.text).toContain("2027-03-01 (Europe/Amsterdam time): 11 of 12 places available, 0 sold, 1 held.");
    expect(day.text).toContain(`2027-03-01 11:00 to 12:00 (Europe/Amsterdam time) (${ticketing.timeSlotId}): 11 of 12 available (0 sold, 1 held)`);
    const dayBefore = await callTool(viewer, "day_capacity", { museumId: museum.museumId, date: "2027-02-28", timeZone: "America/New_York" });
    expect(dayBefore.data.timeSlots, "10:00Z is 05:00 on 1 March in New York, not 28 February").toEqual([]);
    expect(dayBefore.text).toBe("No time slots on 2027-02-28 (America/New_York time).");
    const badZone = await callTool(viewer, "day_capacity", { museumId: museum.museumId, date: "2027-03-01", timeZone: "Mars/Olympus" });
    expect(badZone.isError).toBe(true);
    // The tool's arguments are the operation's own input: the zone is refused by name, coded.
    expect(badZone.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "timeZone", message: "Expected an IANA time zone name, e.g. Europe/Vienna" }] });
  });

  it("summarises sales for a date range", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const hold = await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect((await api.post("/v1/tickets", { ticketReservationId: hold.body.id })).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const sales = await callTool(viewer, "sales_summary", { museumId: museum.museumId, from: today, to: today, timeZone: "UTC" });
    expect(sales.isError, sales.text).toBe(false);
    expect(sales.data.salesSummary).toMatchObject({ ticketsSold: 1, revenue: [{ currency: "EUR", amount: 1500 }] });
    expect(sales.text).toContain("15.00 EUR");
  });
});
