import { randomBytes, randomUUID } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { DEFAULT_ANSWER_CHARACTERS } from "@/lib/mcp/tool-pages";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createMember } from "../support/membership-fixtures";
import { useToolClients, type ToolCheck } from "../support/mcp-tool-checks";

// What the tools answer a model (docs/mcp.md, "Tools" and "Errors"): errors that say why and name
// the argument, lists in an order and size a model can use, local times with their zone, and QR
// checks that say why a code is not valid. Every answer is checked against the tool's outputSchema.

const PUBLIC_URL = "https://answers.example-museum.org";
const QR_KEY = randomBytes(32).toString("base64");
const HOUR = 3_600_000;

describe.each(testProviders())("the staff tools' answers on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-answers", "mcp-answers-other"],
    staff: [
      { email: "edith@answers.test", museum: "mcp-answers", role: "EDITOR" },
      { email: "dora@answers.test", museum: "mcp-answers", role: "DOOR" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL, ADMISSION_SIGNING_KEY: QR_KEY },
  });
  const museum = foyer.museum("mcp-answers");
  const other = foyer.museum("mcp-answers-other");
  const tools = useToolClients(foyer);
  let editorClient: Client;
  let doorClient: Client;
  const editor: ToolCheck = (name, args) => tools.call(editorClient, name, args);
  const door: ToolCheck = (name, args) => tools.call(doorClient, name, args);
  let hallId: string;
  let eventId: string;

  beforeAll(async () => {
    hallId = (await db().location.create({ data: { museumId: museum.museumId, name: "Main hall", timezone: "Europe/Amsterdam" } })).id;
    await db().location.create({ data: { museumId: museum.museumId, name: "Garden", timezone: "America/New_York" } });
    eventId = (await db().event.create({ data: { museumId: museum.museumId, name: "Night tour", locationId: hallId } })).id;
    editorClient = await tools.signIn("edith@answers.test", "192.0.2.21");
    doorClient = await tools.signIn("dora@answers.test", "192.0.2.22");
  });

  it("says which date is out of order, in the text and in structuredContent", async () => {
    const slot = await editor("create_time_slot", { museumId: museum.museumId, startsAt: "2027-06-01T11:00:00Z", endsAt: "2027-06-01T10:00:00Z", capacity: 5 });
    expect(slot.isError).toBe(true);
    expect(slot.data.error).toEqual({ code: "VALIDATION_ERROR", message: expect.any(String), details: [{ path: "endsAt", message: "endsAt must be later than startsAt." }] });
    expect(slot.text).toContain("endsAt: endsAt must be later than startsAt.");
    const sales = await editor("sales_summary", { museumId: museum.museumId, from: "2027-03-05", to: "2027-03-01" });
    expect(sales.data.error.code).toBe("VALIDATION_ERROR");
    expect(sales.data.error.details).toEqual([{ path: "to", message: expect.stringContaining("before from (2027-03-05)") }]);
    const slots = await editor("list_time_slots", { museumId: museum.museumId, from: "2027-03-05T00:00:00Z", to: "2027-03-01T00:00:00Z" });
    expect(slots.data.error.details).toEqual([{ path: "to", message: expect.stringContaining("must be later than from") }]);
  });

  it("answers NOT_FOUND naming the argument for an unknown id", async () => {
    const unknown = randomUUID();
    const slot = await editor("create_time_slot", { museumId: museum.museumId, startsAt: "2027-06-01T10:00:00Z", endsAt: "2027-06-01T11:00:00Z", capacity: 5, locationId: unknown });
    expect(slot.data.error).toEqual({ code: "NOT_FOUND", message: `No location ${unknown} in this museum.`, details: [{ path: "locationId", message: `No location ${unknown} in this museum.` }] });
    expect(slot.text).toBe(`Not found: No location ${unknown} in this museum. (argument locationId)`);
    const type = await editor("create_ticket_type", { museumId: museum.museumId, eventId: unknown, name: "Adult", price: 100, masterLanguage: "en", maxQuantity: 5 });
    expect(type.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "eventId" }] });
    const notAnId = await editor("create_event", { museumId: museum.museumId, name: "Lost", locationId: "main-hall" });
    // Text that is not an id is not found, named by its argument, before the tool's schema reads it.
    expect(notAnId.data.error).toEqual({ code: "NOT_FOUND", message: 'No location has the id "main-hall"; ids are UUIDs.', details: [{ path: "locationId", message: 'No location has the id "main-hall"; ids are UUIDs.' }] });
    const unknownPlace = await editor("create_event", { museumId: museum.museumId, name: "Lost", locationId: unknown });
    expect(unknownPlace.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "locationId" }] });
    const customer = await editor("customer_memberships", { museumId: museum.museumId, customerId: unknown });
    expect(customer.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "customerId" }] });
    const museumUnknown = await editor("list_events", { museumId: other.museumId });
    expect(museumUnknown.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "museumId" }] });
    expect(await db().timeSlot.count({ where: { museumId: museum.museumId, capacity: 5 } })).toBe(0);
    expect(await db().event.count({ where: { museumId: museum.museumId, name: "Lost" } })).toBe(0);
  });

  it("lists locations with their time zones", async () => {
    const locations = await editor("list_locations", { museumId: museum.museumId });
    expect(locations.data.total).toBe(2);
    expect(locations.data.list).toEqual([
      { id: hallId, name: "Main hall", timezone: "Europe/Amsterdam", earlyEntryMinutes: 30, maxOccupancy: null, createdAt: expect.any(String), updatedAt: expect.any(String) },
      expect.objectContaining({ name: "Garden", timezone: "America/New_York" }),
    ]);
    expect(locations.text).toContain(`Main hall (${hallId}), Europe/Amsterdam`);
  });

  it("lists time slots by start when asked, as many as fit in about 8 KB by default, with local times and event names", async () => {
    // Made latest first, so creation order (the /v1 order) is the reverse of start order.
    const base = Date.parse("2027-04-01T08:30:00Z");
    for (let index = 59; index >= 0; index--) {
      const startsAt = new Date(base + index * HOUR);
      await db().timeSlot.create({ data: { museumId: museum.museumId, eventId, locationId: hallId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), capacity: 10 } });
    }
    const first = await editor("list_time_slots", { museumId: museum.museumId, eventId, orderBy: "STARTS_AT" });
    expect(first.data.total).toBe(60);
    // Without a limit the page is cut to what fits, words and data together, and says where the rest starts.
    const shown = first.data.list.length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(50);
    expect(first.text.length + JSON.stringify(first.data).length, "text and structured answer together").toBeLessThanOrEqual(DEFAULT_ANSWER_CHARACTERS);
    expect(first.text).toContain(`60 time slot(s) match; showing 1–${shown}. Pass offset ${shown} for the next page.`);
    const starts = first.data.list.map((slot: { startsAt: string }) => slot.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(first.data.list[0]).toMatchObject({ startsAt: "2027-04-01T08:30:00.000Z", timeZone: "Europe/Amsterdam", eventName: "Night tour", availableCapacity: 10, closed: false });
    expect(first.text).toContain(`- Night tour, 2027-04-01 10:30 to 11:30 (Europe/Amsterdam time) (${first.data.list[0].id}): 10 of 10 available (0 sold, 0 held)`);
    expect(first.text, "the text is a summary, not the JSON again").not.toContain('"availableCapacity"');
    const next = await editor("list_time_slots", { museumId: museum.museumId, eventId, offset: shown, orderBy: "STARTS_AT" });
    expect(next.data.list[0].startsAt).toBe(new Date(base + shown * HOUR).toISOString());
    // The cursor asks the same question from where the page ended; with other arguments, or beside an offset, it is refused.
    const byCursor = await editor("list_time_slots", { museumId: museum.museumId, eventId, orderBy: "STARTS_AT", cursor: first.data.nextCursor });
    expect(byCursor.data.list).toEqual(next.data.list);
    expect(byCursor.data.nextCursor).toBe(next.data.nextCursor);
    const elsewhere = await editor("list_time_slots", { museumId: museum.museumId, orderBy: "STARTS_AT", cursor: first.data.nextCursor });
    expect(elsewhere.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "cursor", message: expect.stringContaining("other arguments") }] });
    const both = await editor("list_time_slots", { museumId: museum.museumId, eventId, orderBy: "STARTS_AT", cursor: first.data.nextCursor, offset: 3 });
    expect(both.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "cursor" }] });
    const made = await editor("list_time_slots", { museumId: museum.museumId, eventId, orderBy: "STARTS_AT", cursor: "bm90IG91cnM" });
    expect(made.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "cursor", message: expect.stringContaining("not a cursor") }] });
    // A limit asked for is answered in full, up to the tool's most.
    const asked = await editor("list_time_slots", { museumId: museum.museumId, eventId, limit: 50, orderBy: "STARTS_AT" });
    expect(asked.data.list).toHaveLength(50);
    const rest = await editor("list_time_slots", { museumId: museum.museumId, eventId, offset: 50, limit: 50, orderBy: "STARTS_AT" });
    expect(rest.data.list.map((slot: { startsAt: string }) => slot.startsAt)[0]).toBe(new Date(base + 50 * HOUR).toISOString());
    expect(rest.data.list).toHaveLength(10);
    expect(rest.data.nextCursor, "the last page offers no next one").toBeNull();
    // Without orderBy, the oldest made come first, as on /v1: here the latest start.
    const oldest = await editor("list_time_slots", { museumId: museum.museumId, eventId, limit: 1 });
    expect(oldest.data.list[0].startsAt).toBe(new Date(base + 59 * HOUR).toISOString());
  });

  it("shows a busy day's capacity a page at a time, with totals over the whole day, closed slots said, in about 8 KB", async () => {
    const base = Date.parse("2027-05-01T06:00:00Z");
    const made = [];
    for (let index = 0; index < 40; index++) {
      const startsAt = new Date(base + index * 15 * 60_000);
      made.push(await db().timeSlot.create({ data: { museumId: museum.museumId, eventId, locationId: hallId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), capacity: 10, closedAt: index === 1 ? new Date(base) : null, closedReason: index === 1 ? "Storm" : null } }));
    }
    const day = await editor("day_capacity", { museumId: museum.museumId, date: "2027-05-01", timeZone: "Europe/Amsterdam", eventId });
    expect(day.isError, day.text).toBe(false);
    expect(day.data).toMatchObject({ date: "2027-05-01", timeZone: "Europe/Amsterdam", total: 40, totals: { capacity: 390, held: 0, sold: 0, available: 390 } });
    // A page of at most 12, as many as fit in about 8 KB with the words.
    const shown = day.data.timeSlots.length;
    expect(shown).toBeGreaterThanOrEqual(10);
    expect(shown).toBeLessThanOrEqual(12);
    expect(day.data.timeSlots[1]).toMatchObject({ id: made[1]!.id, closed: true, closedReason: "Storm" });
    expect(day.text).toContain(`Night tour, 2027-05-01 08:15 to 09:15 (Europe/Amsterdam time) (${made[1]!.id}): closed (Storm), sells nothing; 0 of 10 sold`);
    expect(day.text).toContain(`40 time slot(s) match; showing 1–${shown}. Pass offset ${shown} for the next page.`);
    const size = day.text.length + JSON.stringify(day.data).length;
    expect(size, "text and structured answer together").toBeLessThanOrEqual(DEFAULT_ANSWER_CHARACTERS);
    const rest = await editor("day_capacity", { museumId: museum.museumId, date: "2027-05-01", timeZone: "Europe/Amsterdam", eventId, cursor: day.data.nextCursor, limit: 50 });
    expect(rest.data.timeSlots.map((slot: { id: string }) => slot.id)).toEqual(made.slice(shown).map((slot) => slot.id));
    expect(rest.data.totals).toEqual(day.data.totals);
  });

  it("shows a created slot in its location's time zone", async () => {
    const created = await editor("create_time_slot", { museumId: museum.museumId, startsAt: "2027-07-01T14:00:00Z", endsAt: "2027-07-01T15:00:00Z", capacity: 8, locationId: hallId });
    expect(created.isError, created.text).toBe(false);
    expect(created.data.timeSlot).toMatchObject({ startsAt: "2027-07-01T14:00:00.000Z", timeZone: "Europe/Amsterdam", eventName: null });
    expect(created.text).toContain("No event, 2027-07-01 16:00 to 17:00 (Europe/Amsterdam time)");
  });

  it("says why a membership QR code is not valid", async () => {
    const valid = await createMember(museum.museumId, { customerName: "Ada" });
    const expired = await createMember(museum.museumId, { customerName: "Bert", fromDays: -400, toDays: -35 });
    const cancelled = await createMember(museum.museumId, { customerName: "Cleo", status: "CANCELLED" });
    const foreign = await createMember(other.museumId, { customerName: "Dirk" });
    const code = (member: { membershipId: string; museumId: string }) => membershipQrData({ id: member.membershipId, museumId: member.museumId });
    const verdict = async (qrData: string) => {
      const result = await door("verify_membership_qr", { museumId: museum.museumId, qrData });
      expect(result.isError, result.text).toBe(false);
      return result;
    };
    expect((await verdict(code(valid))).data.verification).toMatchObject({ valid: true, customerName: "Ada", reason: null });
    const expiredAnswer = await verdict(code(expired));
    expect(expiredAnswer.data.verification).toEqual({ valid: false, customerName: null, membershipName: null, validTo: null, reason: "EXPIRED" });
    expect(expiredAnswer.text).toBe("Not valid: the membership has expired (EXPIRED).");
    expect((await verdict(code(cancelled))).data.verification.reason).toBe("CANCELLED");
    expect((await verdict(code(foreign))).data.verification.reason).toBe("NOT_THIS_MUSEUM");
    expect((await verdict(`${code(valid).slice(0, -2)}xx`)).data.verification.reason).toBe("ALTERED");
    expect((await verdict("hello")).data.verification.reason).toBe("MALFORMED");
  });
});
