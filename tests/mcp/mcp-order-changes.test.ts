import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { apiClient, heldOrderThroughApi } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { useToolClients } from "../support/mcp-tool-checks";
import { createMember } from "../support/membership-fixtures";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// The order tools that change (docs/mcp.md, "Orders"): confirm an order into tickets, void a ticket,
// sell at the desk, hold an order longer, cancel it, and send its tickets again, each checked against
// the database, and the annotations that say which to ask the person about first.

const PUBLIC_URL = "https://order-tools.example-museum.org";

describe.each(testProviders())("the order tools that change orders on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-orders", "mcp-orders-other"],
    staff: [
      { email: "edith@order-tools.test", museum: "mcp-orders", role: "EDITOR" },
      // Vic may change another museum, so the changing tools are listed for him and the role decides.
      { email: "vic@order-tools.test", museum: "mcp-orders", role: "VIEWER" },
      { email: "vic@order-tools.test", museum: "mcp-orders-other", role: "EDITOR" },
    ],
    env: { TRUST_PROXY: "true", EXPIRY_SWEEP_SECONDS: "0" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("mcp-orders");
  let editor: Client;
  let viewerHere: Client;
  // Every answer is checked against the outputSchema the client was given (docs/mcp.md, "Tools").
  const tools = useToolClients(foyer);
  const callTool = tools.call;

  beforeAll(async () => {
    editor = await tools.signIn("edith@order-tools.test", "192.0.2.21");
    viewerHere = await tools.signIn("vic@order-tools.test", "192.0.2.23");
  });

  /** An order of `quantity` Adult tickets (1500 EUR each) held through /v1. */
  const heldOrder = (ticketing: Ticketing, quantity: number, email?: string, apiKey = museum.apiKey) => heldOrderThroughApi(foyer.baseUrl, apiKey, ticketing, quantity, email);

  const museumZone = async () => (await db().museum.findUniqueOrThrow({ where: { id: museum.museumId }, select: { timezone: true } })).timezone;

  it("confirms an order into tickets once, and voids a ticket so its place is free again", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 2 });
    const order = await heldOrder(ticketing, 2, "family@example.org");
    const confirmed = await callTool(editor, "confirm_order", { museumId: museum.museumId, orderId: order.id });
    expect(confirmed.isError, confirmed.text).toBe(false);
    // The answer names the visit in its zone and the ticket types, as sell_tickets' does, and leaves out the codes that admit.
    const timeZone = await museumZone();
    const [startsAt, endsAt] = ["2027-03-01T10:00:00.000Z", "2027-03-01T11:00:00.000Z"];
    const visit = { eventName: "Night at the museum", startsAt, endsAt, startsAtLocal: localTime(startsAt, timeZone), endsAtLocal: localTime(endsAt, timeZone) };
    expect(confirmed.data.order).toMatchObject({ id: order.id, number: order.number, status: "CONFIRMED", timeSlotId: ticketing.timeSlotId, email: "family@example.org", visit, timeZone });
    expect(confirmed.data.order.lines).toEqual([{ ticketTypeId: ticketing.ticketTypeId, ticketTypeName: "Adult", quantity: 2, unitPrice: 1500, currency: "EUR", membershipId: null }]);
    expect(JSON.stringify(confirmed.data)).not.toContain("qrData");
    expect(confirmed.text.split("\n")).toEqual([
      `Confirmed: Order ${order.number} (${order.id}): CONFIRMED, 2 ticket(s), 30.00 EUR, family@example.org`,
      `Visit: Night at the museum, ${localTime(visit.startsAt, timeZone)} (${timeZone} time).`,
      "- 2 × Adult, 15.00 EUR each",
    ]);
    expect(confirmed.data.order.tickets.map((ticket: { status: string; price: number }) => [ticket.status, ticket.price])).toEqual([
      ["VALID", 1500],
      ["VALID", 1500],
    ]);
    expect(await db().ticket.count({ where: { orderId: order.id, status: "VALID" } })).toBe(2);
    expect(await db().emailOutbox.count({ where: { orderId: order.id, kind: "ORDER_TICKETS" } })).toBe(1);
    const again = await callTool(editor, "confirm_order", { museumId: museum.museumId, orderId: order.id });
    expect(again.isError).toBe(true);
    expect(again.data.error.code).toBe("ORDER_ALREADY_CONFIRMED");
    expect(await db().ticket.count({ where: { orderId: order.id } })).toBe(2);

    const ticketId = confirmed.data.order.tickets[0].id;
    const voided = await callTool(editor, "void_ticket", { museumId: museum.museumId, ticketId });
    expect(voided.isError, voided.text).toBe(false);
    expect(voided.data.ticket).toEqual({
      id: ticketId,
      status: "VOIDED",
      ticketTypeId: ticketing.ticketTypeId,
      ticketTypeName: "Adult",
      price: 1500,
      currency: "EUR",
      orderId: order.id,
      orderNumber: order.number,
      timeSlotId: ticketing.timeSlotId,
      visit,
      timeZone,
    });
    expect(voided.text.split("\n")).toEqual([
      `Ticket ${ticketId} (Adult, 15.00 EUR) of order ${order.number} is VOIDED; its place is free again and its code no longer admits.`,
      `Visit: Night at the museum, ${localTime(visit.startsAt, timeZone)} (${timeZone} time).`,
    ]);
    expect(await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId }, select: { soldCount: true } })).toEqual({ soldCount: 1 });
    const after = await callTool(editor, "get_order", { museumId: museum.museumId, orderId: order.id });
    expect(after.data.order.tickets.map((ticket: { status: string }) => ticket.status).sort()).toEqual(["VALID", "VOIDED"]);
    // Its visit and what happened to it, in the visit's zone, with the ticket email's state.
    expect(after.data.order).toMatchObject({ timeSlotId: ticketing.timeSlotId, visit, timeZone });
    const { timeline } = after.data.order;
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(["HELD", "CONFIRMED", "EMAILED", "VOIDED"]);
    expect(timeline[2]).toMatchObject({ emailTo: "family@example.org", emailStatus: expect.stringMatching(/^(QUEUED|SENDING|SENT)$/) });
    expect(timeline.map((entry: { at: string; atLocal: string }) => entry.atLocal)).toEqual(timeline.map((entry: { at: string }) => localTime(entry.at, timeZone)));
    expect(after.text).toContain(`Timeline (${timeZone} time):`);
    expect(after.text).toMatch(/- \d{4}-\d{2}-\d{2} \d{2}:\d{2} EMAILED to family@example.org \((QUEUED|SENDING|SENT)\)/);
    // A ticket's code, as scanned, finds its order.
    const { tickets } = (await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/orders/${order.id}`)).body as { tickets: { qrData: string }[] };
    const byCode = await callTool(editor, "list_orders", { museumId: museum.museumId, search: tickets[0]!.qrData });
    expect(byCode.data.orders.map((found: { id: string }) => found.id)).toEqual([order.id]);
    // Voiding it again (after reading its timeline) answers it as it is and frees nothing more.
    const twice = await callTool(editor, "void_ticket", { museumId: museum.museumId, ticketId });
    expect(twice.isError, twice.text).toBe(false);
    expect(twice.data.ticket.status).toBe("VOIDED");
    expect(await db().timeSlot.findUniqueOrThrow({ where: { id: ticketing.timeSlotId }, select: { soldCount: true } })).toEqual({ soldCount: 1 });
  });

  it("sells as the desk does: a member's own place with a guest within the card's limit, and a school group", async () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const ticketing = await createTicketing(museum.museumId, { capacity: 40, startsAt });
    const memberType = await db().ticketType.create({
      data: { museumId: museum.museumId, eventId: ticketing.eventId, name: "Member's visit", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true, memberTicket: true },
      select: { id: true },
    });
    const { membershipId } = await createMember(museum.museumId, { customerName: "Mira Member" });
    await db().membership.update({ where: { id: membershipId }, data: { guestsPerVisit: 1 } });
    const sale = (lines: unknown[], extra: Record<string, unknown> = {}, client = editor) =>
      callTool(client, "sell_tickets", { museumId: museum.museumId, timeSlotId: ticketing.timeSlotId, paymentMethod: "CARD", lines, ...extra });

    const sold = await sale([
      { ticketTypeId: memberType.id, quantity: 1, membershipId },
      { ticketTypeId: ticketing.ticketTypeId, quantity: 1, membershipId },
    ]);
    expect(sold.isError, sold.text).toBe(false);
    expect(sold.data.order).toMatchObject({ status: "CONFIRMED", paymentMethod: "CARD", total: 1500, lines: [{ unitPrice: 0, membershipId }, { unitPrice: 1500, membershipId }] });
    expect(sold.data.order.tickets).toHaveLength(2);
    // The answer names the visit in its zone and the ticket types, and leaves out the codes that admit.
    const { timeZone } = sold.data.order;
    expect(timeZone).toBe(await museumZone());
    const endsAt = new Date(startsAt.getTime() + 3_600_000).toISOString();
    expect(sold.data.order.visit).toEqual({
      eventName: "Night at the museum",
      startsAt: startsAt.toISOString(),
      endsAt,
      startsAtLocal: localTime(startsAt.toISOString(), timeZone),
      endsAtLocal: localTime(endsAt, timeZone),
    });
    expect(sold.data.order.lines.map((line: { ticketTypeName: string }) => line.ticketTypeName)).toEqual(["Member's visit", "Adult"]);
    expect(JSON.stringify(sold.data)).not.toContain("qrData");
    expect(sold.text.split("\n")).toEqual([
      `Sold: Order ${sold.data.order.number} (${sold.data.order.id}): CONFIRMED, 2 ticket(s), 15.00 EUR`,
      `Visit: Night at the museum, ${localTime(startsAt.toISOString(), timeZone)} (${timeZone} time).`,
      "- 1 × Member's visit, 0.00 EUR each, on a member's card",
      "- 1 × Adult, 15.00 EUR each, on a member's card",
    ]);
    // The card brings one guest per visit, and has: a second is refused and nothing is sold.
    const more = await sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 1, membershipId }]);
    expect(more.isError).toBe(true);
    expect(more.data.error.code).toBe("GUEST_LIMIT_REACHED");

    const group = await sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 27 }], { paymentMethod: "CASH", group: { name: "Klasse 4b", leaderName: "Frau Okafor", size: 27 } });
    expect(group.isError, group.text).toBe(false);
    expect(group.data.order).toMatchObject({ status: "CONFIRMED", paymentMethod: "CASH", total: 27 * 1500, group: { name: "Klasse 4b", leaderName: "Frau Okafor", size: 27 } });
    expect(group.text).toContain("27 ticket(s), group visit: Klasse 4b");
    expect(await db().ticket.count({ where: { timeSlotId: ticketing.timeSlotId, status: "VALID" } })).toBe(29);

    // A viewer may not sell: refused, and the slot keeps its places.
    const refused = await sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }], {}, viewerHere);
    expect(refused.data.error.code).toBe("FORBIDDEN");
    expect(await db().ticket.count({ where: { timeSlotId: ticketing.timeSlotId, status: "VALID" } })).toBe(29);
  });

  it("holds an order longer within the hour, cancels it so its places are free again, and refuses what a hold no longer allows", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    const order = await heldOrder(ticketing, 2, "later@example.org");
    const timeZone = await museumZone();
    const extended = await callTool(editor, "extend_order", { museumId: museum.museumId, orderId: order.id });
    expect(extended.isError, extended.text).toBe(false);
    expect(extended.data.order).toMatchObject({ id: order.id, status: "HELD", timeZone, lines: [{ ticketTypeName: "Adult", quantity: 2 }], tickets: [] });
    expect(Date.parse(extended.data.order.expiresAt)).toBeGreaterThan(Date.parse(order.expiresAt));
    expect(extended.text.split("\n")[0]).toBe(
      `Held longer: Order ${order.number} (${order.id}): HELD until ${localTime(extended.data.order.expiresAt, timeZone)} (${timeZone} time), 2 ticket(s), 30.00 EUR, later@example.org`,
    );
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { expiresAt: true } })).expiresAt.toISOString()).toBe(extended.data.order.expiresAt);
    // Never past 60 minutes after it was made.
    await db().order.update({ where: { id: order.id }, data: { createdAt: new Date(Date.now() - 59 * 60_000) } });
    const tooLong = await callTool(editor, "extend_order", { museumId: museum.museumId, orderId: order.id });
    expect(tooLong.data.error.code).toBe("HOLD_EXTENSION_LIMIT");

    const sending = await callTool(editor, "send_order_tickets", { museumId: museum.museumId, orderId: order.id });
    expect(sending.data.error.code).toBe("ORDER_NOT_CONFIRMED");
    const cancelled = await callTool(editor, "cancel_order", { museumId: museum.museumId, orderId: order.id });
    expect(cancelled.isError, cancelled.text).toBe(false);
    expect(cancelled.data.order).toMatchObject({ id: order.id, status: "CANCELLED", tickets: [] });
    expect(cancelled.text.split("\n")[0]).toBe(`Cancelled: Order ${order.number} (${order.id}): CANCELLED, 2 ticket(s), 30.00 EUR, later@example.org`);
    expect(await counters(ticketing)).toMatchObject({ slot: { held: 0, sold: 0 }, type: { held: 0, sold: 0 } });
    // A cancelled order is answered as it is, and holds nothing to confirm or extend.
    const again = await callTool(editor, "cancel_order", { museumId: museum.museumId, orderId: order.id });
    expect(again.data.order.status).toBe("CANCELLED");
    for (const name of ["confirm_order", "extend_order"]) {
      expect((await callTool(editor, name, { museumId: museum.museumId, orderId: order.id })).data.error.code, name).toBe("ORDER_CANCELLED");
    }
    // A confirmed order is not cancelled: its tickets are voided one by one.
    const sold = await heldOrder(ticketing, 1);
    await callTool(editor, "confirm_order", { museumId: museum.museumId, orderId: sold.id });
    const refused = await callTool(editor, "cancel_order", { museumId: museum.museumId, orderId: sold.id });
    expect(refused.data.error.code).toBe("ORDER_ALREADY_CONFIRMED");
    expect(await db().order.findUniqueOrThrow({ where: { id: sold.id }, select: { status: true } })).toEqual({ status: "CONFIRMED" });
    expect((await callTool(editor, "send_order_tickets", { museumId: museum.museumId, orderId: sold.id })).data.error.code).toBe("ORDER_HAS_NO_EMAIL");
  });

  it("sends a confirmed order's tickets again, one more email in the outbox", async () => {
    const ticketing = await createTicketing(museum.museumId, { capacity: 5 });
    const order = await heldOrder(ticketing, 2, "again@example.org");
    await callTool(editor, "confirm_order", { museumId: museum.museumId, orderId: order.id });
    const sent = await callTool(editor, "send_order_tickets", { museumId: museum.museumId, orderId: order.id });
    expect(sent.isError, sent.text).toBe(false);
    const emails = await db().emailOutbox.findMany({ where: { orderId: order.id, kind: "ORDER_TICKETS" }, orderBy: { createdAt: "asc" }, select: { id: true, to: true } });
    expect(emails).toHaveLength(2);
    expect(sent.data.email).toEqual({ emailId: emails[1]!.id, status: "queued", orderId: order.id, orderNumber: order.number, to: "again@example.org", tickets: 2 });
    expect(sent.text).toBe(`Queued the 2 ticket(s) of order ${order.number} (${order.id}) to again@example.org (email ${emails[1]!.id}); the outbox delivers it.`);
  });

  it("says which changes are hard to undo (ask first) and which send email", async () => {
    const { tools: listed } = await editor.listTools();
    const tool = (name: string) => listed.find((candidate) => candidate.name === name)!;
    for (const name of ["cancel_order", "void_ticket"]) {
      expect(tool(name).annotations, name).toMatchObject({ readOnlyHint: false, destructiveHint: true, openWorldHint: false });
      expect(tool(name).description, name).toContain("It removes or ends something at once: ask the person first.");
    }
    for (const name of ["confirm_order", "send_order_tickets"]) expect(tool(name).annotations, name).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
    expect(tool("extend_order").annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: false, idempotentHint: false });
    for (const name of ["confirm_order", "extend_order", "send_order_tickets"]) expect(tool(name).description, name).not.toContain("ask the person first");
  });
});
