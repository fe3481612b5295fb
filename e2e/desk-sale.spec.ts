import type { Locator, Page } from "@playwright/test";
import { db } from "@/lib/db/client";
import { deskOffer } from "./support/desk-offer";
import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { PHONE, expect, expectAccessible, expectNoSidewaysScrolling, screenshot, test } from "./support/test";

// The Sell tickets page (docs/dashboard.md, "Sell tickets"): an editor chooses a slot, sells two
// adults and a child for it in fewer than ten clicks and prints their QR codes under the order's short
// number; the order page says how it was paid, its total, what was voided and what to refund, on a
// laptop and a 360-px phone; the page offers only what is on sale, caps each + by what is left and
// says why a button is greyed, on a laptop and a 360-px phone; a place taken meanwhile is refused in
// plain words; a viewer cannot sell. Other tests' slots may come earlier in the day (the slot the
// page starts on is lib/dashboard/desk-slots.test.ts's), so each test chooses its own.

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
  const soldOut = await slot(notBeforeToday(now - 40 * MINUTE), 1);
  const next = await slot(notBeforeToday(now - 40 * MINUTE) + 10 * MINUTE, 20);
  const filler = await api.post<{ id: string }>("/v1/orders", { timeSlotId: soldOut.body.id, lines: [{ ticketTypeId: adult.body.id, quantity: 1 }] });
  expect((await api.post(`/v1/orders/${filler.body.id}/confirm`, {})).status).toBe(200);
  return { api, eventId: event.body.id, locationId: location.body.id, adultId: adult.body.id, childId: child.body.id, slotId: next.body.id, soldOutSlotId: soldOut.body.id };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The printed tickets name the order by its short number, which staff can read aloud, never by its id. */
async function expectShortNumberPrinted(page: Page, number: string) {
  await expect(page.locator("[data-order-number]")).toHaveText(`Order ${number}`);
  const printed = page.locator("[data-printed-tickets] [data-ticket]");
  for (let index = 0; index < (await printed.count()); index += 1) await expect(printed.nth(index)).toContainText(`Order ${number}`);
  expect(await page.locator("main").innerText()).not.toMatch(UUID);
}

