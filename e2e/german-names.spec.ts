import { db } from "@/lib/db/client";
import { latestSignInEmailId, staffTwin } from "./support/dashboard-session";
import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { expect, expectAccessible, test } from "./support/test";

// A German desk works in a German browser: its date pickers, like the pages, write days as 24.12.2026.
test.use({ locale: "de-DE" });

// Names in the reader's language (docs/dashboard.md, "Languages"): a German desk sells translated
// ticket types under their German names on a laptop and a 360-px phone, the printed tickets and the
// order page say them too, the visitor's email goes out in the language the desk chose, and the
// sign-in code email follows the language of the sign-in page.

const MINUTE = 60_000;

/** A hall with an "Adult" ticket translated as "Erwachsene" and "Audio guide" as "Audioguide", and a slot that has begun. */
async function translatedOffer(baseUrl: string, apiKey: string) {
  const api = restClient(baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Sprachhalle", timezone: "UTC" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Sammlungsrundgang", locationId: location.body.id, published: true });
  const type = (name: string, german: string, price: number) =>
    api.post<{ id: string }>("/v1/ticket-types", {
      eventId: event.body.id,
      locationId: location.body.id,
      name,
      price,
      currency: "EUR",
      masterLanguage: "en",
      maxQuantity: 100,
      published: true,
      translations: [{ language: "de", name: german }],
    });
  await type("Adult", "Erwachsene", 1400);
  await type("Audio guide", "Audioguide", 300);
  const startsAt = notBeforeToday(Date.now() - 20 * MINUTE);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, capacity: 30, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 60 * MINUTE).toISOString() });
  return { slotId: slot.body.id, eventId: event.body.id };
}

