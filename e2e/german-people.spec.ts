import type { BrowserContext, Page } from "@playwright/test";
import { emailedCode, endingSessionCookie, latestSignInEmailId, staffTwin } from "./support/dashboard-session";
import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { expect, expectAccessible, test } from "./support/test";

// The people part of the dashboard in German (docs/dashboard.md, "Languages"): the sign-in page and its
// language choice, the frame of every page (navigation, museum switcher, session warning), customers
// and memberships with their filter builder, the door scanner and the not-found pages. Each page is
// checked for its German words, for none of its English ones, and with axe.

async function speakGerman(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addCookies([{ name: "foyer.language", value: "de", url: baseUrl }]);
}

/** None of `phrases` (the page's English words) is left on the page. */
async function expectNoEnglish(page: Page, phrases: string[]): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  expect(phrases.filter((phrase) => text.includes(phrase))).toEqual([]);
}

test("the sign-in page offers Deutsch, and the dashboard speaks it after signing in", async ({ page, foyer }) => {
  const { staff, museums } = foyer.scenario;
  // A viewer of their own: the code below is spent by no other test.
  const viewer = await staffTwin(staff.viewer);
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in to Foyer" })).toBeVisible();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Bei Foyer anmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveTitle(/^Anmelden/);
  await expectAccessible(page, "sign-in in German");
  await expectNoEnglish(page, ["Sign in to Foyer", "Work email", "Email me a code", "one-time code"]);

  // An address that is not one is said in German beside the field, whatever the browser's language.
  await page.getByLabel("Dienstliche E-Mail-Adresse").fill("viewer@");
  await page.getByRole("button", { name: "Code per E-Mail senden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Geben Sie eine gültige E-Mail-Adresse ein." })).toBeVisible();

  const previous = await latestSignInEmailId(viewer);
  await page.getByLabel("Dienstliche E-Mail-Adresse").fill(viewer);
  await page.getByRole("button", { name: "Code per E-Mail senden" }).click();
  await expect(page.getByRole("status")).toContainText("ist ein sechsstelliger Code unterwegs");
  const code = await emailedCode(viewer, previous);
  await page.getByLabel("Sechsstelliger Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Dieser Code ist falsch, abgelaufen oder schon benutzt" })).toBeVisible();
  await expectAccessible(page, "sign-in code in German");
  await page.getByLabel("Sechsstelliger Code").fill(code);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();

  // The frame of the dashboard: navigation, the museum, the role, signing out.
  await expect(page).toHaveURL(new RegExp(`/museums/${museums.harbour.id}/today`));
  const navigation = page.getByRole("navigation", { name: "Dashboard" });
  for (const label of ["Heute", "Tickets verkaufen", "Veranstaltungen", "Bestellungen", "Kunden", "Mitgliedschaften", "Einlass-Scanner", "Einstellungen"]) {
    await expect(navigation.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Nur lesen", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expectNoEnglish(page, ["Sell tickets", "Door scanner", "Memberships", "Sign out", "Skip to content"]);
  await expectAccessible(page, "dashboard frame in German");
});

