import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/test";

// A German desk works in a German browser: its date pickers, like the pages, write days as 24.12.2026.
test.use({ locale: "de-DE" });

// The managing pages in German (docs/dashboard.md, "Languages"): events with their time slots and
// ticket types (the forms' errors included), webhooks, the audit trail, assistants, API keys, settings
// and emails. Each page is checked for its German words and against the English ones it used to show.

test.beforeEach(async ({ context, foyer }) => {
  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
});

/** Fails when the page's text still holds any of `phrases` (English words of this part). */
async function expectNoEnglish(page: Page, phrases: string[]): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  expect(phrases.filter((phrase) => text.includes(phrase))).toEqual([]);
}

const EVENT_WORDS = ["All events", "New event", "Loading", "Time slots", "Ticket types", "Add time slot", "Add ticket type", "Sold out", "Published", "Draft", "Save event", "Times are in", "Capacity", "Cancel", "Description", "No location"];

test("events, an event and its forms speak German", async ({ page, foyer, signIn }) => {
  const { museums, staff, event } = foyer.scenario;
  await signIn(staff.editor);

  await page.goto(`/museums/${museums.harbour.id}/events`);
  await expect(page.getByRole("heading", { name: "Veranstaltungen", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Veranstaltungen/);
  await expect(page.getByRole("heading", { name: "Alle Veranstaltungen" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Beginn" })).toBeVisible();
  await expect(page.getByRole("link", { name: event.name })).toBeVisible();
  await expectNoEnglish(page, EVENT_WORDS);
  await expectAccessible(page, "events in German");

  await page.getByRole("link", { name: "Neue Veranstaltung" }).click();
  await expect(page.getByRole("heading", { name: "Neue Veranstaltung", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Veranstaltung anlegen" }).click();
  await expect(page.locator("#event-name-error")).toHaveText("Geben Sie einen Namen ein.");
  await page.getByLabel("Name").fill("Nacht am Hafen");
  // Typed as a German writes them; the field shows the same way once left, and ISO is read too.
  await expect(page.getByLabel("Beginn")).toHaveAttribute("placeholder", "24.12.2026 18:30");
  await page.getByLabel("Beginn").fill("1.5.2031 20:00");
  await page.getByLabel("Ende").fill("2031-05-01T18:00");
  await page.getByRole("button", { name: "Veranstaltung anlegen" }).click();
  await expect(page.getByLabel("Beginn")).toHaveValue("01.05.2031 20:00");
  await expect(page.getByLabel("Ende")).toHaveValue("01.05.2031 18:00");
  await expect(page.locator("#event-ends-error")).toHaveText("Das Ende darf nicht vor dem Beginn liegen.");
  await expect(page.getByRole("option", { name: "Kein Ort" })).toBeAttached();
  await expectNoEnglish(page, [...EVENT_WORDS, "Enter a name", "The end cannot"]);
  await expectAccessible(page, "new event in German");

  await page.goto(`/museums/${museums.harbour.id}/events/${event.id}`);
  await expect(page.getByRole("heading", { name: event.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Veranstaltung/);
  await expect(page.getByRole("heading", { name: "Zeitfenster" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ticketarten" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zeitfenster hinzufügen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Veranstaltung speichern" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Kapazität" })).toBeVisible();
  await expectNoEnglish(page, EVENT_WORDS);
  await expectAccessible(page, "an event in German");

  await page.getByRole("link", { name: "Zeitfenster hinzufügen" }).click();
  await expect(page.getByRole("heading", { name: "Neues Zeitfenster", level: 1 })).toBeVisible();
  await page.getByLabel("Beginn").fill("2031-05-01T20:00");
  await page.getByLabel("Ende").fill("2031-05-01T21:00");
  await page.getByLabel("Kapazität").fill("0");
  await page.getByRole("button", { name: "Zeitfenster anlegen" }).click();
  await expect(page.locator("#slot-capacity-error")).toContainText("lässt niemanden ein");
  await expect(page.getByRole("link", { name: "Abbrechen" })).toBeVisible();
  await expectNoEnglish(page, [...EVENT_WORDS, "admits nobody", "Visitors this slot admits"]);
  await expectAccessible(page, "new time slot in German");

  await page.goto(`/museums/${museums.harbour.id}/events/${event.id}/ticket-types/${event.ticketTypeId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ bearbeiten$/);
  await expect(page.getByLabel("Hauptsprache")).toBeVisible();
  await page.getByRole("button", { name: "Übersetzung hinzufügen" }).click();
  await expect(page.getByRole("group", { name: "Übersetzung 1" })).toBeVisible();
  await expect(page.getByLabel("Hauptsprache").locator("option:checked")).toHaveText("Englisch");
  await expect(page.getByRole("group", { name: "Übersetzung 1" }).getByLabel("Sprache", { exact: true }).locator("option:checked")).toHaveText("Deutsch");
  await expect(page.getByRole("button", { name: "Ticketart speichern" })).toBeVisible();
  await expectNoEnglish(page, [...EVENT_WORDS, "Main language", "Add translation", "Tickets available"]);
  await expectAccessible(page, "a ticket type in German");
});

test("a viewer reads in German that they cannot change events", async ({ page, foyer, signIn }) => {
  const { museums, staff, event } = foyer.scenario;
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/events/${event.id}`);
  await expect(page.getByRole("note")).toHaveText("Ihre Rolle hier: Betrachter. Sie können Veranstaltungen sehen, aber nicht ändern.");
  await expectNoEnglish(page, ["Your role here"]);
});

test("webhooks speak German, with the events an endpoint is sent", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/webhooks`);
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Endpunkt hinzufügen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Endpunkte" })).toBeVisible();
  await expect(page.getByLabel("Adresse (URL)")).toBeVisible();
  await expect(page.getByRole("group", { name: "Bestellungen" }).getByText("Eine Bestellung wird bestätigt")).toBeVisible();
  await page.getByLabel("Adresse (URL)").fill("https://shop.example.org/foyer-webhooks");
  await page.getByRole("button", { name: "Endpunkt hinzufügen" }).click();
  await expect(page.getByText("Wählen Sie mindestens ein Ereignis.")).toBeVisible();
  await expectNoEnglish(page, ["Add an endpoint", "Send a webhook when", "An order is confirmed", "Tickets and visits", "Add endpoint", "Choose at least one event", "No endpoints yet"]);
  await expectAccessible(page, "webhooks in German");
});

test("the audit trail speaks German", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/audit`);
  await expect(page.getByRole("heading", { name: "Änderungsprotokoll", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Änderungsprotokoll/);
  await expect(page.getByLabel("Art des Datensatzes")).toBeVisible();
  await expect(page.getByRole("option", { name: "Zeitfenster" })).toBeAttached();
  await expectNoEnglish(page, ["Kind of record", "Newest first", "Times are in", "Show every record"]);
  await expectAccessible(page, "audit trail in German");
});

test("assistants, API keys and settings speak German", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/assistants`);
  await expect(page.getByRole("heading", { name: "Assistenten", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verbundene Assistenten" })).toBeVisible();
  await expectNoEnglish(page, ["Connected assistants", "AI assistants", "No assistant is connected"]);
  await expectAccessible(page, "assistants in German");

  await page.goto(`/museums/${museums.harbour.id}/api-keys`);
  await expect(page.getByRole("heading", { name: "API-Schlüssel", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill("Webshop");
  await page.getByRole("button", { name: "Schlüssel erstellen" }).click();
  await expect(page.getByText("Webshop ist bereit.", { exact: false })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Aktiv" }).first()).toBeVisible();
  await expectNoEnglish(page, ["New API key", "Create key", "is ready", "Last used", "Revoke…"]);
  await expectAccessible(page, "API keys in German");

  await page.goto(`/museums/${museums.harbour.id}/settings`);
  await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Museum", exact: true })).toBeVisible();
  await expect(page.getByLabel("Mitglieder dürfen hinein")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Eigene Kundenfelder" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ihre E-Mails" })).toBeVisible();
  await page.getByRole("button", { name: "Feld hinzufügen" }).click();
  await expect(page.locator("#field-label-error")).toHaveText("Geben Sie eine Bezeichnung ein.");
  await expectNoEnglish(page, ["Custom customer fields", "Members may enter", "Your emails", "Slug and currency", "Add field", "Enter a label"]);
  await expectAccessible(page, "settings in German");
});

test("emails speak German", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/emails`);
  await expect(page.getByRole("heading", { name: "E-Mails", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vorschauen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Postausgang" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Mitgliedschaftsbeleg" })).toBeAttached();
  await expect(page.getByText("Betreff:")).toBeVisible();
  await expectNoEnglish(page, ["Previews", "Outbox", "Subject:", "Sample data", "Membership receipt"]);
  await expectAccessible(page, "emails in German");
});
