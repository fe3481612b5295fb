import { randomBytes } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { useToolClients } from "../support/mcp-tool-checks";
import { createMember, type Member } from "../support/membership-fixtures";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// Every tool, called over real HTTP as staff with different roles (user tokens sent directly, the
// local-use door of docs/mcp.md, "Locally, with a user token"; the OAuth door is tests/mcp/mcp-oauth-flow.test.ts). Tools go through
// GraphQL, so roles apply exactly as in the dashboard.

const PUBLIC_URL = "https://tools.example-museum.org";
const QR_KEY = randomBytes(32).toString("base64");

describe.each(testProviders())("the staff tools on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-tools", "mcp-tools-other"],
    staff: [
      { email: "edith@tools.test", museum: "mcp-tools", role: "EDITOR" },
      { email: "vera@tools.test", museum: "mcp-tools", role: "VIEWER" },
      // Vera may change another museum, so the changing tools are hers to call (tools/list shows only
      // the tools some role of the user allows).
      { email: "vera@tools.test", museum: "mcp-tools-other", role: "EDITOR" },
      { email: "dora@tools.test", museum: "mcp-tools", role: "DOOR" },
      { email: "otto@tools.test", museum: "mcp-tools-other", role: "OWNER" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL, ADMISSION_SIGNING_KEY: QR_KEY },
  });
  const museum = foyer.museum("mcp-tools");
  const other = foyer.museum("mcp-tools-other");
  let ticketing: Ticketing;
  let member: Member;
  let renewing: Member;
  let editor: Client;
  let viewer: Client;
  let door: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    // The museum's own zone is Amsterdam and one of its locations keeps UTC: a record without a location,
    // and a day asked without a zone, read in the museum's own (docs/mcp.md, "Tools"), not in a location's.
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: "Europe/Amsterdam" } });
    await db().location.create({ data: { museumId: museum.museumId, name: "Main hall", timezone: "UTC" } });
    ticketing = await createTicketing(museum.museumId, { capacity: 12 });
    member = await createMember(museum.museumId, { customerName: "Ada Lovelace", email: "ada@tools.test" });
    renewing = await createMember(museum.museumId, { customerName: "Grace Hopper", email: "grace@tools.test", autoRenew: true, membershipName: "Monthly" });
    editor = await tools.signIn("edith@tools.test", "192.0.2.1");
    viewer = await tools.signIn("vera@tools.test", "192.0.2.2");
    door = await tools.signIn("dora@tools.test", "192.0.2.3");
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

  it("adds a customer, changes their details, refuses a member number in use, and removes a customer without tickets", async () => {
    const added = await callTool(editor, "create_customer", { museumId: museum.museumId, name: "Grete Berger", email: "Grete@Berger.test", language: "de", memberNumber: "T-100" });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.customer).toMatchObject({ name: "Grete Berger", email: "grete@berger.test", language: "de", memberNumber: "T-100", erasedAt: null });
    const customerId = added.data.customer.id;
    expect(added.text).toContain(`Grete Berger (${customerId}), grete@berger.test, member T-100, emails in de`);
    const changed = await callTool(editor, "update_customer", { museumId: museum.museumId, customerId, name: "Grete Berger-Huber", email: null });
    expect(changed.data.customer).toMatchObject({ name: "Grete Berger-Huber", email: null, memberNumber: "T-100" });
    const twice = await callTool(editor, "create_customer", { museumId: museum.museumId, name: "Someone else", memberNumber: "T-100" });
    expect(twice.data.error).toMatchObject({ code: "ALREADY_EXISTS" });
    const read = await callTool(viewer, "get_customer", { museumId: museum.museumId, customerId });
    expect(read.data.customer.name).toBe("Grete Berger-Huber");
    const viewerMayNot = await callTool(viewer, "update_customer", { museumId: museum.museumId, customerId, name: "Nope" });
    expect(viewerMayNot.data.error).toMatchObject({ code: "FORBIDDEN" });
    const removed = await callTool(editor, "delete_customer", { museumId: museum.museumId, customerId });
    expect(removed.data).toEqual({ deleted: true, customerId });
    expect(await db().customer.count({ where: { id: customerId } })).toBe(0);
  });

  it("adds a membership to a customer, renews it, cancels it, takes the cancellation back, and removes it", async () => {
    const customer = await callTool(editor, "create_customer", { museumId: museum.museumId, name: "Karl Mitglied" });
    const customerId = customer.data.customer.id;
    const added = await callTool(editor, "create_membership", {
      museumId: museum.museumId,
      customerId,
      name: "Jahreskarte",
      validFrom: "2027-01-01T00:00:00+01:00",
      validTo: "2028-01-01T00:00:00+01:00",
      guestsPerVisit: 1,
    });
    expect(added.isError, added.text).toBe(false);
    expect(added.data.membership).toMatchObject({ customerId, name: "Jahreskarte", status: "ACTIVE", validFrom: "2026-12-31T23:00:00.000Z", guestsPerVisit: 1, autoRenew: false });
    expect(added.data.membership.qrData).toEqual(expect.any(String));
    const membershipId = added.data.membership.id;
    const renewed = await callTool(editor, "update_membership", { museumId: museum.museumId, membershipId, validTo: "2029-01-01T00:00:00Z" });
    expect(renewed.data.membership).toMatchObject({ validTo: "2029-01-01T00:00:00.000Z", name: "Jahreskarte" });
    const cancelled = await callTool(editor, "cancel_membership", { museumId: museum.museumId, membershipId });
    expect(cancelled.data.membership).toMatchObject({ status: "CANCELLED", cancelledAt: expect.any(String) });
    expect(cancelled.text).toContain("CANCELLED (cancelled");
    const back = await callTool(editor, "update_membership", { museumId: museum.museumId, membershipId, status: "ACTIVE" });
    expect(back.data.membership).toMatchObject({ status: "ACTIVE", cancelledAt: null });
    const unknownCustomer = await callTool(editor, "create_membership", { museumId: museum.museumId, customerId: other.museumId, name: "X", validFrom: "2027-01-01T00:00:00Z", validTo: "2028-01-01T00:00:00Z" });
    expect(unknownCustomer.data.error).toMatchObject({ code: "NOT_FOUND" });
    const removed = await callTool(editor, "delete_membership", { museumId: museum.museumId, membershipId });
    expect(removed.data).toEqual({ deleted: true, membershipId });
    expect(await db().membership.count({ where: { id: membershipId } })).toBe(0);
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

  it("searches customers with the filter language and shows their memberships", async () => {
    const found = await callTool(viewer, "search_customers", {
      museumId: museum.museumId,
      // The catalog's lists take the filter as JSON text, as /v1's ?filter= does.
      filter: JSON.stringify({ operator: "AND", conditions: [{ operator: "CONTAINS", fieldName: "NAME", value: "ada" }, { operator: "EQUAL", fieldName: "MEMBERSHIP.STATUS", value: "ACTIVE" }] }),
    });
    expect(found.isError, found.text).toBe(false);
    expect(found.data.list.map((customer: any) => customer.id)).toEqual([member.customerId]);
    const byEmail = await callTool(viewer, "search_customers", { museumId: museum.museumId, email: "grace@tools.test" });
    expect(byEmail.data.list.map((customer: any) => customer.id)).toEqual([renewing.customerId]);
    expect(found.text).toMatch(/^1 customer\(s\) match; showing 1–1\.\n- Ada /);
    const byNumber = await callTool(viewer, "search_customers", { museumId: museum.museumId, memberNumber: "no-such-number" });
    expect(byNumber.data).toEqual({ total: 0, list: [] });
    const badFilter = await callTool(viewer, "search_customers", { museumId: museum.museumId, filter: JSON.stringify({ operator: "CONTAINS", fieldName: "SHOE", value: 1 }) });
    expect(badFilter.isError).toBe(true);
    expect(badFilter.data.error.code).toBe("INVALID_FILTER");

    // Guests are set where memberships are edited (/v1 here); the tool shows them.
    const guests = await apiClient(foyer.baseUrl, museum.apiKey).patch(`/v1/memberships/${renewing.membershipId}`, { guestsPerVisit: 2 });
    expect(guests.status, JSON.stringify(guests.body)).toBe(200);
    const memberships = await callTool(viewer, "customer_memberships", { museumId: museum.museumId, customerId: renewing.customerId });
    expect(memberships.data.customer.memberships).toEqual([expect.objectContaining({ id: renewing.membershipId, name: "Monthly", autoRenew: true, status: "ACTIVE", guestsPerVisit: 2 })]);
    expect(memberships.text).toContain("Grace Hopper");
    expect(memberships.text).toContain(`- Monthly (${renewing.membershipId}) of customer ${renewing.customerId}: ACTIVE,`);
    expect(memberships.text).toContain("renews itself, 2 guest(s) a visit");
    const single = await callTool(viewer, "customer_memberships", { museumId: museum.museumId, customerId: member.customerId });
    expect(single.data.customer.memberships).toEqual([expect.objectContaining({ id: member.membershipId, guestsPerVisit: 0 })]);
  });

  it("sends the two membership emails", async () => {
    const receipt = await callTool(editor, "send_membership_email", { museumId: museum.museumId, membershipId: member.membershipId });
    expect(receipt.isError, receipt.text).toBe(false);
    const queued = await db().emailOutbox.findUniqueOrThrow({ where: { id: receipt.data.email.emailId } });
    expect(queued).toMatchObject({ kind: "MEMBERSHIP_RECEIPT", membershipId: member.membershipId, to: "ada@tools.test" });
    // The answer says which membership's email went to whom.
    expect(receipt.data.email).toEqual({ emailId: queued.id, status: "queued", membershipId: member.membershipId, membershipName: "Annual pass", customerName: "Ada Lovelace", to: "ada@tools.test" });
    expect(receipt.text).toBe(`Queued the membership receipt with its QR code of Annual pass to Ada Lovelace <ada@tools.test> (email ${queued.id}); the outbox delivers it.`);
    const cancel = await callTool(editor, "send_cancel_subscription_email", { museumId: museum.museumId, membershipId: renewing.membershipId });
    expect(cancel.isError, cancel.text).toBe(false);
    expect((await db().emailOutbox.findUniqueOrThrow({ where: { id: cancel.data.email.emailId } })).kind).toBe("MEMBERSHIP_CANCEL_SUBSCRIPTION");
    const notRenewing = await callTool(editor, "send_cancel_subscription_email", { museumId: museum.museumId, membershipId: member.membershipId });
    expect(notRenewing.isError).toBe(true);
    expect(notRenewing.data.error.code).toBe("MEMBERSHIP_NOT_AUTO_RENEWING");
  });

  it("verifies QR data, door staff included", async () => {
    const qrData = membershipQrData({ id: member.membershipId, museumId: museum.museumId });
    const valid = await callTool(door, "verify_membership_qr", { museumId: museum.museumId, qrData });
    expect(valid.isError, valid.text).toBe(false);
    expect(valid.data.verification).toMatchObject({ valid: true, customerName: "Ada Lovelace" });
    const tampered = await callTool(door, "verify_membership_qr", { museumId: museum.museumId, qrData: `${qrData.slice(0, -2)}xx` });
    expect(tampered.data.verification).toEqual({ valid: false, customerName: null, membershipName: null, validTo: null, reason: "ALTERED" });
    expect(tampered.text).toBe("Not valid: the code was altered, or signed with a key that is no longer accepted (ALTERED).");
    const reading = await door.callTool({ name: "list_events", arguments: { museumId: museum.museumId } });
    expect(reading.isError, "door staff may not read the museum's records: the tool is not even theirs").toBe(true);
    expect(JSON.stringify(reading.content)).toContain("list_events not found");
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

  it("refuses every modifying tool to a viewer with a permission error, and changes nothing", async () => {
    const counts = async () => ({
      events: await db().event.count({ where: { museumId: museum.museumId } }),
      slots: await db().timeSlot.count({ where: { museumId: museum.museumId } }),
      types: await db().ticketType.count({ where: { museumId: museum.museumId } }),
      emails: await db().emailOutbox.count({ where: { museumId: museum.museumId } }),
    });
    const before = await counts();
    const calls: [string, Record<string, unknown>][] = [
      ["create_event", { name: "No" }],
      ["create_time_slot", { startsAt: "2027-06-01T10:00:00Z", endsAt: "2027-06-01T11:00:00Z", capacity: 5 }],
      ["create_ticket_type", { eventId: ticketing.eventId, name: "No", price: 1, masterLanguage: "en", maxQuantity: 1 }],
      ["send_membership_email", { membershipId: member.membershipId }],
      ["send_cancel_subscription_email", { membershipId: renewing.membershipId }],
    ];
    for (const [name, args] of calls) {
      const result = await callTool(viewer, name, { museumId: museum.museumId, ...args });
      expect(result.isError, name).toBe(true);
      expect(result.data.error.code, name).toBe("FORBIDDEN");
      expect(result.text, name).toBe("Permission denied: Your role in this museum (VIEWER) may read but not change it. You cannot change this museum, so nothing was changed.");
    }
    expect(await counts()).toEqual(before);
  });

  it("keeps other museums out of reach", async () => {
    const museums = await callTool(editor, "list_museums");
    expect(museums.data.museums.map((entry: any) => entry.id)).toEqual([museum.museumId]);
    const foreign = await callTool(editor, "list_events", { museumId: other.museumId });
    expect(foreign.isError).toBe(true);
    expect(foreign.data.error.code).toBe("NOT_FOUND");
    const write = await callTool(editor, "create_event", { museumId: other.museumId, name: "Intruder" });
    expect(write.data.error.code).toBe("NOT_FOUND");
    expect(await db().event.count({ where: { museumId: other.museumId } })).toBe(0);
  });

  it("answers invalid arguments with a tool error", async () => {
    const result = await callTool(editor, "create_time_slot", { museumId: museum.museumId, startsAt: "tomorrow", endsAt: "2027-06-01T11:00:00Z", capacity: -1 });
    expect(result.isError).toBe(true);
    expect(result.data.error.code).toBe("VALIDATION_ERROR");
    expect(result.data.error.details.map((detail: { path: string }) => detail.path).sort()).toEqual(["capacity", "startsAt"]);
    // An id argument the tool does not take is refused as unknown, not looked up as a record.
    const stray = await callTool(editor, "day_capacity", { museumId: museum.museumId, date: "2027-03-01", timeSlotId: "abc" });
    expect(stray.data.error.code).toBe("VALIDATION_ERROR");
    expect(stray.text).toContain("timeSlotId");
    expect(await db().timeSlot.count({ where: { museumId: museum.museumId, capacity: -1 } })).toBe(0);
  });
});