/** A card sale of 2 adults (€12.00) and a child (€8.00) on its order page: how it was paid, then after voiding an adult the total, what was voided and what to refund. */
async function voidAnAdultAndExpectTheRefund(page: Page): Promise<Locator> {
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Card at the desk")).toBeVisible();
  await expect(summary.getByText("€32.00", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Void ticket 1" }).click();
  await page.getByRole("dialog", { name: "Void ticket 1?" }).getByRole("button", { name: "Void ticket 1" }).click();
  await expect(page.getByText("Ticket 1 is voided.")).toBeVisible();
  await expect(summary.locator(".field").filter({ hasText: "To refund" })).toContainText("€12.00");
  await expect(summary.getByText("1 ticket, €12.00")).toBeVisible();
  await expect(summary.getByText("€32.00", { exact: true })).toBeVisible();
  await expect(summary.locator(".field").filter({ hasText: "Total after voids" })).toContainText("€20.00");
  return summary;
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
  await expect(page.getByText("Times in Coordinated Universal Time")).toBeVisible();
  await click(page.getByRole("button", { name: "One Adult more" }));
  await click(page.getByRole("button", { name: "One Adult more" }));
  await click(page.getByRole("button", { name: "One Child more" }));
  await click(page.getByLabel("Card", { exact: true }));
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
  const order = await desk.api.get<{ status: string; paymentMethod: string; email: string; number: string; tickets: unknown[] }>(`/v1/orders/${orderId}`);
  expect(order.body).toMatchObject({ status: "CONFIRMED", paymentMethod: "CARD", email: "walk-in@example.org" });
  expect(order.body.tickets).toHaveLength(3);
  await expectShortNumberPrinted(page, order.body.number);
  const after = await desk.api.get<{ availableCapacity: number }>(`/v1/time-slots/${desk.slotId}`);
  expect(after.body.availableCapacity).toBe(before.body.availableCapacity - 3);

  // The sale emailed the tickets already: the page says so, and sending again is named as such.
  // Said from the ticket email itself: sent once the outbox delivered it.
  await expect(page.locator("[data-email-status]")).toHaveText("The tickets were emailed to walk-in@example.org.", { timeout: 20_000 });
  await expect(page.getByRole("button", { name: /Send tickets by email/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Send the email again" }).click();
  // A second ticket email, which the page follows from the outbox to sent.
  await expect.poll(() => db().emailOutbox.count({ where: { orderId, kind: "ORDER_TICKETS" } })).toBe(2);
  await expect(page.locator("[data-email-status]")).toHaveText("The tickets were emailed to walk-in@example.org.", { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Send the email again" })).toBeDisabled();

  // The order page: how it was paid, and after a void the total, what was voided and what to refund.
  await page.goto(`/museums/${harbour}/orders/${orderId}`);
  const holdWhy = "Only a held order can be extended or cancelled: this one is confirmed, so void its tickets one by one below.";
  await expect(page.getByRole("button", { name: "Extend the hold" })).toHaveAccessibleDescription(holdWhy);
  await expect(page.getByRole("button", { name: "Cancel the order" })).toHaveAccessibleDescription(holdWhy);
  await voidAnAdultAndExpectTheRefund(page);
  await expectAccessible(page, "an order with a voided ticket");
});

test("on a 360-px phone the printed tickets carry the order's short number, and the order page shows how it was paid, its total, what was voided and what to refund", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const harbour = museums.harbour.id;
  const desk = await deskTicketing(foyer.baseUrl, apiKey);
  await page.setViewportSize(PHONE);
  await signIn(staff.editor);
  await page.goto(`/museums/${harbour}/desk`);
  await page.getByLabel("Time slot").selectOption(desk.slotId);
  await page.getByRole("button", { name: "One Adult more" }).click();
  await page.getByRole("button", { name: "One Adult more" }).click();
  await page.getByRole("button", { name: "One Child more" }).click();
  await page.getByLabel("Card", { exact: true }).check();
  await page.getByRole("button", { name: "Sell", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Tickets sold", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of ticket/ })).toHaveCount(3);
  const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;
  const order = await desk.api.get<{ number: string }>(`/v1/orders/${orderId}`);
  await expectShortNumberPrinted(page, order.body.number);
  await expectNoSidewaysScrolling(page, "the printable tickets on a phone");

  await page.goto(`/museums/${harbour}/orders/${orderId}`);
  await voidAnAdultAndExpectTheRefund(page);
  await expectNoSidewaysScrolling(page, "an order with a voided ticket on a phone");
  await expectAccessible(page, "an order with a voided ticket on a phone");
  await screenshot(page, "order-voided-phone");
});

test("a sold-out slot offers no +, and a place taken meanwhile is refused in plain words next to its line", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const desk = await deskTicketing(foyer.baseUrl, apiKey);
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Time slot").selectOption(desk.soldOutSlotId);
  await expect(page.getByText("This time slot has no places left: choose another one.")).toBeVisible();
  await expect(page.getByRole("button", { name: "One Child more" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "One Child more" })).toHaveAccessibleDescription("The time slot is full.");

  const room = await desk.api.post<{ id: string }>("/v1/time-slots", {
    eventId: desk.eventId,
    locationId: desk.locationId,
    capacity: 1,
    startsAt: new Date(notBeforeToday(Date.now() - 10 * MINUTE)).toISOString(),
    endsAt: new Date(Date.now() + 50 * MINUTE).toISOString(),
  });
  await page.reload();
  await page.getByLabel("Time slot").selectOption(room.body.id);
  await page.getByRole("button", { name: "One Child more" }).click();
  // The last place goes elsewhere while the desk fills in the sale.
  expect((await desk.api.post("/v1/orders", { timeSlotId: room.body.id, lines: [{ ticketTypeId: desk.adultId, quantity: 1 }] })).status).toBe(201);
  await page.getByLabel("Cash").check();
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  await expect(page.getByText("Child: the time slot has no room for 1 more.")).toBeVisible();
  await expect(page).toHaveURL(/\/desk$/);
});

for (const device of [
  { name: "a laptop", viewport: { width: 1280, height: 860 } },
  { name: "a 360-px phone", viewport: { width: 360, height: 740 } },
]) {
  test(`on ${device.name} the desk offers only what is on sale, caps each + by what is left and says why a button is greyed`, async ({ page, foyer, signIn }) => {
    const { museums, staff, apiKey } = foyer.scenario;
    const offer = await deskOffer(foyer.baseUrl, apiKey, "Gallery");
    await page.setViewportSize(device.viewport);
    await signIn(staff.editor);
    await page.goto(`/museums/${museums.harbour.id}/desk`);

    // Slots in time order, each naming its location; the draft event's slot is not offered.
    await expect(page.getByLabel("Time slot").locator(`option[value="${offer.laterSlotId}"]`)).toBeAttached();
    const options = await page.getByLabel("Time slot").locator("option").evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? "" })));
    const ours = options.filter((option) => [offer.laterSlotId, offer.earlierSlotId].includes(option.value));
    expect(ours.map((option) => option.value)).toEqual([offer.earlierSlotId, offer.laterSlotId]);
    expect(ours[0]!.label).toContain("· Gallery annex ·");
    expect(options.some((option) => option.value === offer.draftSlotId)).toBe(false);

    await page.getByLabel("Time slot").selectOption(offer.earlierSlotId);
    await expect(page.getByRole("button", { name: "One Gallery adult more" })).toBeVisible();
    await expect(page.getByText("Members' preview")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sell", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Sell", exact: true })).toHaveAccessibleDescription("Add at least one ticket");

    // The family ticket has 2 left: its + stops there and says so.
    const family = page.getByRole("button", { name: "One Gallery family more" });
    await family.click();
    await family.click();
    await expect(family).toBeDisabled();
    await expect(family).toHaveAccessibleDescription("Gallery family: only 2 left to sell.");
    // The slot has 3 places: one adult more fills it, and every + stops.
    const adult = page.getByRole("button", { name: "One Gallery adult more" });
    await adult.click();
    await expect(adult).toBeDisabled();
    await expect(adult).toHaveAccessibleDescription("The time slot is full with these: 3 places were left.");
    await expect(page.getByRole("button", { name: "Sell", exact: true })).toHaveAccessibleDescription("Choose cash or card");
    await expect(page.getByText("Choose cash or card")).toBeVisible();

    await page.getByLabel("Cash").check();
    await expect(page.getByRole("button", { name: "Sell", exact: true })).toBeEnabled();
    await page.getByLabel("Email address (optional)").fill("visitor@example");
    await page.getByRole("button", { name: "Sell", exact: true }).click();
    await expect(page.getByText("Enter an email address like name@example.org, or leave the field empty.")).toBeVisible();
    await expect(page.getByLabel("Email address (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/desk$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
    await expectAccessible(page, `the desk's limits on ${device.name}`);
    await screenshot(page, `desk-limits-${device.viewport.width}`);
  });
}

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

test("an editor sells a school class as a group visit, and its one group code is printed first", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const desk = await deskTicketing(foyer.baseUrl, apiKey);
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute("data-print-asked", "yes");
  });
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Time slot").selectOption(desk.slotId);
  for (let pupil = 0; pupil < 3; pupil += 1) await page.getByRole("button", { name: "One Child more" }).click();
  await page.getByRole("button", { name: "One Adult more" }).click();
  await page.getByLabel("Cash").check();
  await page.getByLabel("A group visit (one code for the whole group)").check();
  await expect(page.getByText("A group of 4 (the tickets above).")).toBeVisible();
  // A group without a name is said beside its field, before anything is sold.
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  await expect(page.getByText("Name the group, e.g. Klasse 4b.")).toBeVisible();
  await expect(page.getByLabel("Group", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Group", { exact: true }).fill("Klasse 4b");
  await page.getByLabel("Led by (optional)").fill("Frau Okafor");
  await expectAccessible(page, "the desk selling a group visit");
  await page.getByRole("button", { name: "Sell", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Tickets sold" })).toBeVisible();
  const printed = page.locator("[data-printed-tickets] [data-ticket]");
  await expect(printed).toHaveCount(5);
  await expect(printed.first()).toHaveAttribute("data-group-code", "");
  await expect(printed.first()).toContainText("Group code: Klasse 4b (4 people)");
  await expect(printed.first()).toContainText("Led by Frau Okafor");
  await expect(page.getByAltText("The group code of Klasse 4b")).toBeVisible();
  const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;
  const order = await desk.api.get<{ group: unknown; groupQrData: string; paymentMethod: string }>(`/v1/orders/${orderId}`);
  expect(order.body).toMatchObject({ group: { name: "Klasse 4b", leaderName: "Frau Okafor", size: 4 }, paymentMethod: "CASH" });
  expect(order.body.groupQrData).toMatch(/\/g\//);

  // Today lists the group under its slot; its link opens the order with the group, who came, and its code to print again.
  await page.goto(`/museums/${museums.harbour.id}/today`);
  const groupLink = page.getByRole("list", { name: "Groups expected" }).locator(`a[href$="/orders/${orderId}"]`);
  await expect(groupLink).toHaveText("Klasse 4b");
  await expect(groupLink.locator("xpath=..")).toContainText("0 of 4 came in");
  await groupLink.click();
  const group = page.getByRole("region", { name: "Group visit" });
  await expect(group).toContainText("Klasse 4b (4 people)");
  await expect(group).toContainText("Frau Okafor");
  await expect(group).toContainText("0 of 4");
  await expect(group.getByAltText("The group code of Klasse 4b")).toBeVisible();
  await expectAccessible(page, "an order page of a group visit");
});