test("customers, a customer and memberships in German", async ({ page, context, foyer, signIn }) => {
  const { museums, staff, member } = foyer.scenario;
  const harbour = museums.harbour.id;
  await speakGerman(context, foyer.baseUrl);
  await signIn(staff.owner);

  await page.goto(`/museums/${harbour}/customers`);
  await expect(page.getByRole("heading", { name: "Kunden", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Kunden/);
  await expect(page.getByRole("link", { name: "Neuer Kunde" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Mitgliedsnummer" })).toBeVisible();
  await expectNoEnglish(page, ["Visitors and members", "New customer", "Member number"]);
  await expectAccessible(page, "customers in German");

  await page.getByRole("link", { name: "Neuer Kunde" }).click();
  await expect(page.getByRole("heading", { name: "Neuer Kunde", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Kunden anlegen" }).click();
  await expect(page.getByText("Geben Sie den Namen des Kunden ein.")).toBeVisible();
  await expect(page.getByLabel("Sprache")).toBeVisible();
  await expectNoEnglish(page, ["Create customer", "Enter the customer's name.", "Where membership emails go"]);
  await expectAccessible(page, "new customer in German");

  await page.goto(`/museums/${harbour}/customers/${member.customerId}`);
  await expect(page.getByRole("heading", { name: member.name, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Kunde seit /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Angaben" })).toBeVisible();
  const card = page.getByRole("article", { name: member.membershipName });
  await expect(card.getByText("Gültig", { exact: true })).toBeVisible();
  await expect(card.getByText("Verlängert sich automatisch")).toBeVisible();
  await expect(card.getByRole("link", { name: "QR-Code herunterladen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Löschung auf Wunsch" })).toBeVisible();
  await card.getByRole("button", { name: "Mitgliedschaft kündigen…" }).click();
  const dialog = page.getByRole("dialog", { name: `${member.membershipName} kündigen?` });
  await expect(dialog.getByText("Es wird keine E-Mail gesendet.")).toBeVisible();
  await expectAccessible(page, "cancel membership dialog in German");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expectNoEnglish(page, ["Customer since", "Details", "Send membership email", "Renews automatically", "Erasure on request", "Add a membership"]);
  await expectAccessible(page, "customer in German");

  await page.goto(`/museums/${harbour}/memberships`);
  await expect(page.getByRole("heading", { name: "Mitgliedschaften", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Gültig bis" })).toBeVisible();
  await expectNoEnglish(page, ["Every membership with its member", "Valid from"]);
  await expectAccessible(page, "memberships in German");
});

test("the filter builder names fields, their values and time slots in German, and filters by names", async ({ page, context, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await speakGerman(context, foyer.baseUrl);
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  await page.getByRole("button", { name: "Bedingung zu allen Bedingungen hinzufügen" }).click();
  const field = page.getByLabel("Feld von Bedingung 1");
  await expect(field.locator("option:checked")).toHaveText("Kunde › Name");
  expect(await field.locator("option").allInnerTexts()).toEqual(
    expect.arrayContaining(["Kunde › Mitgliedsnummer", "Kunde › Angelegt", "Kunde › Zuletzt geändert", "Mitgliedschaft › Gültig bis", "Mitgliedschaft › Verlängert sich automatisch", "Ticket › Ticketart", "Ticket › Zeitfenster"]),
  );
  expect(await field.locator("optgroup").evaluateAll((groups) => groups.map((group) => group.getAttribute("label")))).toEqual(expect.arrayContaining(["Kunde", "Mitgliedschaft", "Ticket"]));

  // Time slots by their start, written as a German reader writes dates.
  await field.selectOption({ label: "Ticket › Zeitfenster" });
  const slots = await page.getByLabel("Wert von Bedingung 1").locator("option").allInnerTexts();
  expect(slots.length).toBeGreaterThan(0);
  for (const slot of slots) expect(slot).toMatch(/^\d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);

  await field.selectOption({ label: "Mitgliedschaft › Status" });
  const status = page.getByLabel("Wert von Bedingung 1");
  expect(await status.locator("option").allInnerTexts()).toEqual(["Nicht gekündigt", "Gekündigt"]);
  await status.selectOption({ label: "Gekündigt" });
  // The address and the filter keep the field's name and value, never the words.
  await expect.poll(() => new URL(page.url()).searchParams.get("filter")).toContain('"fieldName":"MEMBERSHIP.STATUS","operator":"EQUAL","value":"CANCELLED"');
  await expectNoEnglish(page, ["Customer ›", "Membership ›", "Not cancelled", "Last changed", "custom fields"]);
  await expectAccessible(page, "filter builder in German");

  await page.goto(`/museums/${museums.harbour.id}/memberships`);
  await page.getByRole("button", { name: "Bedingung zu allen Bedingungen hinzufügen" }).click();
  await page.getByLabel("Feld von Bedingung 1").selectOption({ label: "Mitgliedschaft › Status" });
  expect(await page.getByLabel("Wert von Bedingung 1").locator("option").allInnerTexts()).toEqual(["Gültig", "Noch nicht gültig", "Abgelaufen", "Gekündigt"]);
  await expectNoEnglish(page, ["Membership ›", "Not yet valid", "Expired"]);
});

test("the door scanner answers in German", async ({ page, context, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await speakGerman(context, foyer.baseUrl);
  await signIn(staff.door);
  await page.goto(`/scan?museum=${museums.harbour.id}`);
  await expect(page).toHaveTitle(/^Einlass-Scanner/);
  await expect(page.getByLabel("Eingang")).toBeVisible();
  await page.getByLabel("Stattdessen einen Code eingeben").fill("not a code");
  await page.getByRole("button", { name: "Prüfen" }).click();
  const result = page.locator("[data-kind]");
  await expect(result).toContainText("Kein gültiger Code");
  await expect(result.getByRole("button", { name: "Nächster Besucher" })).toBeVisible();
  await expectAccessible(page, "door scanner answer in German");
  await result.getByRole("button", { name: "Nächster Besucher" }).click();
  await expectNoEnglish(page, ["Enter a code instead", "Entrance", "Sign out", "Check"]);
  await expectAccessible(page, "door scanner in German");

  // A school class on its one code: the question and the answer in German.
  const groupCode = await groupVisitNow(foyer.baseUrl, foyer.scenario.apiKey, 4);
  await page.getByLabel("Stattdessen einen Code eingeben").fill(groupCode);
  await page.getByRole("button", { name: "Prüfen" }).click();
  await expect(result).toContainText("Gruppe: Klasse 4b");
  await expect(result).toContainText("4 in der Gruppe · 0 schon da · 4 noch erwartet");
  await expect(page.getByLabel("Wie viele sind jetzt da?")).toHaveValue("4");
  await expectAccessible(page, "a group at the door in German");
  await page.getByRole("button", { name: "Einlassen" }).click();
  await expect(result).toContainText("4 eingelassen");
  await expect(result).toContainText("Die ganze Gruppe ist drin.");
});

/** A group of `size` for a slot running now, sold and confirmed through /v1; answers its one code. */
async function groupVisitNow(baseUrl: string, apiKey: string, size: number): Promise<string> {
  const api = restClient(baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Gruppenhalle", timezone: "UTC" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Schulführung", locationId: location.body.id, published: true });
  const type = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name: "Schüler", price: 400, currency: "EUR", masterLanguage: "de", maxQuantity: 50, published: true });
  const startsAt = notBeforeToday(Date.now() - 10 * 60_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: location.body.id, capacity: 30, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 3_600_000).toISOString() });
  const held = await api.post<{ id: string }>("/v1/orders", { timeSlotId: slot.body.id, lines: [{ ticketTypeId: type.body.id, quantity: size }], group: { name: "Klasse 4b", size } });
  const confirmed = await api.post<{ groupQrData: string }>(`/v1/orders/${held.body.id}/confirm`, {});
  expect([type.status, slot.status, held.status, confirmed.status]).toEqual([201, 201, 201, 200]);
  return confirmed.body.groupQrData;
}

test("not found pages and the session warning in German", async ({ page, context, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await speakGerman(context, foyer.baseUrl);
  await signIn(staff.viewer);
  const missing = await page.goto(`/museums/${museums.harbour.id}/customers/no-such-customer`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zu Heute" })).toBeVisible();
  await expectAccessible(page, "record not found in German");

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zu Ihrem Museum" })).toBeVisible();
  await expectNoEnglish(page, ["Not found", "Back to your museum"]);

  await endingSessionCookie(context, foyer.baseUrl, staff.viewer, 4 * 60);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  const warning = page.getByRole("alert").filter({ hasText: "Ihre Sitzung endet um" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: "Angemeldet bleiben" })).toBeVisible();
  await expectAccessible(page, "session warning in German");
});
