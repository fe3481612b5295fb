import type { Locator } from "@playwright/test";
import { restClient } from "./support/rest";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// The Sell tickets page (docs/dashboard.md, "Sell tickets"): an editor chooses a slot, sells two
// adults and a child for it in fewer than ten clicks and prints their QR codes; a sold-out slot is
// refused in plain words; a viewer cannot sell. Other tests' slots may come earlier in the day (the
// slot the page starts on is lib/dashboard/desk-slots.test.ts's), so each test chooses its own.

const MINUTE = 60_000;

/** A hall, an event with Adult and Child tickets, a slot with room that has begun and a sold-out one. */
async function deskTicketing(baseUrl: string, apiKey: string) {
  const api = restClient(baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Desk hall", timezone: "UTC" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Walk-in tour", locationId: location.body.id, published: true });
  const type = (name: string, price: number) =>
    api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name, price, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true });
  const [adult, child] = [await type("Adult", 1200), await type("Child", 800)];
  const now = Date.now();
  const slot = (startsAt: number, capacity: number) =>
    api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, capacity, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 60 * MINUTE).toISOString() });
  const soldOut = await slot(now - 40 * MINUTE, 1);
  const next = await slot(now - 30 * MINUTE, 20);
  const filler = await api.post<{ id: string }>("/v1/orders", { timeSlotId: soldOut.body.id, lines: [{ ticketTypeId: adult.body.id, quantity: 1 }] });
  expect((await api.post(`/v1/orders/${filler.body.id}/confirm`, {})).status).toBe(200);
  return { api, adultId: adult.body.id, childId: child.body.id, slotId: next.body.id, soldOutSlotId: soldOut.body.id };
}

test("an editor chooses a slot, sells 2 adults and 1 child for it by card and prints their tickets in fewer than 10 clicks", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const harbour = museums.harbour.id;
  const desk = await deskTicketing(foyer.baseUrl, apiKey);
  const before = await desk.api.get<{ availableCapacity: number }>(`/v1/time-slots/${desk.slotId}`);
  // The print dialog is the browser's own; the page only has to ask for it.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute("data-print-asked", "yes");
  });
  await signIn(staff.editor);

  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await page.goto(`/museums/${harbour}/desk`);
  // Two clicks: the list of slots, then the slot.
  clicks += 2;
  await page.getByLabel("Time slot").selectOption(desk.slotId);
  await expect(page.getByText("Times in UTC")).toBeVisible();
  await click(page.getByRole("button", { name: "One Adult more" }));
  await click(page.getByRole("button", { name: "One Adult more" }));
  await click(page.getByRole("button", { name: "One Child more" }));
  await click(page.getByLabel("Card"));
  await click(page.getByLabel("Email address (optional)"));
  await page.keyboard.type("walk-in@example.org");
  await expect(page.getByText("€32.00")).toBeVisible();
  const stepper = await page.getByRole("button", { name: "One Adult more" }).boundingBox();
  expect(Math.min(stepper!.width, stepper!.height)).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, "the desk sale");
  await screenshot(page, "desk-sale", { forDocs: true });
  await click(page.getByRole("button", { name: "Sell", exact: true }));

  await expect(page.getByRole("heading", { name: "Tickets sold", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of ticket/ })).toHaveCount(3);
  await click(page.getByRole("button", { name: "Print tickets" }));
  await expect(page.locator("body")).toHaveAttribute("data-print-asked", "yes");
  expect(clicks).toBeLessThan(10);
  await page.getByLabel("80 mm receipt printer").check();
  await expect(page.locator("[data-printed-tickets]")).toHaveAttribute("data-paper", "receipt");
  await expectAccessible(page, "the printable tickets");
  await screenshot(page, "desk-print", { forDocs: true });

  const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;
  const order = await desk.api.get<{ status: string; paymentMethod: string; email: string; tickets: unknown[] }>(`/v1/orders/${orderId}`);
  expect(order.body).toMatchObject({ status: "CONFIRMED", paymentMethod: "CARD", email: "walk-in@example.org" });
  expect(order.body.tickets).toHaveLength(3);
  const after = await desk.api.get<{ availableCapacity: number }>(`/v1/time-slots/${desk.slotId}`);
  expect(after.body.availableCapacity).toBe(before.body.availableCapacity - 3);

  await page.getByRole("button", { name: "Send tickets by email to walk-in@example.org" }).click();
  await expect(page.getByRole("button", { name: "Sent to walk-in@example.org" })).toBeDisabled();
});

test("a sold-out slot's refusal is shown in plain words next to its line", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const desk = await deskTicketing(foyer.baseUrl, apiKey);
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Time slot").selectOption(desk.soldOutSlotId);
  await page.getByRole("button", { name: "One Child more" }).click();
  await page.getByLabel("Cash").check();
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  await expect(page.getByText("Child: the time slot has no room for 1 more.")).toBeVisible();
  await expect(page).toHaveURL(/\/desk$/);
});

test("a viewer sees the page disabled, and the server refuses their sale", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const harbour = museums.harbour.id;
  const desk = await deskTicketing(foyer.baseUrl, apiKey);
  await signIn(staff.viewer);
  await page.goto(`/museums/${harbour}/desk`);
  await expect(page.getByText("may look at this page but not sell tickets")).toBeVisible();
  // Whichever slot the page starts on, its steppers are disabled.
  await expect(page.getByRole("button", { name: /^One .+ more$/ }).first()).toBeDisabled();
  await expect(page.getByRole("button", { name: "Sell", exact: true })).toBeDisabled();
  const sale = await page.request.post("/api/graphql", {
    data: {
      query: `mutation($m: ID!, $input: DeskSaleInput!) { sellAtDesk(museumId: $m, input: $input) { id } }`,
      variables: { m: harbour, input: { timeSlotId: desk.slotId, paymentMethod: "CASH", lines: [{ ticketTypeId: desk.adultId, quantity: 1 }] } },
    },
  });
  expect((await sale.json()).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});
