import type { Locator, Page } from "@playwright/test";
import { museum } from "./support/dashboard-pages";
import type { Scenario } from "./support/scenario";
import { expect, test } from "./support/test";

// Every form of the dashboard's managing pages, sent empty and with wrong values in English and in
// German: what is wrong is said in words (lib/dashboard/plain-errors.ts, docs/dashboard.md "How it is
// built"), never in a schema's ("Expected a calendar day as YYYY-MM-DD", "Invalid input: expected
// number, received undefined", "Too small: expected number to be >=0").

const SCHEMA_WORDING = /Expected|Invalid input|Invalid option|Too small|Too big|received|YYYY|undefined|NaN|VALIDATION_ERROR/;

interface FormPage {
  name: string;
  path: (scenario: Scenario) => string;
  /** The form to send; the page's first one when not given. */
  form?: (page: Page) => Locator;
  /** What a person does on the page before the form shows. */
  open?: (page: Page) => Promise<void>;
}

/** Pages with forms; each form refuses both rounds, so nothing is saved. */
const FORM_PAGES: FormPage[] = [
  { name: "a new event", path: (s) => `${museum(s)}/events/new` },
  { name: "a new time slot", path: (s) => `${museum(s)}/events/${s.event.id}/time-slots/new` },
  { name: "a ticket type", path: (s) => `${museum(s)}/events/${s.event.id}/ticket-types/${s.event.ticketTypeId}` },
  { name: "a new customer", path: (s) => `${museum(s)}/customers/new` },
  {
    name: "a customer's new membership",
    path: (s) => `${museum(s)}/customers/${s.member.customerId}`,
    open: (page) => page.getByRole("button", { name: /^(Add a membership|Mitgliedschaft hinzufügen)…$/ }).click(),
    form: (page) => page.locator("dialog[open] form"),
  },
  { name: "the season's new schedule", path: (s) => `${museum(s)}/season` },
  { name: "the museum's settings", path: (s) => `${museum(s)}/settings` },
  { name: "a new building or room", path: (s) => `${museum(s)}/settings`, form: (page) => page.locator('section[aria-labelledby="locations-heading"] form').last() },
  { name: "a new custom field", path: (s) => `${museum(s)}/settings`, form: (page) => page.locator('section[aria-labelledby="fields-heading"] form') },
  { name: "a new webhook endpoint", path: (s) => `${museum(s)}/webhooks`, form: (page) => page.locator('section[aria-labelledby="new-endpoint-heading"] form') },
];

const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="date"]):not([type="datetime-local"]):not([type="time"]):not([type="month"]):not([disabled]), textarea:not([disabled])';

/** No number, no date, no email address, no key, and longer than any text field takes. */
const WRONG = `-1x? ${"x".repeat(5001)}`;

/** Fills every typed field of `form` with `text`, sends it, and returns the messages shown, each checked for schema wording. */
async function sendWith(page: Page, form: Locator, text: string, what: string): Promise<string[]> {
  const fields = form.locator(TYPED);
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if (await field.isEditable()) await field.fill(text);
  }
  await form.locator('button[type="submit"]').first().click();
  await expect(form.locator(".field-error").first(), `${what}: no message beside a field`).toBeVisible();
  const shown = [...(await form.locator(".field-error").allInnerTexts()), ...(await form.getByRole("alert").allInnerTexts())];
  for (const message of shown) expect(message, `${what} (${page.url()})`).not.toMatch(SCHEMA_WORDING);
  return shown;
}

for (const language of ["en", "de"] as const) {
  test(`every managing form says what is wrong in plain ${language === "en" ? "English" : "German"}, empty and with wrong values`, async ({ page, context, foyer, signIn }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: "foyer.language", value: language, url: foyer.baseUrl }]);
    await signIn(foyer.scenario.staff.owner);
    for (const formPage of FORM_PAGES) {
      await page.goto(formPage.path(foyer.scenario));
      await formPage.open?.(page);
      const form = formPage.form?.(page) ?? page.locator("main form").first();
      await expect(form).toBeVisible();
      const empty = await sendWith(page, form, "", `${formPage.name}, empty, in ${language}`);
      const wrong = await sendWith(page, form, WRONG, `${formPage.name}, wrong values, in ${language}`);
      expect(empty.length + wrong.length).toBeGreaterThan(1);
    }
  });
}
