import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { apiClient, heldOrderThroughApi } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { callTool as rawCall } from "../support/mcp-oauth";
import { toolNames, useToolClients } from "../support/mcp-tool-checks";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// The order tools that read (docs/mcp.md, "Orders"): find orders and read one, and the visits report;
// another museum's orders and tickets are not found, a viewer may not change one, and door staff get
// none of the order tools.

const PUBLIC_URL = "https://order-tools.example-museum.org";
const ORDER_TOOLS = ["cancel_order", "confirm_order", "extend_order", "get_order", "list_orders", "sell_tickets", "send_order_tickets", "visits_report", "void_ticket"];

describe.each(testProviders())("the order tools that read on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-orders", "mcp-orders-other"],
    staff: [
      { email: "edith@order-tools.test", museum: "mcp-orders", role: "EDITOR" },
      { email: "vera@order-tools.test", museum: "mcp-orders", role: "VIEWER" },
      // Vic may change another museum, so the changing tools are listed for him and the role decides.
      { email: "vic@order-tools.test", museum: "mcp-orders", role: "VIEWER" },
      { email: "vic@order-tools.test", museum: "mcp-orders-other", role: "EDITOR" },
      { email: "dora@order-tools.test", museum: "mcp-orders", role: "DOOR" },
    ],
    env: { TRUST_PROXY: "true", EXPIRY_SWEEP_SECONDS: "0" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("mcp-orders");
  const other = foyer.museum("mcp-orders-other");
  let editor: Client;
  let viewer: Client;
  let viewerHere: Client;
  let door: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    editor = await tools.signIn("edith@order-tools.test", "192.0.2.21");
    viewer = await tools.signIn("vera@order-tools.test", "192.0.2.22");
    viewerHere = await tools.signIn("vic@order-tools.test", "192.0.2.23");
    door = await tools.signIn("dora@order-tools.test", "192.0.2.24");
  });

  /** An order of `quantity` Adult tickets (1500 EUR each) held through /v1. */
  const heldOrder = (ticketing: Ticketing, quantity: number, email?: string, apiKey = museum.apiKey) => heldOrderThroughApi(foyer.baseUrl, apiKey, ticketing, quantity, email);

  const museumZone = async () => (await db().museum.findUniqueOrThrow({ where: { id: museum.museumId }, select: { timezone: true } })).timezone;

  it("finds orders as the Orders page's search does (email, state), and reads one with its lines and tickets", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 20 });
    const ada = [await heldOrder(ticketing, 2, "ada@example.org"), await heldOrder(ticketing, 1, "Ada@Example.org")];
    await heldOrder(ticketing, 1, "bob@example.org");
    const found = await callTool(viewer, "list_orders", { museumId: museum.museumId, search: "ADA@example.org", status: "HELD" });
    expect(found.isError, found.text).toBe(false);
    expect(found.data.total).toBe(2);
    expect(found.data.orders.map((order: { id: string }) => order.id).sort()).toEqual(ada.map((order) => order.id).sort());
    const zone = await museumZone();
    expect(found.text).toContain(`- Order ${ada[0]!.number} (${ada[0]!.id}): HELD until ${localTime(ada[0]!.expiresAt, zone)} (${zone} time), 2 ticket(s), 30.00 EUR, ada@example.org`);
    const page = await callTool(viewer, "list_orders", { museumId: museum.museumId, search: "ada@example.org", limit: 1, offset: 1 });
    expect(page.data.total).toBe(2);
    expect(page.data.orders).toHaveLength(1);
    expect((await callTool(viewer, "list_orders", { museumId: museum.museumId, search: "ada@example.org", status: "CONFIRMED" })).data).toEqual({ total: 0, orders: [], nextCursor: null });
    // An order number as a visitor reads it out, and the slot's orders.
    const typed = await callTool(viewer, "list_orders", { museumId: museum.museumId, search: ada[0]!.number.toLowerCase().replace("-", " ") });
    expect(typed.data.orders.map((order: { id: string }) => order.id)).toEqual([ada[0]!.id]);
    expect((await callTool(viewer, "list_orders", { museumId: museum.museumId, timeSlotId: ticketing.timeSlotId })).data.total).toBe(3);

    const read = await callTool(viewer, "get_order", { museumId: museum.museumId, orderId: ada[0]!.id });
    // The tools leave out the codes that admit (the tickets' and a group's), which only the door needs.
    const { tickets: _tickets, groupQrData: _groupCode, ...restOrder } = (await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/orders/${ada[0]!.id}`)).body;
    // Every field /v1 answers, with the visit, its zone, the ticket types named and what happened so far.
    expect(read.data.order).toEqual({
      ...restOrder,
      tickets: [],
      lines: [{ ticketTypeId: ticketing.ticketTypeId, ticketTypeName: "Adult", quantity: 2, unitPrice: 1500, currency: "EUR", membershipId: null }],
      visit: expect.objectContaining({ eventName: "Night at the museum", startsAt: "2027-03-01T10:00:00.000Z" }),
      timeZone: zone,
      timeline: [expect.objectContaining({ kind: "HELD" })],
    });
    const [held] = read.data.order.timeline;
    expect(held.atLocal).toBe(localTime(held.at, zone));
  });

  it("reports a day's visits with totals, each slot named at its location's local time", async () => {
    // A location in Berlin, while the museum keeps UTC: the slot and the order read in Berlin's zone.
    const berlin = await db().location.create({ data: { museumId: museum.museumId, name: "Berlin hall", timezone: "Europe/Berlin" } });
    const ticketing = await createTicketing(museum.museumId, { capacity: 10, startsAt: new Date("2027-05-20T12:00:00Z"), locationId: berlin.id });
    const order = await heldOrder(ticketing, 3);
    const { tickets } = (await callTool(editor, "confirm_order", { museumId: museum.museumId, orderId: order.id })).data.order;
    await callTool(editor, "void_ticket", { museumId: museum.museumId, ticketId: tickets[2].id });
    const report = await callTool(viewer, "visits_report", { museumId: museum.museumId, from: "2027-05-20", to: "2027-05-20", groupBy: "timeSlot" });
    expect(report.isError, report.text).toBe(false);
    const slotName = "Night at the museum, 2027-05-20 14:00 to 15:00 (Europe/Berlin time)";
    expect(report.data).toEqual({
      from: "2027-05-20",
      to: "2027-05-20",
      totals: { ticketsSold: 3, ticketsVoided: 1, admitted: 0, revenue: [{ currency: "EUR", amount: 3000 }] },
      total: 1,
      rows: [{ timeSlotId: ticketing.timeSlotId, name: slotName, currency: "EUR", ticketsSold: 3, ticketsVoided: 1, revenue: 3000, admitted: 0 }],
      nextCursor: null,
    });
    expect(report.text).toBe(
      `2027-05-20 to 2027-05-20: 3 tickets sold, 1 voided, 0 visitors admitted with a ticket, revenue 30.00 EUR.\n1 row(s) match; showing 1–1.\n- ${slotName}: 3 sold, 1 voided, 0 admitted, 30.00 EUR`,
    );
    const byType = await callTool(viewer, "visits_report", { museumId: museum.museumId, from: "2027-05-20", to: "2027-05-20", groupBy: "ticketType", limit: 1 });
    expect(byType.data.rows).toEqual([expect.objectContaining({ ticketTypeId: ticketing.ticketTypeId, name: "Adult" })]);
    const read = await callTool(viewer, "get_order", { museumId: museum.museumId, orderId: order.id });
    expect(read.data.order).toMatchObject({ timeZone: "Europe/Berlin", visit: { startsAtLocal: "2027-05-20 14:00", endsAtLocal: "2027-05-20 15:00" } });
    for (const entry of read.data.order.timeline) expect(entry.atLocal).toBe(localTime(entry.at, "Europe/Berlin"));
    const backwards = await callTool(viewer, "visits_report", { museumId: museum.museumId, from: "2027-05-21", to: "2027-05-20" });
    expect(backwards.isError).toBe(true);
    expect(backwards.data.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "to" }] });
  });

  it("does not find another museum's order or ticket, naming the argument", async () => {
    const theirs = await createTicketing(other.museumId, { capacity: 5 });
    const order = await heldOrder(theirs, 1, undefined, other.apiKey);
    for (const name of ["get_order", "confirm_order", "cancel_order", "extend_order", "send_order_tickets"]) {
      const refused = await callTool(editor, name, { museumId: museum.museumId, orderId: order.id });
      expect(refused.isError, name).toBe(true);
      expect(refused.data.error, name).toMatchObject({ code: "NOT_FOUND", details: [{ path: "orderId" }] });
    }
    const ticket = (await apiClient(foyer.baseUrl, other.apiKey).post(`/v1/orders/${order.id}/confirm`, {})).body.tickets[0];
    const voided = await callTool(editor, "void_ticket", { museumId: museum.museumId, ticketId: ticket.id });
    expect(voided.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "ticketId" }] });
    expect((await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("VALID");
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: "CONFIRMED" });
    expect(await db().emailOutbox.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("refuses a viewer's confirm_order, changing nothing", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    const order = await heldOrder(ticketing, 1, "held@example.org");
    // A viewer and nothing more is not shown the changing tools at all.
    expect(toolNames((await viewer.listTools()).tools).filter((name) => ORDER_TOOLS.includes(name))).toEqual(["get_order", "list_orders", "visits_report"]);
    const hidden = await rawCall(viewer, "confirm_order", { museumId: museum.museumId, orderId: order.id });
    expect(hidden.isError).toBe(true);
    expect(hidden.text).toContain("confirm_order not found");
    const refused = await callTool(viewerHere, "confirm_order", { museumId: museum.museumId, orderId: order.id });
    expect(refused.isError).toBe(true);
    expect(refused.data.error.code).toBe("FORBIDDEN");
    expect(refused.text).toMatch(/^Permission denied: .*\(VIEWER\) may read but not change it\. .*nothing was changed\.$/);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, confirmedAt: true } })).toEqual({ status: "HELD", confirmedAt: null });
    expect(await db().ticket.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("gives door staff none of the order tools, and nothing when they call one", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    const order = await heldOrder(ticketing, 1, "secret@example.org");
    expect(toolNames((await door.listTools()).tools).filter((name) => ORDER_TOOLS.includes(name))).toEqual([]);
    for (const [name, args] of [
      ["list_orders", {}],
      ["get_order", { orderId: order.id }],
      ["visits_report", { from: "2027-03-01", to: "2027-03-01" }],
    ] as const) {
      const answer = await rawCall(door, name, { museumId: museum.museumId, ...args });
      expect(answer.isError, name).toBe(true);
      expect(answer.text, name).toContain(`${name} not found`);
      expect(answer.text, name).not.toContain("secret@example.org");
    }
  });
});
