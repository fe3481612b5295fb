import type { Page } from "@playwright/test";
import { deskOffer } from "./support/desk-offer";
import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { expect, expectAccessible, expectNoSidewaysScrolling, screenshot, test } from "./support/test";

// A German desk works in a German browser: its date pickers, like the pages, write days as 24.12.2026.
test.use({ locale: "de-DE" });

// Selling in German (docs/dashboard.md, "Languages"): the desk sale and its printable tickets, the
// Orders pages, Reports and Season speak German to a staff member who chose it, and none of their
// English words are left.

const MINUTE = 60_000;

/** English words of these pages that must not show once the dashboard speaks German. */
const ENGLISH = [
  "Sell tickets",
  "Time slot",
  "Paid at the desk by",
  "Email address (optional)",
  "Tickets sold",
  "Print tickets",
  "Sell more tickets",
  "Find an order by email",
  "No orders match",
  "Timeline",
  "Extend the hold",
  "Cancel the order",
  "Send the tickets again",
  "Void ticket",
  "Download CSV",
  "Visitors admitted",
  "Revenue",
  "New schedule",
  "Days of the week",
  "Start times",
  "Closed dates",
  "All events",
  "places taken",
  "Close this day",
  "Choose cash or card",
  "Add at least one ticket",
  "left to sell",
  "Paid by",
  "To refund",
  "were emailed",
  "Send the email again",
  "Only a held order",
];

async function expectNoEnglish(page: Page) {
  const text = await page.locator("main").innerText();
  expect(ENGLISH.filter((phrase) => text.includes(phrase))).toEqual([]);
}

/** A hall with an Adult ticket and a slot that has begun, so the desk picks it. */
async function deskSlot(baseUrl: string, apiKey: string) {
  const api = restClient(baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Kassenhalle", timezone: "UTC" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Hafenrundgang", locationId: location.body.id, published: true });
  await api.post("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name: "Adult", price: 1200, currency: "EUR", masterLanguage: "en", maxQuantity: 100, published: true });
  const startsAt = notBeforeToday(Date.now() - 30 * MINUTE);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, capacity: 20, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 60 * MINUTE).toISOString() });
  return slot.body.id;
}

test.beforeEach(async ({ context, foyer }) => {
  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
});

