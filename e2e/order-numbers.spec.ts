import type { Page } from "@playwright/test";
import { restClient } from "./support/rest";
import { expect, test } from "./support/test";

// Order numbers and zones in words (docs/orders.md, "Order numbers"; docs/dashboard.md, "Times and
// time zones"): the Orders list and the order's page show the order's number and its times in its
// visit's zone, named in words, in English and German, on a laptop and a 360-px phone, with no id, no
// "Europe/Berlin" and no "UTC" on the page. The API block on Customers waits behind a closed
// "For developers" disclosure, and /favicon.ico answers.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface Order {
  id: string;
  number: string;
}

const DEVICES = [
  { name: "laptop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 360, height: 740 } },
];
const LANGUAGES = [
  { code: "en", zone: "Central European Time", orders: "Orders", made: "Made", number: "No.", detailNumber: "Order number", forDevelopers: "For developers" },
  { code: "de", zone: "Mitteleuropäische Zeit", orders: "Bestellungen", made: "Erstellt", number: "Nr.", detailNumber: "Bestellnummer", forDevelopers: "Für Entwickler" },
];

async function expectNoDeveloperWords(page: Page) {
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(UUID);
  expect(text).not.toContain("Europe/Berlin");
  expect(text).not.toMatch(/\bUTC\b/);
}

for (const language of LANGUAGES) {
  for (const device of DEVICES) {
    test(`an order reads by its number, in Berlin's zone in words (${language.code}, ${device.name})`, async ({ page, context, foyer, signIn }) => {
      const { museums, staff, apiKey } = foyer.scenario;
      const api = restClient(foyer.baseUrl, apiKey);
      const location = await api.post<{ id: string }>("/v1/locations", { name: `Berlin wing ${language.code} ${device.name}`, timezone: "Europe/Berlin" });
      const event = await api.post<{ id: string }>("/v1/events", { name: "Numbers night", locationId: location.body.id, published: true });
      const type = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name: "Adult", price: 900, masterLanguage: "en", maxQuantity: 20, published: true });
      const startsAt = new Date(Date.now() + 2 * 86_400_000);
      const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 10 });
      const made = await api.post<Order>("/v1/orders", { timeSlotId: slot.body.id, lines: [{ ticketTypeId: type.body.id, quantity: 1 }] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const order = made.body;

      if (language.code === "de") await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
      await page.setViewportSize(device.viewport);
      await signIn(staff.editor);

      await page.goto(`/museums/${museums.harbour.id}/orders`);
      await expect(page.getByRole("heading", { name: language.orders, level: 1 })).toBeVisible();
      // Found by its number as a person types it: lower case, a space for the dash.
      await page.locator("#order-search").fill(order.number.toLowerCase().replace("-", " "));
      await page.locator("#order-search").press("Enter");
      const cards = page.getByRole("list", { name: language.orders }).getByRole("link");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(`${language.number} ${order.number}`);
      await expect(cards.first()).toContainText(`(${language.zone})`);
      await expectNoDeveloperWords(page);

      await cards.first().click();
      await expect(page.getByText(`${language.detailNumber} ${order.number}`)).toBeVisible();
      await expect(page.getByText(language.zone).first()).toBeVisible();
      await expectNoDeveloperWords(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.goto(`/museums/${museums.harbour.id}/customers`);
      const disclosure = page.locator("details[data-for-developers]");
      await expect(disclosure.locator("summary")).toHaveText(language.forDevelopers);
      await expect(disclosure).not.toHaveAttribute("open");
      await expect(page.locator("#filter-curl")).toBeHidden();
      await disclosure.locator("summary").click();
      await expect(page.locator("#filter-curl")).toBeVisible();
    });
  }
}

test("every page has its icon", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image/);
});
