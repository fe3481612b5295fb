import { randomBytes } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { useToolClients } from "../support/mcp-tool-checks";
import { createMember } from "../support/membership-fixtures";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// The door's staff tools (docs/mcp.md, "Admission"): check_in_visitor admits or refuses plainly with
// the reason, for door staff too; list_check_ins and slot_attendance read the day in the museum's zone.

const PUBLIC_URL = "https://door-tools.example-museum.org";
const QR_KEY = randomBytes(32).toString("base64");

/** A fixed-offset zone where it is about noon now, so a slot a minute ago is today there. Etc/GMT-3 is UTC+3. */
describe.each(testProviders())("the door's staff tools on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-door", "mcp-door-other"],
    staff: [
      { email: "vera@door-tools.test", museum: "mcp-door", role: "VIEWER" },
      { email: "dora@door-tools.test", museum: "mcp-door", role: "DOOR" },
    ],
    env: { TRUST_PROXY: "true" },
    sharedEnv: { PUBLIC_URL, QR_SIGNING_KEY: QR_KEY },
  });
  const museum = foyer.museum("mcp-door");
  const other = foyer.museum("mcp-door-other");
  const zone = zoneNearNoon();
  let viewer: Client;
  let door: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: zone } });
    viewer = await tools.signIn("vera@door-tools.test", "192.0.2.11");
    door = await tools.signIn("dora@door-tools.test", "192.0.2.12");
  });

  /** A ticket sold through /v1 into a slot that started a minute ago (today in the museum's zone). */
  async function soldTicket(museumId = museum.museumId, apiKey = museum.apiKey) {
    const ticketing = await createTicketing(museumId, { startsAt: new Date(Date.now() - 60_000), capacity: 8 });
    const sold = await apiClient(foyer.baseUrl, apiKey).post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(sold.status).toBe(201);
    return { ticketing, ticket: sold.body as { id: string; qrData: string } };
  }

  it("lets door staff admit a ticket once, then says plainly when and where it was used", async () => {
    const { ticket } = await soldTicket();
    const admitted = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: ticket.qrData, entrance: "Main entrance" });
    expect(admitted.isError, admitted.text).toBe(false);
    expect(admitted.text).toMatch(/^Admitted: no name, Adult\./);
    expect(admitted.data).toMatchObject({
      admitted: true,
      refusal: null,
      checkIn: { kind: "TICKET", ticketId: ticket.id, entrance: "Main entrance", admits: "Adult", eventName: "Night at the museum", timeZone: zone },
    });
    // The admission in words: when, in the museum's zone named, where, who, what and which visit.
    const { checkedInAtLocal, slotStartsAtLocal, id } = admitted.data.checkIn;
    expect(admitted.text).toContain(`- ${checkedInAtLocal} (${zone} time), Main entrance: no name, Adult (ticket, Night at the museum, slot ${slotStartsAtLocal.slice(11)}) [${id}]`);

    const again = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: ticket.qrData, entrance: "Garden gate" });
    expect(again.isError, again.text).toBe(false);
    expect(again.data).toMatchObject({
      admitted: false,
      checkIn: null,
      refusal: { code: "ALREADY_CHECKED_IN", entrance: "Main entrance", firstCheckedInAtLocal: admitted.data.checkIn.checkedInAtLocal, timeZone: zone },
    });
    expect(again.text).toContain(`Refused (ALREADY_CHECKED_IN)`);
    expect(again.text).toContain(`First used ${admitted.data.checkIn.checkedInAtLocal} (${zone} time), Main entrance.`);
  });

  it("lets door staff admit some of a group on its one code, then says how many may still come when asked for more", async () => {
    const ticketing = await createTicketing(museum.museumId, { startsAt: new Date(Date.now() - 60_000), capacity: 12 });
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const held = await api.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 6 }], group: { name: "Klasse 2a", size: 6 } });
    const order = await api.post(`/v1/orders/${held.body.id}/confirm`);
    expect(order.status, JSON.stringify(order.body)).toBe(200);

    const some = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: order.body.groupQrData, count: 4, entrance: "Schools" });
    expect(some.isError, some.text).toBe(false);
    expect(some.text).toBe("Let in 4 of Klasse 2a (6 in the group). 2 still to come on the group's code.");
    expect(some.data).toMatchObject({
      admitted: true,
      checkIn: null,
      refusal: null,
      group: { orderId: held.body.id, groupName: "Klasse 2a", size: 6, admitted: 4, remaining: 2, entrance: "Schools", eventName: "Night at the museum", timeZone: zone },
    });

    const tooMany = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: order.body.groupQrData, count: 3 });
    expect(tooMany.data).toMatchObject({ admitted: false, group: null, refusal: { code: "ALREADY_CHECKED_IN", groupAdmitted: 4, groupRemaining: 2, entrance: "Schools" } });
    const viewed = await callTool(viewer, "get_order", { museumId: museum.museumId, orderId: held.body.id });
    expect(viewed.data.order.group).toEqual({ name: "Klasse 2a", leaderName: null, size: 6 });
    expect(viewed.text).toContain("group visit: Klasse 2a");
  });

  it("refuses another museum's code, garbage and a voided ticket with their codes, and an expired card with its last day", async () => {
    const elsewhere = await soldTicket(other.museumId, other.apiKey);
    for (const qrData of [elsewhere.ticket.qrData, "not a code"]) {
      const refused = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData });
      expect(refused.data, qrData).toMatchObject({ admitted: false, refusal: { code: "INVALID_CODE", timeZone: null } });
    }
    const { ticket } = await soldTicket();
    await apiClient(foyer.baseUrl, museum.apiKey).patch(`/v1/tickets/${ticket.id}`, { status: "CANCELLED" });
    expect((await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: ticket.qrData })).data.refusal.code).toBe("TICKET_VOIDED");

    const expired = await createMember(museum.museumId, { toDays: -2, email: null });
    const card = (await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/memberships/${expired.membershipId}`)).body.qrData;
    const refused = await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: card });
    expect(refused.data.refusal).toMatchObject({ code: "MEMBERSHIP_EXPIRED", validToLocal: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), timeZone: zone });
    // Not this user's museum at all: a tool error, not a refusal of the code.
    const foreign = await callTool(door, "check_in_visitor", { museumId: other.museumId, qrData: elsewhere.ticket.qrData });
    expect(foreign.isError).toBe(true);
    expect(foreign.data.error.code).toBe("NOT_FOUND");
  });

  it("lists today's admissions newest first and each slot's sold, held and admitted, for roles that read", async () => {
    const first = await soldTicket();
    const second = await soldTicket();
    for (const { ticket } of [first, second]) await callTool(door, "check_in_visitor", { museumId: museum.museumId, qrData: ticket.qrData });
    await apiClient(foyer.baseUrl, museum.apiKey).post("/v1/tickets", { ticketTypeId: first.ticketing.ticketTypeId, timeSlotId: first.ticketing.timeSlotId });
    await apiClient(foyer.baseUrl, museum.apiKey).post("/v1/ticket-reservations", { ticketTypeId: first.ticketing.ticketTypeId, timeSlotId: first.ticketing.timeSlotId });

    const today = await callTool(viewer, "list_check_ins", { museumId: museum.museumId, kind: "TICKET" });
    expect(today.isError, today.text).toBe(false);
    expect(today.data.timeZone).toBe(zone);
    expect(today.data.list.slice(0, 2).map((checkIn: { ticketId: string }) => checkIn.ticketId)).toEqual([second.ticket.id, first.ticket.id]);
    expect(today.data.list[0]).toMatchObject({ kind: "TICKET", admits: "Adult", eventName: "Night at the museum", timeZone: zone });
    expect(today.text).toContain(`Day ${today.data.date} (${zone} time).`);
    expect(today.text).toContain(`(${zone} time): no name, Adult (ticket, Night at the museum, slot `);
    const count = today.data.total;
    expect((await callTool(viewer, "list_check_ins", { museumId: museum.museumId, kind: "TICKET", limit: 1, offset: 1 })).data).toMatchObject({ total: count, list: [{ ticketId: first.ticket.id }] });
    expect((await callTool(viewer, "list_check_ins", { museumId: museum.museumId, date: "2020-01-01" })).data).toMatchObject({ date: "2020-01-01", total: 0, list: [] });
    // The catalog's paging filter narrows beside the kind: only the first ticket's admission.
    const byTicket = JSON.stringify({ operator: "EQUAL", fieldName: "TICKET_ID", value: first.ticket.id });
    expect((await callTool(viewer, "list_check_ins", { museumId: museum.museumId, kind: "TICKET", filter: byTicket })).data).toMatchObject({ total: 1, list: [{ ticketId: first.ticket.id }] });
    expect((await callTool(viewer, "list_check_ins", { museumId: museum.museumId, kind: "MEMBERSHIP", filter: byTicket })).data).toMatchObject({ total: 0, list: [] });

    const attendance = await callTool(viewer, "slot_attendance", { museumId: museum.museumId });
    expect(attendance.isError, attendance.text).toBe(false);
    const slot = attendance.data.timeSlots.find((item: { id: string }) => item.id === first.ticketing.timeSlotId);
    expect(slot).toMatchObject({ soldQuantity: 2, heldQuantity: 1, admitted: 1, timeZone: zone });
    expect(attendance.data.totals.admitted).toBeGreaterThanOrEqual(2);
    expect(attendance.text).toContain(`(${first.ticketing.timeSlotId}): 2 sold, 1 held, 1 admitted of 8`);
    expect(attendance.text.startsWith(`${attendance.data.date} (${zone} time): ${attendance.data.totals.sold} sold, `)).toBe(true);
    // A page of one slot: the totals still cover the whole day.
    const onePage = await callTool(viewer, "slot_attendance", { museumId: museum.museumId, limit: 1 });
    expect(onePage.data.timeSlots).toHaveLength(1);
    expect(onePage.data).toMatchObject({ total: attendance.data.total, totals: attendance.data.totals });
  });
});