test("the desk sells and prints tickets in German, and the order reads in German", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const harbour = museums.harbour.id;
  const slotId = await deskSlot(foyer.baseUrl, apiKey);
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute("data-print-asked", "yes");
  });
  await signIn(staff.editor);

  await page.goto(`/museums/${harbour}/desk`);
  await expect(page.getByRole("heading", { name: "Tickets verkaufen", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Tickets verkaufen/);
  // Other tests' slots may come earlier in the day: choose this one, as staff would.
  await page.getByLabel("Zeitfenster").selectOption(slotId);
  await expect(page.getByText("Uhrzeiten: Koordinierte Weltzeit")).toBeVisible();
  await page.getByRole("button", { name: "Adult: eins mehr" }).click();
  await page.getByRole("button", { name: "Adult: eins mehr" }).click();
  await page.getByLabel("Karte").check();
  await page.getByLabel("E-Mail-Adresse (optional)").fill("kasse@example.org");
  await expect(page.getByText("An der Kasse bezahlt mit")).toBeVisible();
  await expect(page.getByText("24,00 €")).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page, "the desk sale in German");
  await screenshot(page, "german-desk");
  await page.getByRole("button", { name: "Verkaufen", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Verkaufte Tickets", level: 1 })).toBeVisible();
  await expect(page.getByText("2 Tickets · 24,00 € bezahlt mit Karte")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR-Code von Ticket/ })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Weitere Tickets verkaufen" })).toBeVisible();
  await page.getByLabel("80-mm-Bondrucker").check();
  await page.getByRole("button", { name: "Tickets drucken" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-print-asked", "yes");
  await expect(page.locator("[data-email-status]")).toHaveText("Die Tickets wurden an kasse@example.org gesendet.", { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "E-Mail erneut senden" })).toBeEnabled();
  await expectNoEnglish(page);
  await expectAccessible(page, "the printable tickets in German");
  await screenshot(page, "german-desk-print");
  const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;

  await page.goto(`/museums/${harbour}/orders`);
  await expect(page.getByRole("heading", { name: "Bestellungen", level: 1 })).toBeVisible();
  await page.getByLabel("Suchen").fill("kasse@example.org");
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  const card = page.getByRole("link", { name: /kasse@example\.org/ });
  await expect(card.getByText("Bestätigt")).toBeVisible();
  await expect(card.getByText("2 Tickets · 24,00 €")).toBeVisible();
  await expect(card.getByText(/^Erstellt /)).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page, "the orders in German");

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole("heading", { name: "Bestellung von kasse@example.org", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Bestellung/);
  await expect(page.getByRole("heading", { name: "Aktionen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reservierung verlängern" })).toBeDisabled();
  const holdWhy = "Nur eine reservierte Bestellung kann verlängert oder storniert werden: Diese ist bestätigt, entwerten Sie ihre Tickets einzeln unten.";
  await expect(page.getByRole("button", { name: "Reservierung verlängern" })).toHaveAccessibleDescription(holdWhy);
  await expect(page.getByRole("button", { name: "Bestellung stornieren" })).toHaveAccessibleDescription(holdWhy);
  await expect(page.getByText(holdWhy)).toBeVisible();
  const summary = page.getByRole("region", { name: "Übersicht" });
  await expect(summary.getByText("Karte an der Kasse")).toBeVisible();
  await expect(summary.getByText("Zu erstatten")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Verlauf" })).toBeVisible();
  await expect(page.getByTestId("order-timeline").getByText("Bestätigt", { exact: true })).toBeVisible();
  await expect(page.getByText("Adult zu 12,00 €")).toBeVisible();
  await page.getByRole("button", { name: "Ticket 1 entwerten" }).click();
  const dialog = page.getByRole("dialog", { name: "Ticket 1 entwerten?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "voiding a ticket in German");
  await screenshot(page, "german-order");
  await dialog.getByRole("button", { name: "Ticket 1 entwerten" }).click();
  await expect(page.getByText("Ticket 1 ist entwertet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Tickets", exact: true }).getByText("Entwertet", { exact: true })).toBeVisible();
  // After the void: the total as sold, what was voided and the amount to refund.
  await expect(summary.getByText("Summe", { exact: true })).toBeVisible();
  await expect(summary.getByText("24,00 €")).toBeVisible();
  await expect(summary.getByText("1 Ticket, 12,00 €")).toBeVisible();
  await expect(summary.getByText("Zu erstatten")).toBeVisible();
  await expect(summary.locator(".field").filter({ hasText: "Zu erstatten" })).toContainText("12,00 €");
  await expectNoEnglish(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: "dark" });
  // On a phone the same order says the same: how it was paid, the total, what was voided, what to refund.
  await expect(summary.getByText("Karte an der Kasse")).toBeVisible();
  await expect(summary.getByText("24,00 €")).toBeVisible();
  await expect(summary.getByText("1 Ticket, 12,00 €")).toBeVisible();
  await expect(summary.locator(".field").filter({ hasText: "Zu erstatten" })).toContainText("12,00 €");
  await expectNoSidewaysScrolling(page, "an order in German on a phone");
  await expectAccessible(page, "an order in German on a phone, dark");
});

test("Reports and Season speak German", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  const harbour = museums.harbour.id;
  await signIn(staff.owner);

  await page.goto(`/museums/${harbour}/reports?month=2020-02`);
  await expect(page.getByRole("heading", { name: "Berichte", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Berichte/);
  await expect(page.getByRole("link", { name: "CSV herunterladen" })).toBeVisible();
  await expect(page.getByText("Keine Tickets für Zeitfenster im Februar 2020.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Februar 2020: 0 Tickets verkauft, 0 Besucher eingelassen." })).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page, "Reports in German");

  await page.goto(`/museums/${harbour}/reports`);
  await expect(page.getByRole("columnheader", { name: "Eingelassene Besucher" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Umsatz" })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto(`/museums/${harbour}/season`);
  await expect(page.getByRole("heading", { name: "Saison", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Saison/);
  await expect(page.getByRole("columnheader", { name: "Mo", exact: true })).toBeVisible();
  await expect(page.getByTitle("Montag")).toBeVisible();
  await expect(page.getByRole("option", { name: "Alle Veranstaltungen" })).toBeAttached();
  const form = page.getByRole("form", { name: "Neuer Zeitplan" });
  await expect(form.getByRole("group", { name: "Wochentage" })).toBeVisible();
  await expect(form.getByText(/^Die Zeiten gelten in .+, der Zeitzone des Museums\.$/)).toBeVisible();
  await form.getByRole("button", { name: "Vorschau" }).click();
  await expect(form.getByText("Wählen Sie die Veranstaltung, für die die Zeitfenster gelten.")).toBeVisible();

  // The seeded slots are today's, so today's cell opens a day with time slots.
  const today = page.getByRole("button", { name: /Zeitfenster, \d+ von \d+ Plätzen belegt/ }).first();
  await today.click();
  await expect(page.getByRole("button", { name: "Diesen Tag schließen" })).toBeVisible();
  await expect(page.getByText(/Plätzen belegt \(\d+ verkauft, \d+ reserviert\)/)).toBeVisible();
  await page.getByRole("button", { name: "Diesen Tag schließen" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: / schließen\?$/ })).toBeVisible();
  await expect(dialog.getByLabel("Grund (optional, für das Personal)")).toBeVisible();
  await expectAccessible(page, "closing a day in German");
  await screenshot(page, "german-season");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expectNoEnglish(page);
  await expectAccessible(page, "Season in German");
});

test("a refused desk sale says why in German, next to its line", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Kleine Halle", timezone: "UTC" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Dachführung", locationId: location.body.id, published: true });
  const type = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name: "Dach", price: 900, currency: "EUR", masterLanguage: "de", maxQuantity: 100, published: true });
  const startsAt = notBeforeToday(Date.now() - 20 * MINUTE);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, capacity: 1, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 90 * MINUTE).toISOString() });
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Zeitfenster").selectOption(slot.body.id);
  await page.getByRole("button", { name: "Dach: eins mehr" }).click();
  // The last place goes elsewhere while the desk fills in the sale.
  expect((await api.post("/v1/orders", { timeSlotId: slot.body.id, lines: [{ ticketTypeId: type.body.id, quantity: 1 }] })).status).toBe(201);
  await page.getByLabel("Bar").check();
  await page.getByRole("button", { name: "Verkaufen", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Dach: Das Zeitfenster ist voll." })).toBeVisible();
  await expect(page.getByText("the time slot has no room")).toHaveCount(0);
});

