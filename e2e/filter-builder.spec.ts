import type { Page } from "@playwright/test";
import { restClient } from "./support/rest";
import { expect, screenshot, test } from "./support/test";

// The visual filter builder on the customers page: a condition and a nested OR group, built with the
// mouse and keyboard, must show exactly the customers the same filter finds through /v1. Other tests
// add customers to the same museum, so what a filter should find is worked out from every customer
// /v1 lists, never from the seeded ones alone.

const TWO_LEVEL_FILTER = {
  operator: "AND",
  conditions: [
    { operator: "CONTAINS", fieldName: "NAME", value: "an" },
    {
      operator: "OR",
      conditions: [
        { operator: "EQUAL", fieldName: "LANGUAGE", value: "de" },
        { operator: "GREATER", fieldName: "CUSTOM.SHOE_SIZE", value: 40 },
      ],
    },
  ],
};

async function setCondition(page: Page, position: string, fieldName: string, operator: string, value: string) {
  await page.getByLabel(`Field of condition ${position}`).selectOption(fieldName);
  await page.getByLabel(`Operator of condition ${position}`).selectOption(operator);
  await page.getByLabel(`Value of condition ${position}`).fill(value);
}

const resultsHeading = (page: Page) => page.locator("#results-heading");

interface ListedCustomer {
  name: string;
  language: string;
  customFields: Record<string, unknown>;
}

/** The customers /v1 lists for `filter` (every one without), in the list's order. */
async function listed(api: ReturnType<typeof restClient>, filter?: unknown): Promise<ListedCustomer[]> {
  const answer = await api.get<{ total: number; list: ListedCustomer[] }>(`/v1/customers?limit=1000${filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ""}`);
  expect(answer.body.list).toHaveLength(answer.body.total);
  return answer.body.list;
}

/** The names the list's first page shows (20 to a page, in the same order as /v1), sorted. */
const firstPage = (customers: ListedCustomer[]) => customers.slice(0, 20).map((customer) => customer.name).sort();

async function shownNames(page: Page): Promise<string[]> {
  return (await page.getByRole("table", { name: "Customers" }).locator("tbody tr td:first-child").allInnerTexts()).sort();
}

const SEEDED_MATCHES = ["Ananya Rao", "Anna Berger", "Daniel Novak", "Joanna Wells", "Jonas Brandt"];

test("a two-level filter shows exactly the expected customers, with its JSON and curl command", async ({ page, context, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const everyone = await listed(api);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  await expect(resultsHeading(page)).toHaveText(`${everyone.length} customers`);

  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await setCondition(page, "1", "NAME", "CONTAINS", "an");
  await page.getByRole("button", { name: "Add a group to all conditions" }).click();
  await page.getByLabel("Match all or any of group 2").selectOption("OR");
  await setCondition(page, "2.1", "LANGUAGE", "EQUAL", "de");
  await page.getByRole("button", { name: "Add a condition to group 2" }).click();
  await setCondition(page, "2.2", "CUSTOM.SHOE_SIZE", "GREATER", "40");

  // The same rule, worked out from every customer; the seeded ones it must find are among them.
  const expected = everyone.filter((customer) => customer.name.toLowerCase().includes("an") && (customer.language === "de" || Number(customer.customFields.shoe_size ?? 0) > 40));
  expect(expected.map((customer) => customer.name)).toEqual(expect.arrayContaining(SEEDED_MATCHES));
  await expect(resultsHeading(page)).toHaveText(`${expected.length} customers`);
  await expect.poll(() => shownNames(page)).toEqual(firstPage(expected));

  // The equivalent filter, shown and copyable behind "For developers", means the same to the REST API.
  await page.getByText("For developers", { exact: true }).click();
  const json = JSON.parse(await page.getByRole("group", { name: "filter (JSON)" }).innerText());
  expect(json).toEqual(TWO_LEVEL_FILTER);
  await page.getByRole("button", { name: "Copy filter (JSON)" }).click();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(TWO_LEVEL_FILTER);
  await expect(page.getByRole("group", { name: "curl" })).toContainText(`--data-urlencode 'filter=${JSON.stringify(TWO_LEVEL_FILTER)}'`);
  expect(await listed(api, json)).toEqual(expected);
  await screenshot(page, "filter-builder", { forDocs: true });

  // A date field gets a date picker and date words for its operators.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await page.getByLabel("Field of condition 3").selectOption("MEMBERSHIP.VALID_TO");
  // A date field that shows the day as the reader writes it (en-GB here), its example as the placeholder.
  await expect(page.getByLabel("Value of condition 3")).toHaveAttribute("placeholder", "24/12/2026");
  await page.getByLabel("Operator of condition 3").selectOption({ label: "is on or after" });
  await page.getByLabel("Value of condition 3").fill(today);
  await expect(page.getByRole("group", { name: "filter (JSON)" })).toContainText(today);
  const stillMembers = await listed(api, JSON.parse(await page.getByRole("group", { name: "filter (JSON)" }).innerText()));
  // Of the seeded ones, the two whose memberships run past today.
  expect(stillMembers.map((customer) => customer.name).filter((name) => SEEDED_MATCHES.includes(name)).sort()).toEqual(["Anna Berger", "Joanna Wells"]);
  await expect(resultsHeading(page)).toHaveText(`${stillMembers.length} customer${stillMembers.length === 1 ? "" : "s"}`);
  await expect.poll(() => shownNames(page)).toEqual(firstPage(stillMembers));
});

test("results page through large lists, and a cleared filter lists everyone", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  // This run's own 15, whatever other tests added: at least a second page (20 to a page) in all.
  const prefix = `Pier ${Date.now().toString(36)}`;
  for (let index = 1; index <= 15; index += 1) {
    expect((await api.post("/v1/customers", { name: `${prefix} visitor ${String(index).padStart(2, "0")}`, language: "en" })).status).toBe(201);
  }
  const total = (await listed(api)).length;
  const secondPageEnd = Math.min(total, 40);
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  await expect(resultsHeading(page)).toHaveText(`${total} customers`);
  const pager = page.getByRole("navigation", { name: "Pages of customers" });
  await expect(pager).toContainText(`1–20 of ${total}`);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText(`21–${secondPageEnd} of ${total}`);
  await expect(page.getByRole("table", { name: "Customers" }).locator("tbody tr")).toHaveCount(secondPageEnd - 20);
  await page.getByText("For developers", { exact: true }).click();
  await expect(page.getByRole("group", { name: "curl" })).toContainText("-d offset=20");

  // A new filter starts again on its first page.
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await setCondition(page, "1", "NAME", "STARTS_WITH", prefix);
  await expect(resultsHeading(page)).toHaveText("15 customers");
  await expect(pager).toContainText("1–15 of 15");
  await page.getByRole("button", { name: "Clear filter" }).click();
  await expect(resultsHeading(page)).toHaveText(`${total} customers`);
});
