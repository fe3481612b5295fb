import type { Locator, Page } from "@playwright/test";
import { museum } from "./support/dashboard-pages";
import type { Scenario } from "./support/scenario";
import { untilHydrated } from "./support/hydration";
import { DESKTOP, PHONE, expect, test } from "./support/test";

// Every form of the dashboard's managing pages, sent empty and with wrong values in English and in
// German, on a laptop and a 360-px phone: what is wrong is said in words (lib/dashboard/plain-errors.ts, docs/dashboard.md "How it is
// built"), never in a schema's ("Expected a calendar day as YYYY-MM-DD", "Invalid input: expected
// number, received undefined", "Too small: expected number to be >=0").

const SCHEMA_WORDING = /Expected|Invalid input|Invalid option|Too small|Too big|received|YYYY|undefined|NaN|VALIDATION_ERROR/;

interface FormPage {
  name: string;
  path: (scenario: Scenario) => string;
  /** The form to send; the page's first one when not given. */
  form?: (page: Page) => Locator;
  /** What a person does on the page before the form shows. */
  open?: (page: Page, scenario: Scenario) => Promise<void>;
  /** Its fields are all days: emptied in the empty round, and this day in the wrong one. */
  wrongDay?: string;
  /** The rounds it is sent in, when not empty and then wrong. */
  rounds?: Round[];
  /** Where it says what is wrong beside a field, when not in the dashboard's Field (`.field-error`). */
  besideField?: (form: Locator) => Locator;
}

/** One sending: every typed field holds `text`, except the fields named by id in `except`. */
interface Round {
  what: string;
  text: string;
  except?: Record<string, string>;
}

/** No number, no date, no email address, no key, and longer than any text field takes. */
const WRONG = `-1x? ${"x".repeat(5001)}`;

const EMPTY_ROUND: Round = { what: "empty", text: "" };
const WRONG_ROUND: Round = { what: "wrong values", text: WRONG };

const membershipCard = (page: Page, scenario: Scenario) => page.getByRole("article", { name: scenario.member.membershipName });

/**
 * Pages with forms; each form refuses every round, so nothing is saved. Three forms take anything a
 * person can type and are not walked, since sending them saves: an API key's name and a saved filter's
 * name (an empty one cannot be sent, and the field takes no more than a name may have) and the
 * optional reason for closing a day on Season.
 */
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
  {
    name: "the guests a membership brings",
    path: (s) => `${museum(s)}/customers/${s.member.customerId}`,
    open: (page, scenario) =>
      membershipCard(page, scenario).getByRole("button", { name: /^(Guests per visit|Gäste pro Besuch)…$/ }).click(),
    form: (page) => page.locator("dialog[open] form"),
  },
  {
    // Its one field is a day: empty, and a day before the membership ends.
    name: "renewing a membership",
    path: (s) => `${museum(s)}/customers/${s.member.customerId}`,
    open: (page, scenario) =>
      membershipCard(page, scenario).getByRole("button", { name: /^(Renew|Verlängern)…$/ }).click(),
    form: (page) => page.locator("dialog[open] form"),
    wrongDay: "2001-01-01",
  },
  { name: "the season's new schedule", path: (s) => `${museum(s)}/season` },
  { name: "the museum's settings", path: (s) => `${museum(s)}/settings` },
  { name: "an existing building", path: (s) => `${museum(s)}/settings`, form: (page) => page.getByRole("form", { name: "Main building" }) },
  { name: "a new building or room", path: (s) => `${museum(s)}/settings`, form: (page) => page.locator('section[aria-labelledby="locations-heading"] form').last() },
  { name: "a new custom field", path: (s) => `${museum(s)}/settings`, form: (page) => page.locator('section[aria-labelledby="fields-heading"] form') },
  { name: "a new webhook endpoint", path: (s) => `${museum(s)}/webhooks`, form: (page) => page.locator('section[aria-labelledby="new-endpoint-heading"] form') },
  {
    // The desk's address and card are optional, so an empty sale sells: it is sent wrong only, a
    // wrong address first (the browser's check), then a wrong card with no address (the server's).
    name: "the desk's customer",
    path: (s) => `${museum(s)}/desk`,
    form: (page) => page.locator("main form").filter({ has: page.locator("#desk-email") }),
    open: async (page) => {
      const form = page.locator("main form").filter({ has: page.locator("#desk-email") });
      // The scenario's all-day garden slot (the first of its event's) has room at any hour, and its ticket needs no card.
      const slot = form.locator("#desk-slot option", { hasText: "· Garden tour ·" }).first();
      await form.locator("#desk-slot").selectOption((await slot.getAttribute("value"))!);
      await form.locator("ul li button:not([disabled])", { hasText: "+" }).first().click();
      await form.locator('input[name="payment"][value="CASH"]').check();
    },
    rounds: [
      { what: "a wrong address", text: WRONG },
      { what: "a wrong member's card and no address", text: WRONG, except: { "desk-email": "" } },
    ],
    besideField: (form) => form.locator("#desk-email-error, #desk-member-card-error"),
  },
];

const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/** Fills the form's typed fields as `round` says, sends it, and returns the messages shown, each checked for schema wording. */
async function sendWith(page: Page, form: Locator, formPage: FormPage, round: Round, what: string): Promise<string[]> {
  // Typed into only once React has taken the form over: a press before that would send it the
  // browser's own way, reloading the page with nothing said.
  await untilHydrated(form);
  const fields = form.locator(TYPED);
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if (!(await field.isEditable())) continue;
    const id = (await field.getAttribute("id")) ?? "";
    await field.fill(round.except?.[id] ?? (round.text !== "" && formPage.wrongDay !== undefined ? formPage.wrongDay : round.text));
  }
  await form.locator('button[type="submit"]').first().click();
  const beside = formPage.besideField?.(form) ?? form.locator(".field-error");
  await expect(beside.first(), `${what}: no message beside a field`).toBeVisible();
  const shown = [...(await beside.allInnerTexts()), ...(await form.getByRole("alert").allInnerTexts())];
  for (const message of shown) expect(message, `${what} (${page.url()})`).not.toMatch(SCHEMA_WORDING);
  return shown;
}

// One test per form, language and screen: each stays short under a loaded machine (all forms in one
// test took 1 to 2 minutes quiet and ran past 3 under load).
for (const language of ["en", "de"] as const) {
  for (const device of [
    { name: "a laptop", viewport: DESKTOP },
    { name: "a 360-px phone", viewport: PHONE },
  ]) {
    test.describe(`every managing form says what is wrong in plain ${language === "en" ? "English" : "German"} on ${device.name}, empty and with wrong values`, () => {
      for (const formPage of FORM_PAGES) {
        test(formPage.name, async ({ page, context, foyer, signIn }) => {
          await context.addCookies([{ name: "foyer.language", value: language, url: foyer.baseUrl }]);
          await page.setViewportSize(device.viewport);
          await signIn(foyer.scenario.staff.owner);
          await page.goto(formPage.path(foyer.scenario));
          await formPage.open?.(page, foyer.scenario);
          const form = formPage.form?.(page) ?? page.locator("main form").first();
          await expect(form).toBeVisible();
          let shown = 0;
          for (const round of formPage.rounds ?? [EMPTY_ROUND, WRONG_ROUND]) {
            shown += (await sendWith(page, form, formPage, round, `${formPage.name}, ${round.what}, in ${language} on ${device.name}`)).length;
          }
          expect(shown).toBeGreaterThan(1);
        });
      }
    });
  }
}
