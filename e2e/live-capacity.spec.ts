import type { Locator, Page } from "@playwright/test";
import { restClient } from "./support/rest";
import { expect, test } from "./support/test";

// Today's capacity follows changes made anywhere: here, reservations, a sale and a cancellation made
// through the REST API while the page is open. Each must show within two seconds, without a reload.

const WITHIN_TWO_SECONDS = { timeout: 2_000 };

function stat(card: Locator, label: string): Locator {
  return card.locator("dl > div").filter({ has: card.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
}

test("live capacity changes within two seconds of reservations made through REST", async ({ page, foyer, signIn }) => {
  const { museums, event, apiKey, staff } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  // A slot of three starting in a few minutes; 47 minutes long, so its label is unlike the seeded ones.
  const startsAt = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + 47 * 60_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.id, locationId: event.locationId, capacity: 3, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
  expect(slot.status).toBe(201);

  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/today?date=${startsAt.toISOString().slice(0, 10)}`);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
  const card = page.getByRole("article", { name: `${time.format(startsAt)} – ${time.format(endsAt)}` });
  await expect(stat(card, "Capacity")).toHaveText("3");
  await expect(card).toContainText(event.name);
  await expect(stat(card, "Held")).toHaveText("0");
  await expect(stat(card, "Available")).toHaveText("3");
  await expect(stat(card, "Admitted")).toHaveText("0");

  const hold = async () => {
    const answer = await api.post<{ id: string }>("/v1/ticket-reservations", { ticketTypeId: event.ticketTypeId, timeSlotId: slot.body.id });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const first = await hold();
  await expect(stat(card, "Held")).toHaveText("1", WITHIN_TWO_SECONDS);
  await expect(stat(card, "Available")).toHaveText("2", WITHIN_TWO_SECONDS);

  const sold = await api.post<{ qrData: string }>("/v1/tickets", { ticketReservationId: first });
  expect(sold.status).toBe(201);
  await expect(stat(card, "Sold")).toHaveText("1", WITHIN_TWO_SECONDS);
  await expect(stat(card, "Held")).toHaveText("0", WITHIN_TWO_SECONDS);

  // Admitted at the door through REST: the slot and the museum-wide count follow. Other tests admit
  // visitors too, so the day's count is compared with itself before the scan.
  const visitors = page.getByRole("region", { name: "The day in numbers" }).locator("div").filter({ hasText: /^Visitors admitted/ }).locator("span").nth(1);
  const before = Number(await visitors.textContent());
  expect((await api.post("/v1/check-ins", { qrData: sold.body.qrData, entrance: "Main entrance" })).status).toBe(201);
  await expect(stat(card, "Admitted")).toHaveText("1", WITHIN_TWO_SECONDS);
  // Files running beside this one may admit theirs in the same seconds: the day's count grows by this one at least.
  await expect.poll(async () => Number(await visitors.textContent()), WITHIN_TWO_SECONDS).toBeGreaterThanOrEqual(before + 1);

  const second = await hold();
  const third = await hold();
  // Full of holds, which may still expire: not "Sold out".
  await expect(stat(card, "Available")).toHaveText("0", WITHIN_TWO_SECONDS);
  await expect(card.getByText("No room: 2 on hold")).toBeVisible(WITHIN_TWO_SECONDS);
  await expect(card.getByText("Sold out")).toHaveCount(0);
  await expect(card).toHaveAttribute("data-sold-out", "true");

  expect((await api.delete(`/v1/ticket-reservations/${third}`)).status).toBe(204);
  await expect(stat(card, "Available")).toHaveText("1", WITHIN_TWO_SECONDS);
  await expect(card.getByText("No room: 2 on hold")).toHaveCount(0);

  // Every place sold: now it is sold out.
  expect((await api.post("/v1/tickets", { ticketReservationId: second })).status).toBe(201);
  expect((await api.post("/v1/tickets", { ticketReservationId: await hold() })).status).toBe(201);
  await expect(card.getByText("Sold out")).toBeVisible(WITHIN_TWO_SECONDS);
  await expect(stat(card, "Sold")).toHaveText("3", WITHIN_TWO_SECONDS);
});

test("a slot with room whose ticket types are sold out has nothing available", async ({ page, foyer, signIn }) => {
  const { museums, event, apiKey, staff } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const tour = await api.post<{ id: string }>("/v1/events", { name: "Rooftop tour", locationId: event.locationId, published: true });
  const only = await api.post<{ id: string }>("/v1/ticket-types", { eventId: tour.body.id, locationId: event.locationId, name: "Rooftop", price: 900, masterLanguage: "en", maxQuantity: 1, published: true });
  expect(only.status).toBe(201);
  const startsAt = new Date(Math.ceil((Date.now() + 7 * 60_000) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + 41 * 60_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: tour.body.id, locationId: event.locationId, capacity: 20, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
  expect(slot.status).toBe(201);

  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/today?date=${startsAt.toISOString().slice(0, 10)}`);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
  const card = page.getByRole("article", { name: `${time.format(startsAt)} – ${time.format(endsAt)}` });
  await expect(stat(card, "Available")).toHaveText("1");
  expect((await api.post("/v1/orders", { timeSlotId: slot.body.id, lines: [{ ticketTypeId: only.body.id, quantity: 1 }] })).status).toBe(201);
  await expect(stat(card, "Held")).toHaveText("1", WITHIN_TWO_SECONDS);
  await expect(stat(card, "Available")).toHaveText("0", WITHIN_TWO_SECONDS);
  await expect(card.getByText("Ticket types sold out")).toBeVisible();
});

test("Today says it is offline within five seconds of hearing nothing from Foyer, and live again after", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  const live = page.getByText(/^Live · updated/);
  await expect(live).toBeVisible();
  // Requests that hang, as on a dead connection the browser has not noticed: no error, no answer.
  await page.route("**/api/graphql", () => undefined);
  await expect(page.getByText(/^Offline · not updating/)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole("status").filter({ hasText: "Offline: the figures are not updating." })).toBeAttached();
  await page.unroute("**/api/graphql");
  await expect(live).toBeVisible({ timeout: 10_000 });
  // The browser's own offline event says so at once.
  await page.context().setOffline(true);
  await expect(page.getByText(/^Offline · not updating/)).toBeVisible({ timeout: 2_000 });
  await page.context().setOffline(false);
  await expect(live).toBeVisible({ timeout: 10_000 });
});

