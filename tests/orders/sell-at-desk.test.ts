import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { counters, createTicketing, type Ticketing } from "../support/ticketing-fixtures";

// docs/orders.md, "Selling at the desk": one step from the lines to a confirmed order with its
// tickets and its payment method, refusals pointing at their line in plain words, editors only.

const SELL = `mutation($m: ID!, $input: DeskSaleInput!) {
  sellAtDesk(museumId: $m, input: $input) { id status customerId email paymentMethod total lines { ticketTypeId quantity } tickets { id ticketTypeId } }
}`;

describe.each(testProviders())("selling at the desk on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["desk-a"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("desk-a");
  const editor = foyer.graphqlAs("editor@desk.test", museum, "EDITOR");
  const viewer = foyer.graphqlAs("viewer@desk.test", museum, "VIEWER");
  let ticketing: Ticketing;
  let childTypeId: string;

  beforeAll(async () => {
    ticketing = await createTicketing(museum.museumId, { capacity: 10, price: 1200 });
    childTypeId = (
      await db().ticketType.create({
        data: { museumId: museum.museumId, eventId: ticketing.eventId, name: "Child", price: 800, currency: "EUR", masterLanguage: "en", maxQuantity: 2, published: true },
        select: { id: true },
      })
    ).id;
  });

  const sale = (lines: { ticketTypeId: string; quantity: number }[], extra: Record<string, unknown> = {}) => ({
    timeSlotId: ticketing.timeSlotId,
    paymentMethod: "CARD",
    lines,
    ...extra,
  });

  it("sells 2 adults and 1 child at once: confirmed, one ticket each, paid by card, the customer made from the name", async () => {
    const answer = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 2 }, { ticketTypeId: childTypeId, quantity: 1 }], { email: "Ada@Example.org", name: "Ada Lovelace" }) });
    const order = answer.body.data.sellAtDesk;
    expect(order).toMatchObject({ status: "CONFIRMED", email: "ada@example.org", paymentMethod: "CARD", total: 3200 });
    expect(order.tickets.map((ticket: { ticketTypeId: string }) => ticket.ticketTypeId)).toEqual([ticketing.ticketTypeId, ticketing.ticketTypeId, childTypeId]);
    expect(await db().customer.findUniqueOrThrow({ where: { id: order.customerId }, select: { name: true, email: true } })).toEqual({ name: "Ada Lovelace", email: "ada@example.org" });
    expect((await counters(ticketing)).slot).toMatchObject({ held: 0, sold: 3 });
    expect(await db().emailOutbox.count({ where: { orderId: order.id } })).toBe(1);

    // The same record through REST, and the next sale to that address finds the same customer.
    const rest = await apiClient(foyer.baseUrl, museum.apiKey).get(`/v1/orders/${order.id}`);
    expect(rest.body).toMatchObject({ status: "CONFIRMED", paymentMethod: "CARD" });
    const again = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }], { paymentMethod: "CASH", email: "ada@example.org" }) });
    expect(again.body.data.sellAtDesk).toMatchObject({ paymentMethod: "CASH", customerId: order.customerId });
  });

  it("refuses a line that is sold out in plain words pointing at it, and holds nothing", async () => {
    const before = await counters(ticketing);
    const answer = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }, { ticketTypeId: childTypeId, quantity: 2 }]) });
    expect(errorCodes(answer)).toEqual(["TICKET_TYPE_SOLD_OUT"]);
    expect(answer.body.errors[0].extensions.details).toEqual([{ path: "lines.1", message: "Child: not enough left to sell 2." }]);
    expect(await counters(ticketing)).toEqual(before);
  });

  it("refuses more than the slot has room for, naming the line", async () => {
    const answer = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 7 }]) });
    expect(errorCodes(answer)).toEqual(["TIME_SLOT_FULL"]);
    expect(answer.body.errors[0].extensions.details).toEqual([{ path: "lines.0", message: "Adult: the time slot has no room for 7 more." }]);
  });

  it("leaves no customer behind when a sale for a new visitor is refused, and keeps a known one", async () => {
    const refused = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 7 }], { email: "grace@example.org", name: "Grace Hopper" }) });
    expect(errorCodes(refused)).toEqual(["TIME_SLOT_FULL"]);
    expect(await db().customer.count({ where: { museumId: museum.museumId, email: "grace@example.org" } })).toBe(0);
    const known = await db().customer.count({ where: { museumId: museum.museumId, email: "ada@example.org" } });
    const again = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 7 }], { email: "ada@example.org", name: "Ada Lovelace" }) });
    expect(errorCodes(again)).toEqual(["TIME_SLOT_FULL"]);
    expect(await db().customer.count({ where: { museumId: museum.museumId, email: "ada@example.org" } })).toBe(known);
  });

  it("refuses a payment method other than cash or card, and a sale by a viewer", async () => {
    const cheque = await editor(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }], { paymentMethod: "CHEQUE" }) });
    expect(cheque.body.errors).toBeTruthy();
    const orders = await db().order.count({ where: { museumId: museum.museumId } });
    const byViewer = await viewer(SELL, { m: museum.museumId, input: sale([{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }]) });
    expect(errorCodes(byViewer)).toEqual(["FORBIDDEN"]);
    expect(await db().order.count({ where: { museumId: museum.museumId } })).toBe(orders);
  });

  it("leaves paymentMethod null on orders not sold at the desk", async () => {
    const api = apiClient(foyer.baseUrl, museum.apiKey);
    const made = await api.post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] });
    expect(made.body.paymentMethod).toBeNull();
    await api.delete(`/v1/orders/${made.body.id}`);
  });
});