for (const device of [
  { name: "a laptop", viewport: { width: 1280, height: 860 } },
  { name: "a 360-px phone", viewport: { width: 360, height: 740 } },
]) {
  test(`auf ${device.name}: the desk offers only what is on sale and says in German why a button is greyed`, async ({ page, foyer, signIn }) => {
    const { museums, staff, apiKey } = foyer.scenario;
    const offer = await deskOffer(foyer.baseUrl, apiKey, "Galerie");
    await page.setViewportSize(device.viewport);
    await signIn(staff.editor);
    await page.goto(`/museums/${museums.harbour.id}/desk`);
    const slot = page.getByLabel("Zeitfenster");
    await expect(slot.locator(`option[value="${offer.draftSlotId}"]`)).toHaveCount(0);
    await expect(slot.locator(`option[value="${offer.earlierSlotId}"]`)).toContainText("· Galerie annex · noch 3 frei");
    await slot.selectOption(offer.earlierSlotId);
    await expect(page.getByText("Members' preview")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Verkaufen", exact: true })).toHaveAccessibleDescription("Mindestens ein Ticket hinzufügen");

    const family = page.getByRole("button", { name: "Galerie family: eins mehr" });
    await family.click();
    await family.click();
    await expect(family).toBeDisabled();
    await expect(family).toHaveAccessibleDescription("Galerie family: nur noch 2 verfügbar.");
    const adult = page.getByRole("button", { name: "Galerie adult: eins mehr" });
    await adult.click();
    await expect(adult).toHaveAccessibleDescription("Das Zeitfenster ist damit voll: Es waren noch 3 Plätze frei.");
    await expect(page.getByRole("button", { name: "Verkaufen", exact: true })).toBeDisabled();
    await expect(page.getByText("Bar oder Karte wählen")).toBeVisible();

    await page.getByLabel("Bar").check();
    await page.getByLabel("E-Mail-Adresse (optional)").fill("gast@beispiel");
    await page.getByRole("button", { name: "Verkaufen", exact: true }).click();
    await expect(page.getByText("Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein oder lassen Sie das Feld leer.")).toBeVisible();
    await expect(page).toHaveURL(/\/desk$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
    await expectNoEnglish(page);
    await expectAccessible(page, `the desk's limits in German on ${device.name}`);
    await screenshot(page, `german-desk-limits-${device.viewport.width}`);
  });
}
