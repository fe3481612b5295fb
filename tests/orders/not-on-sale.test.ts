import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient, type ApiAnswer } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes } from "../support/graphql-client";
import { useToolClients } from "../support/mcp-tool-checks";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// docs/orders.md, "What is on sale": a ticket type that is not published, or whose event is not, is
// neither held nor sold through any door, and what was held before it went off sale is not sold
// either. Every refusal is 409 TICKET_TYPE_NOT_ON_SALE and leaves the counters as they were.

const PUBLIC_URL = "https://not-on-sale.example-museum.org";
const SELL = `mutation($m: ID!, $input: DeskSaleInput!) { sellAtDesk(museumId: $m, input: $input) { id status } }`;
const CONFIRM = `mutation($m: ID!, $id: ID!) { confirmOrder(museumId: $m, id: $id) { id status } }`;

function expectNotOnSale(answer: ApiAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.error.code).toBe("TICKET_TYPE_NOT_ON_SALE");
  return answer.body.error;
}

describe.each(testProviders())("what is not on sale on %s", (provider) => {
  const foyer = useFoyer(provider, {
    museums: ["off-sale"],
    staff: [{ email: "edith@off-sale.test", museum: "off-sale", role: "EDITOR" }],
    env: { TRUST_PROXY: "true", EXPIRY_SWEEP_SECONDS: "0" },
    sharedEnv: { PUBLIC_URL },
  });
  const museum = foyer.museum("off-sale");
  const editor = foyer.graphqlAs("edith@off-sale.test", museum, "EDITOR");
  const tools = useToolClients(foyer);
  let mcp: Client;
  let onSale: Ticketing;
  /** An unpublished ticket type of the published event, at the same location as onSale's. */
  let preview: string;
  /** A published ticket type of an unpublished event, and a slot of that event. */
  let draft: Ticketing;
  const api = () => apiClient(foyer.baseUrl, museum.apiKey);

  beforeAll(async () => {
    mcp = await tools.signIn("edith@off-sale.test", "192.0.2.41");
    onSale = await createTicketing(museum.museumId, { capacity: 20 });
    preview = (
      await db().ticketType.create({
        data: { museumId: museum.museumId, eventId: onSale.eventId, name: "Members' preview", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 50 },
        select: { id: true },
      })
    ).id;
    draft = await createTicketing(museum.museumId, { capacity: 20 });
    await db().event.update({ where: { id: draft.eventId }, data: { published: false } });
  });

  it("refuses to hold or sell an unpublished type, or a type of an unpublished event, through /v1", async () => {
    const before = { onSale: await counters({ ticketTypeId: preview, timeSlotId: onSale.timeSlotId }), draft: await counters(draft) };
    expectNotOnSale(await api().post("/v1/ticket-reservations", { ticketTypeId: preview, timeSlotId: onSale.timeSlotId }));
    expectNotOnSale(await api().post("/v1/ticket-reservations", { ticketTypeId: draft.ticketTypeId, timeSlotId: draft.timeSlotId }));
    expectNotOnSale(await api().post("/v1/ticket-reservations", { ticketTypeId: preview }));
    expectNotOnSale(await api().post("/v1/tickets", { ticketTypeId: preview, timeSlotId: onSale.timeSlotId }));
    expectNotOnSale(await api().post("/v1/tickets", { ticketTypeId: draft.ticketTypeId, timeSlotId: draft.timeSlotId }));
    // An order is refused whole, the line that is not on sale named.
    const order = expectNotOnSale(
      await api().post("/v1/orders", { timeSlotId: onSale.timeSlotId, lines: [{ ticketTypeId: onSale.ticketTypeId, quantity: 2 }, { ticketTypeId: preview, quantity: 1 }] }),
    );
    expect(order.details).toEqual({ line: 1, ticketTypeId: preview, quantity: 1 });
    expectNotOnSale(await api().post("/v1/orders", { timeSlotId: draft.timeSlotId, lines: [{ ticketTypeId: draft.ticketTypeId, quantity: 1 }] }));
    expect({ onSale: await counters({ ticketTypeId: preview, timeSlotId: onSale.timeSlotId }), draft: await counters(draft) }).toEqual(before);
    expect(await db().order.count({ where: { museumId: museum.museumId } })).toBe(0);
  });

  it("refuses the desk's sale in words beside the line, and sells the same type once it and its event are published", async () => {
    const sale = (ticketing: Ticketing, ticketTypeId: string) => ({ timeSlotId: ticketing.timeSlotId, paymentMethod: "CASH", lines: [{ ticketTypeId, quantity: 1 }] });
    const unpublished = await editor(SELL, { m: museum.museumId, input: sale(onSale, preview) });
    expect(errorCodes(unpublished)).toEqual(["TICKET_TYPE_NOT_ON_SALE"]);
    expect(unpublished.body.errors[0].extensions.details).toEqual([{ path: "lines.0", message: "Members' preview: not on sale (it or its event is not published)." }]);
    expect(errorCodes(await editor(SELL, { m: museum.museumId, input: sale(draft, draft.ticketTypeId) }))).toEqual(["TICKET_TYPE_NOT_ON_SALE"]);
    // The assistant's sale is the desk's, refused alike.
    for (const [ticketing, ticketTypeId] of [[onSale, preview], [draft, draft.ticketTypeId]] as const) {
      const viaTool = await tools.call(mcp, "sell_tickets", { museumId: museum.museumId, ...sale(ticketing, ticketTypeId) });
      expect(viaTool.isError).toBe(true);
      expect(viaTool.data.error.code).toBe("TICKET_TYPE_NOT_ON_SALE");
    }
    expect(await db().order.count({ where: { museumId: museum.museumId, status: "CONFIRMED" } })).toBe(0);

    await api().patch(`/v1/ticket-types/${preview}`, { published: true });
    await api().patch(`/v1/events/${draft.eventId}`, { published: true });
    expect((await editor(SELL, { m: museum.museumId, input: sale(onSale, preview) })).body.data.sellAtDesk.status).toBe("CONFIRMED");
    expect((await editor(SELL, { m: museum.museumId, input: sale(draft, draft.ticketTypeId) })).body.data.sellAtDesk.status).toBe("CONFIRMED");
    await api().patch(`/v1/ticket-types/${preview}`, { published: false });
    await api().patch(`/v1/events/${draft.eventId}`, { published: false });
  });

  it("does not sell what was held before it went off sale: confirm (REST, GraphQL, MCP) and converting a hold are refused, the hold kept", async () => {
    const held = await api().post("/v1/orders", { timeSlotId: onSale.timeSlotId, lines: [{ ticketTypeId: onSale.ticketTypeId, quantity: 2 }] });
    expect(held.status).toBe(201);
    const reservation = await api().post("/v1/ticket-reservations", { ticketTypeId: onSale.ticketTypeId, timeSlotId: onSale.timeSlotId });
    expect(reservation.status).toBe(201);
    expect((await api().patch(`/v1/ticket-types/${onSale.ticketTypeId}`, { published: false })).status).toBe(200);

    expectNotOnSale(await api().post(`/v1/orders/${held.body.id}/confirm`, {}));
    expect(errorCodes(await editor(CONFIRM, { m: museum.museumId, id: held.body.id }))).toEqual(["TICKET_TYPE_NOT_ON_SALE"]);
    const viaTool = await tools.call(mcp, "confirm_order", { museumId: museum.museumId, orderId: held.body.id });
    expect(viaTool.isError).toBe(true);
    expect(viaTool.data.error.code).toBe("TICKET_TYPE_NOT_ON_SALE");
    expectNotOnSale(await api().post("/v1/tickets", { ticketReservationId: reservation.body.id }));
    expect((await api().get(`/v1/orders/${held.body.id}`)).body.status).toBe("HELD");
    expect((await counters(onSale)).type).toMatchObject({ held: 3, sold: 0 });

    // Back on sale, the same hold sells.
    await api().patch(`/v1/ticket-types/${onSale.ticketTypeId}`, { published: true });
    expect((await api().post(`/v1/orders/${held.body.id}/confirm`, {})).body.status).toBe("CONFIRMED");
    expect((await api().post("/v1/tickets", { ticketReservationId: reservation.body.id })).status).toBe(201);
  });
});
