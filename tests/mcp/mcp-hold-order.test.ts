import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { localTime } from "@/lib/domain/shared/zoned-day";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { callTool as rawCall } from "../support/mcp-oauth";
import { toolNames, useToolClients } from "../support/mcp-tool-checks";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// hold_order (docs/mcp.md, "Orders"), from the operation catalog: an assistant holds places in a time
// slot for a visitor without selling them, as POST /v1/orders does; confirm_order sells the hold later.
// Editors may; viewers and door staff are shown nothing, and another museum's records are not found.

const PUBLIC_URL = "https://hold-order.example-museum.org";
const NOWHERE = "00000000-0000-4000-8000-000000000000";

describe.each(testProviders())("hold_order on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["mcp-hold", "mcp-hold-other"],
    staff: [
      { email: "edith@hold-order.test", museum: "mcp-hold", role: "EDITOR" },
      { email: "vera@hold-order.test", museum: "mcp-hold", role: "VIEWER" },
      { email: "dora@hold-order.test", museum: "mcp-hold", role: "DOOR" },
    ],
    env: { TRUST_PROXY: "true", EXPIRY_SWEEP_SECONDS: "0" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("mcp-hold");
  const other = foyer.museum("mcp-hold-other");
  let editor: Client;
  let viewer: Client;
  let door: Client;
  const tools = useToolClients(foyer);
  const hold = (args: Record<string, unknown>, client = editor) => tools.call(client, "hold_order", { museumId: museum.museumId, ...args });
  // A slot at a Berlin location, 10:00 there on 1 June 2027 (summer time: 08:00Z).
  let berlin: Ticketing;

  beforeAll(async () => {
    editor = await tools.signIn("edith@hold-order.test", "192.0.2.41");
    viewer = await tools.signIn("vera@hold-order.test", "192.0.2.42");
    door = await tools.signIn("dora@hold-order.test", "192.0.2.43");
    const locationId = (await db().location.create({ data: { museumId: museum.museumId, name: "Berlin hall", timezone: "Europe/Berlin" }, select: { id: true } })).id;
    berlin = await createTicketing(museum.museumId, { capacity: 10, locationId, startsAt: new Date("2027-06-01T08:00:00.000Z") });
  });

  it("holds places for a visitor: the slot counts them held, the order is HELD until its expiry in the location's zone, and confirm_order sells it", async () => {
    const before = await counters(berlin);
    const held = await hold({ timeSlotId: berlin.timeSlotId, lines: [{ ticketTypeId: berlin.ticketTypeId, quantity: 2 }], email: "ada@example.org", language: "de" });
    expect(held.isError, held.text).toBe(false);
    const { order } = held.data;
    expect(order).toMatchObject({
      status: "HELD",
      timeSlotId: berlin.timeSlotId,
      email: "ada@example.org",
      language: "de",
      paymentMethod: null,
      confirmedAt: null,
      total: 3000,
      currency: "EUR",
      tickets: [],
      group: null,
      lines: [{ ticketTypeId: berlin.ticketTypeId, ticketTypeName: "Adult", quantity: 2, unitPrice: 1500, currency: "EUR", membershipId: null }],
      visit: { eventName: "Night at the museum", startsAt: "2027-06-01T08:00:00.000Z", endsAt: "2027-06-01T09:00:00.000Z" },
      timeZone: "Europe/Berlin",
    });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000);
    expect(held.text.split("\n")).toEqual([
      `Held: Order ${order.number} (${order.id}): HELD until ${localTime(order.expiresAt, "Europe/Berlin")} (Europe/Berlin time), 2 ticket(s), 30.00 EUR, ada@example.org`,
      "Visit: Night at the museum, 2027-06-01 10:00 (Europe/Berlin time).",
      "- 2 × Adult, 15.00 EUR each",
    ]);

    expect(await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, museumId: true } })).toEqual({ status: "HELD", museumId: museum.museumId });
    const after = await counters(berlin);
    expect(after.slot.held).toBe(before.slot.held + 2);
    expect(after.type.held).toBe(before.type.held + 2);
    expect(after.slot.sold).toBe(before.slot.sold);

    const confirmed = await tools.call(editor, "confirm_order", { museumId: museum.museumId, orderId: order.id });
    expect(confirmed.isError, confirmed.text).toBe(false);
    expect(confirmed.data.order.status).toBe("CONFIRMED");
    expect(await counters(berlin)).toMatchObject({ slot: { held: before.slot.held, sold: before.slot.sold + 2 } });
  });

  it("refuses a ticket type that is not the museum's with its code, naming the line, and holds nothing", async () => {
    const before = await counters(berlin);
    const orders = await db().order.count({ where: { museumId: museum.museumId } });
    const refused = await hold({ timeSlotId: berlin.timeSlotId, lines: [{ ticketTypeId: berlin.ticketTypeId, quantity: 1 }, { ticketTypeId: NOWHERE, quantity: 1 }] });
    expect(refused.isError).toBe(true);
    expect(refused.data.error).toEqual({ code: "TICKET_TYPE_NOT_FOUND", message: "No such ticket type.", details: [{ path: "lines.1", message: "No such ticket type." }] });
    expect(refused.text).toBe("TICKET_TYPE_NOT_FOUND: No such ticket type. (argument lines.1)");
    expect(await counters(berlin)).toEqual(before);
    expect(await db().order.count({ where: { museumId: museum.museumId } })).toBe(orders);
  });

  it("does not hold in another museum, nor with its slot or ticket type, and leaves its counts alone", async () => {
    const theirs = await createTicketing(other.museumId, { capacity: 5 });
    const before = await counters(theirs);
    const inTheirs = await tools.call(editor, "hold_order", { museumId: other.museumId, timeSlotId: theirs.timeSlotId, lines: [{ ticketTypeId: theirs.ticketTypeId, quantity: 1 }] });
    expect(inTheirs.isError).toBe(true);
    expect(inTheirs.data.error).toMatchObject({ code: "NOT_FOUND", details: [{ path: "museumId" }] });
    const theirSlot = await hold({ timeSlotId: theirs.timeSlotId, lines: [{ ticketTypeId: theirs.ticketTypeId, quantity: 1 }] });
    expect(theirSlot.data.error).toMatchObject({ code: "TICKET_TYPE_NOT_FOUND", details: [{ path: "lines.0" }] });
    const theirType = await hold({ timeSlotId: berlin.timeSlotId, lines: [{ ticketTypeId: theirs.ticketTypeId, quantity: 1 }] });
    expect(theirType.data.error).toMatchObject({ code: "TICKET_TYPE_NOT_FOUND", details: [{ path: "lines.0" }] });
    expect(await counters(theirs)).toEqual(before);
    expect(await db().order.count({ where: { museumId: other.museumId } })).toBe(0);
  });

  it("lists hold_order as changing the museum without destroying anything, for editors only", async () => {
    const listed = (await editor.listTools()).tools.find((tool) => tool.name === "hold_order")!;
    expect(listed.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: false });
    expect(listed.description).toContain("confirm_order");
    // Selling emails the tickets, so it says it reaches outside Foyer; holding sends nothing.
    const selling = (await editor.listTools()).tools.find((tool) => tool.name === "sell_tickets")!;
    expect(selling.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
    for (const client of [viewer, door]) {
      expect(toolNames((await client.listTools()).tools)).not.toContain("hold_order");
      const answer = await rawCall(client, "hold_order", { museumId: museum.museumId, timeSlotId: berlin.timeSlotId, lines: [{ ticketTypeId: berlin.ticketTypeId, quantity: 1 }] });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain("hold_order not found");
    }
  });
});