/** The newest ticket email of an order, once the sale has queued it. */
async function ticketEmail(orderId: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const email = await db().emailOutbox.findFirst({ where: { orderId, kind: "ORDER_TICKETS" }, orderBy: { createdAt: "desc" }, select: { subject: true, text: true, language: true } });
    if (email) return email;
    if (Date.now() > deadline) throw new Error(`no ticket email for ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.beforeEach(async ({ context, foyer }) => {
  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
});

for (const device of [
  { name: "a laptop", viewport: { width: 1280, height: 860 } },
  { name: "a 360-px phone", viewport: { width: 360, height: 740 } },
]) {
  test(`on ${device.name} a German desk sells under German names, prints and shows them, and emails in German`, async ({ page, foyer, signIn }) => {
    const { museums, staff, apiKey } = foyer.scenario;
    const harbour = museums.harbour.id;
    const { slotId, eventId } = await translatedOffer(foyer.baseUrl, apiKey);
    await page.setViewportSize(device.viewport);
    await signIn(staff.editor);

    await page.goto(`/museums/${harbour}/desk`);
    await page.getByLabel("Zeitfenster").selectOption(slotId);
    const tickets = page.getByRole("list", { name: "Tickets" });
    await expect(tickets.getByText("Erwachsene", { exact: true })).toBeVisible();
    await expect(tickets.getByText("Audioguide", { exact: true })).toBeVisible();
    await expect(tickets.getByText("Adult")).toHaveCount(0);
    await expect(tickets.getByText("Audio guide")).toHaveCount(0);
    // The email's language is named in words, and starts at the dashboard's.
    const language = page.getByLabel("Sprache der E-Mail");
    await expect(language).toHaveValue("de");
    await expect(language.locator("option")).toHaveText(["Englisch", "Deutsch"]);
    await page.getByRole("button", { name: "Erwachsene: eins mehr" }).click();
    await page.getByRole("button", { name: "Erwachsene: eins mehr" }).click();
    await page.getByRole("button", { name: "Audioguide: eins mehr" }).click();
    await page.getByLabel("Bar").check();
    const address = `familie-${device.viewport.width}@example.org`;
    await page.getByLabel("E-Mail-Adresse (optional)").fill(address);
    await page.getByLabel("Name (optional)").fill("Familie Berger");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
    await expectAccessible(page, `the German desk with translated names on ${device.name}`);
    await page.getByRole("button", { name: "Verkaufen", exact: true }).click();

    await expect(page.getByRole("heading", { name: "Verkaufte Tickets", level: 1 })).toBeVisible();
    const printed = page.locator("[data-printed-tickets]");
    await expect(printed.getByText("Erwachsene", { exact: true })).toHaveCount(2);
    await expect(printed.getByText("Audioguide", { exact: true })).toHaveCount(1);
    await expect(printed.getByText("Adult")).toHaveCount(0);
    const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;

    const email = await ticketEmail(orderId);
    expect(email.language).toBe("de");
    expect(email.subject).toContain("Ihre Tickets");
    expect(email.text).toContain("Hallo Familie Berger,");
    expect(email.text).toContain("Ticket 1 von 3: Erwachsene");
    expect(email.text).toContain("Ticket 3 von 3: Audioguide");
    expect(email.text).not.toContain("Adult");

    await page.goto(`/museums/${harbour}/orders/${orderId}`);
    const main = page.locator("main");
    await expect(main.getByText(/2 × Erwachsene/)).toBeVisible();
    await expect(main.getByText(/1 × Audioguide/)).toBeVisible();
    await expect(main.getByText("Adult")).toHaveCount(0);
    await expect(main.getByText("Audio guide")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
    await expectAccessible(page, `the order with German names on ${device.name}`);

    // The event's list of ticket types names them in German too.
    await page.goto(`/museums/${harbour}/events/${eventId}`);
    await expect(main.getByRole("link", { name: "Erwachsene", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Audioguide", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Adult", exact: true })).toHaveCount(0);
  });
}

test("the desk's choice of English sends the email in English while the page stays German", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const { slotId } = await translatedOffer(foyer.baseUrl, apiKey);
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/desk`);
  await page.getByLabel("Zeitfenster").selectOption(slotId);
  await page.getByRole("button", { name: "Erwachsene: eins mehr" }).click();
  await page.getByLabel("Karte").check();
  await page.getByLabel("E-Mail-Adresse (optional)").fill("visitor-en@example.org");
  await page.getByLabel("Sprache der E-Mail").selectOption({ label: "Englisch" });
  await page.getByRole("button", { name: "Verkaufen", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Verkaufte Tickets", level: 1 })).toBeVisible();
  const orderId = /\/desk\/orders\/([^/]+)\/print/.exec(page.url())![1]!;
  const email = await ticketEmail(orderId);
  expect(email.language).toBe("en");
  expect(email.text).toContain("Ticket 1 of 1: Adult");
});

test("the sign-in code email from a German sign-in page is German", async ({ page, foyer }) => {
  const { staff } = foyer.scenario;
  const newcomer = await staffTwin(staff.newcomer);
  const previous = await latestSignInEmailId(newcomer);
  await page.goto("/sign-in");
  await page.getByLabel("Dienstliche E-Mail-Adresse").fill(newcomer);
  await page.getByRole("button", { name: "Code per E-Mail senden" }).click();
  const deadline = Date.now() + 10_000;
  let email: { id: string; subject: string; text: string; language: string } | null = null;
  while (!email || email.id === previous) {
    if (Date.now() > deadline) throw new Error("no sign-in email");
    await new Promise((resolve) => setTimeout(resolve, 100));
    email = await db().emailOutbox.findFirst({ where: { kind: "SIGN_IN_CODE", to: newcomer }, orderBy: { createdAt: "desc" }, select: { id: true, subject: true, text: true, language: true } });
  }
  expect(email.language).toBe("de");
  expect(email.subject).toMatch(/^Ihr Anmeldecode für Foyer: \d{6}$/);
  expect(email.text).toContain("Ihr Anmeldecode:");
});
