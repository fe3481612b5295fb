import { museum } from "./support/dashboard-pages";
import { restClient } from "./support/rest";
import { DESKTOP, PHONE, expect, expectAccessible, expectNoSidewaysScrolling, test } from "./support/test";

// A price as the page's language writes it (docs/dashboard.md, "Languages"): an editor types 12,50 on
// a German page and 12.50 on an English one, on a laptop and a 360-px phone; the price is stored in
// minor units (1250 cents), the event lists it as the language writes money, and the form gives it
// back the same way. The hint beside the field writes its example that way too.

const LANGUAGES = [
  {
    code: "en",
    heading: "New ticket type",
    name: "Name",
    price: "Price",
    hint: "e.g. 12.50",
    available: "Tickets available",
    create: "Create ticket type",
    types: "Ticket types",
    edit: (name: string) => `Edit ${name}`,
    typed: "12.50",
    shown: "€12.50",
  },
  {
    code: "de",
    heading: "Neue Ticketart",
    name: "Name",
    price: "Preis",
    hint: "z. B. 12,50",
    available: "Verfügbare Tickets",
    create: "Ticketart anlegen",
    types: "Ticketarten",
    edit: (name: string) => `${name} bearbeiten`,
    typed: "12,50",
    shown: "12,50 €",
  },
] as const;

const DEVICES = [
  { name: "a laptop", viewport: DESKTOP },
  { name: "a 360-px phone", viewport: PHONE },
];

for (const language of LANGUAGES) {
  for (const device of DEVICES) {
    test(`an editor types the price ${language.typed} on ${language.code === "de" ? "a German" : "an English"} page on ${device.name}: 1250 cents, shown as ${language.shown}`, async ({ page, context, foyer, signIn }) => {
      const { staff, apiKey } = foyer.scenario;
      const api = restClient(foyer.baseUrl, apiKey);
      // An event of its own, so other pages' ticket types stay as the scenario made them.
      const event = await api.post<{ id: string }>("/v1/events", { name: `Price evening ${language.code} ${device.viewport.width}` });
      const typeName = `Evening ticket ${language.code}`;
      await context.addCookies([{ name: "foyer.language", value: language.code, url: foyer.baseUrl }]);
      await page.setViewportSize(device.viewport);
      await signIn(staff.editor);

      await page.goto(`${museum(foyer.scenario)}/events/${event.body.id}/ticket-types/new`);
      await expect(page.getByRole("heading", { name: language.heading, level: 1 })).toBeVisible();
      // The example beside the field is written as the page's language writes a price.
      await expect(page.locator("#type-price-hint")).toHaveText(language.hint);
      await page.getByLabel(language.name, { exact: true }).fill(typeName);
      await page.getByLabel(language.price).fill(language.typed);
      await page.getByLabel(language.available).fill("40");
      await page.getByRole("button", { name: language.create }).click();

      const types = page.getByRole("region", { name: language.types });
      const row = types.getByRole("row").filter({ hasText: typeName });
      await expect(row).toContainText(language.shown);
      if (device.viewport === PHONE) await expectNoSidewaysScrolling(page, `the event's ticket types on a phone in ${language.code}`);

      await row.getByRole("link", { name: typeName }).click();
      await expect(page.getByRole("heading", { name: language.edit(typeName), level: 1 })).toBeVisible();
      await expect(page.getByLabel(language.price)).toHaveValue(language.typed);
      await expectAccessible(page, `a ticket type's price in ${language.code} on ${device.name}`);
      const typeId = new URL(page.url()).pathname.split("/").pop()!;
      const stored = await api.get<{ price: number; currency: string }>(`/v1/ticket-types/${typeId}`);
      expect(stored.body).toMatchObject({ price: 1250, currency: "EUR" });
    });
  }
}