test("the date picker moves between days", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  await expect(page.getByRole("heading", { name: "Main building" })).toBeVisible();
  // Other tests sell for tomorrow, so what tomorrow holds is theirs: the address and the picker name the day.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${tomorrow}$`));
  // The field writes the day as the browser (en-GB) writes English days.
  await expect(page.getByLabel("Day", { exact: true })).toHaveValue(`${tomorrow.slice(8)}/${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)}`);
  await page.getByRole("button", { name: "Back to today" }).click();
  await expect(page.getByRole("heading", { name: "Main building" })).toBeVisible();
  // A day no test gives time slots.
  await page.getByLabel("Day", { exact: true }).fill("2031-03-14");
  await expect(page).toHaveURL(/\?date=2031-03-14$/);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await expect(page.getByText("Friday, 14 March 2031")).toBeVisible();
  await expect(page.getByText("No time slots on this day.")).toBeVisible();

  // Back to a day with slots, neither the empty day's words nor its zeros stand for it while its slots
  // load. Opened afresh, the page has no figures of today kept from before, and each answer is held
  // back half a second, so the loading is long enough to be seen.
  await page.goto(`/museums/${museums.harbour.id}/today?date=2031-03-14`);
  await expect(page.getByText("No time slots on this day.")).toBeVisible();
  await expect(capacityFigure(page)).toHaveText("0");
  await page.route("**/api/graphql", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  type Watched = Window & { sawNoSlots?: boolean; sawZeroCapacity?: boolean };
  await page.evaluate(() => {
    const main = () => document.querySelector("main")?.textContent ?? "";
    const capacity = () => document.querySelector('[aria-label="The day in numbers"] > div > :nth-child(2)')?.textContent;
    (window as Watched).sawNoSlots = false;
    (window as Watched).sawZeroCapacity = false;
    new MutationObserver(() => {
      if (main().includes("Friday, 14 March 2031")) return;
      if (main().includes("No time slots on this day.")) (window as Watched).sawNoSlots = true;
      if (capacity() === "0") (window as Watched).sawZeroCapacity = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("button", { name: "Back to today" }).click();
  await expect(page.getByRole("heading", { name: "Main building" })).toBeVisible();
  expect(await page.evaluate(() => (window as Watched).sawNoSlots)).toBe(false);
  expect(await page.evaluate(() => (window as Watched).sawZeroCapacity)).toBe(false);
  await expect(capacityFigure(page)).not.toHaveText("0");
  // A poll may still be held back: it finishes before the test ends, or it would continue a closed page.
  await page.unrouteAll({ behavior: "wait" });
});

/** The day's capacity as Today's summary shows it. */
function capacityFigure(page: Page) {
  return page.getByRole("region", { name: "The day in numbers" }).locator("> div").first().locator("> :nth-child(2)");
}
