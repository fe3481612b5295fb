import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { restClient } from "./support/rest";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// The Orders pages (docs/dashboard.md, "Orders"; docs/orders.md, "Timeline"): an editor finds an order
// by email and by a pasted ticket code, reads its timeline, voids a ticket and sends the tickets again
// (each after a confirmation), extends and cancels a held order; REST then shows what changed. A
// viewer sees the same order with its actions disabled and the reason why.

interface Ticket {
  id: string;
  status: string;
  qrData: string;
}
interface Order {
  id: string;
  number: string;
  status: string;
  expiresAt: string;
  tickets: Ticket[];
}

type Api = ReturnType<typeof restClient>;

/** A slot tomorrow with a ticket type, and orders for it made as a web shop would. */
async function orderFixtures(api: Api) {
  const event = await api.post<{ id: string }>("/v1/events", { name: "Harbour at night", published: true });
  const ticketType = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, name: "Night ticket", price: 1100, masterLanguage: "en", maxQuantity: 50, published: true });
  const startsAt = new Date(Date.now() + 86_400_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 20 });
  const hold = async (email: string) => {
    const made = await api.post<Order>("/v1/orders", { timeSlotId: slot.body.id, email, lines: [{ ticketTypeId: ticketType.body.id, quantity: 2 }] });
    expect(made.status).toBe(201);
    return made.body;
  };
  return { hold, slotId: slot.body.id };
}

async function openOrders(page: Page, museumId: string) {
  await page.goto(`/museums/${museumId}/today`);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
}

test("an editor finds an order, reads its timeline, voids a ticket, resends the tickets, and extends and cancels a held order", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const { hold } = await orderFixtures(api);
  const email = `night-${randomUUID().slice(0, 8)}@example.org`;
  const { id: soldId } = await hold(email);
  expect((await api.post(`/v1/orders/${soldId}/confirm`, {})).status).toBe(200);
  const sold = (await api.get<Order>(`/v1/orders/${soldId}`)).body;
  const held = await hold(`held-${randomUUID().slice(0, 8)}@example.org`);

  await signIn(staff.editor);
  await openOrders(page, museums.harbour.id);
  const cards = page.getByRole("list", { name: "Orders" }).getByRole("link");
  await search(page, email);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(sold.number);
  await search(page, sold.tickets[1]!.qrData);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(sold.number);
  await page.getByLabel("Status").selectOption({ label: "Held" });
  await expect(page.getByText("No orders match.")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Confirmed" });
  await cards.first().click();

  await expect(page.getByRole("heading", { name: `Order for ${email}`, level: 1 })).toBeVisible();
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Held" })).toHaveCount(1);
  await expect(timeline.getByRole("listitem").filter({ hasText: "Confirmed" })).toHaveCount(1);
  await expect(timeline.getByRole("listitem").filter({ hasText: "Tickets emailed" })).toHaveCount(1);
  await expectAccessible(page, "order");
  await screenshot(page, "order-timeline", { forDocs: true });

  // Cancelling the dialog voids nothing; confirming it voids the ticket.
  const dialog = page.getByRole("dialog");
  await page.getByRole("button", { name: "Void ticket 1" }).click();
  await expect(dialog).toContainText("Its code will no longer admit at the door");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await api.get<Ticket>(`/v1/tickets/${sold.tickets[0]!.id}`)).body.status).toBe("VALID");
  await page.getByRole("button", { name: "Void ticket 1" }).click();
  await dialog.getByRole("button", { name: "Void ticket 1" }).click();
  await expect(page.getByRole("status")).toHaveText("Ticket 1 is voided.");
  expect((await api.get<Ticket>(`/v1/tickets/${sold.tickets[0]!.id}`)).body.status).toBe("VOIDED");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Ticket voided" })).toContainText("Ticket 1");

  await page.getByRole("button", { name: "Send the tickets again" }).click();
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Send the tickets" }).click();
  await expect(page.getByRole("status")).toHaveText(`The tickets are queued for ${email}.`);
  // The timeline lists the order's rows of the email outbox: the confirmation's and the new one.
  await expect(timeline.getByRole("listitem").filter({ hasText: "Tickets emailed" })).toHaveCount(2);

  await page.goto(`/museums/${museums.harbour.id}/orders/${held.id}`);
  await page.getByRole("button", { name: "Extend the hold" }).click();
  await expect(page.getByRole("status")).toHaveText("The hold is extended.");
  expect(new Date((await api.get<Order>(`/v1/orders/${held.id}`)).body.expiresAt).getTime()).toBeGreaterThan(new Date(held.expiresAt).getTime());
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await expect(page.getByRole("status")).toHaveText("The order is cancelled: its places are free again.");
  expect((await api.get<Order>(`/v1/orders/${held.id}`)).body.status).toBe("CANCELLED");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Hold extended" })).toHaveCount(1);
  await expect(timeline.getByRole("listitem").filter({ hasText: "Cancelled" })).toHaveCount(1);

  const missing = await page.goto(`/museums/${museums.harbour.id}/orders/${randomUUID()}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});

test("a viewer sees an order with its actions disabled and the reason", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const { hold, slotId } = await orderFixtures(api);
  const email = `viewer-${randomUUID().slice(0, 8)}@example.org`;
  const order = await hold(email);

  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order for ${email}`, level: 1 })).toBeVisible();
  await expect(page.getByText("Your role (viewer) may look at orders but not change them.")).toBeVisible();
  for (const name of ["Extend the hold", "Cancel the order", "Send the tickets again"]) await expect(page.getByRole("button", { name })).toBeDisabled();
  // The server refuses the viewer anyway, as the dashboard would send it.
  const refused = await page.evaluate(
    async ({ museumId, id }) => {
      const query = "mutation($m: ID!, $id: ID!) { cancelOrder(museumId: $m, id: $id) { id } }";
      const response = await fetch("/api/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables: { m: museumId, id } }) });
      return ((await response.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
    },
    { museumId: museums.harbour.id, id: order.id },
  );
  expect(refused).toBe("FORBIDDEN");
  expect((await api.get<Order>(`/v1/orders/${order.id}`)).body.status).toBe("HELD");

  // A slot's orders, as Today's slot cards link to them.
  await page.goto(`/museums/${museums.harbour.id}/orders?timeSlot=${slotId}`);
  await expect(page.getByText("Showing the orders of one time slot.")).toBeVisible();
  const cards = page.getByRole("list", { name: "Orders" }).getByRole("link");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(order.number);
});
