import { parse as parseCsv } from "csv-parse/sync";
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { restClient } from "./support/rest";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// Filtered lists kept and shared: a filter built with the keyboard, saved by name, opened again from
// the page's address and from the saved list with the same conditions and customers; its CSV holds
// exactly the rows /v1 lists for the same filter; focus after adding and removing conditions; the
// membership Status the list shows; and the page at desktop and phone sizes with axe.

type Customer = { id: string; name: string };

const resultsHeading = (page: Page) => page.locator("#results-heading");

/** Letters that make this run's records its own, so a retry finds only what it made. */
const run = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

async function shownNames(page: Page, table = "Customers"): Promise<string[]> {
  return (await page.getByRole("table", { name: table }).locator("tbody tr td:first-child a").allInnerTexts()).sort();
}

test("a filter saved by name opens again from its address, and its CSV holds every row /v1 lists", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const prefix = `Quay ${run()}`;
  const filterName = `${prefix} regulars in German`;
  // More than a page of them (20), so the download must hold more than the page shows.
  for (let index = 1; index <= 26; index += 1) {
    const name = `${prefix} Visitor ${String(index).padStart(2, "0")}`;
    expect((await api.post("/v1/customers", { name, language: index % 2 === 0 ? "de" : "en" })).status).toBe(201);
  }
  // A name a spreadsheet would run as a formula.
  expect((await api.post("/v1/customers", { name: `=${prefix} Visitor formula`, language: "de" })).status).toBe(201);

  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  await expect(resultsHeading(page)).toContainText("customers");

  // One condition in a few keys: the new condition takes focus on its field, which starts on the name with "contains".
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await expect(page.getByLabel("Field of condition 1")).toBeFocused();
  await expect(page.getByLabel("Field of condition 1")).toHaveValue("NAME");
  await expect(page.getByLabel("Field of condition 1").locator("option:checked")).toHaveText("Customer › Name");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Value of condition 1")).toBeFocused();
  await page.keyboard.type(`${prefix} Visitor`);
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await expect(page.getByLabel("Field of condition 2")).toBeFocused();
  await page.getByLabel("Field of condition 2").selectOption("LANGUAGE");
  await page.getByLabel("Operator of condition 2").selectOption("EQUAL");
  await page.getByLabel("Value of condition 2").fill("de");
  const expected = [`=${prefix} Visitor formula`, ...Array.from({ length: 13 }, (_, index) => `${prefix} Visitor ${String((index + 1) * 2).padStart(2, "0")}`)].sort();
  await expect(resultsHeading(page)).toHaveText(`${expected.length} customers`);
  await expect(page).toHaveURL(/[?&]filter=/);

  await page.getByLabel("Save this filter as").fill(filterName);
  await page.getByRole("button", { name: "Save filter" }).click();
  await expect(page.locator("#saved-filter-status")).toHaveText(`Saved “${filterName}”.`);
  await expect(page.getByRole("link", { name: filterName })).toBeVisible();

  // The address alone brings back the conditions and the same customers.
  const address = page.url();
  await page.reload();
  const restored = async () => {
    await expect(page.getByLabel("Field of condition 1")).toHaveValue("NAME");
    await expect(page.getByLabel("Operator of condition 1")).toHaveValue("CONTAINS");
    await expect(page.getByLabel("Value of condition 1")).toHaveValue(`${prefix} Visitor`);
    await expect(page.getByLabel("Field of condition 2")).toHaveValue("LANGUAGE");
    await expect(page.getByLabel("Value of condition 2")).toHaveValue("de");
    await expect(resultsHeading(page)).toHaveText(`${expected.length} customers`);
  };
  await restored();
  const pager = page.getByRole("navigation", { name: "Pages of customers" });
  await expect(pager).toContainText(`1–${expected.length} of ${expected.length}`);
  await expect.poll(() => shownNames(page)).toEqual(expected);

  // So does the saved filter, for a colleague on a fresh page.
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  await page.getByRole("link", { name: filterName }).click();
  await restored();
  expect(new URL(page.url()).searchParams.get("filter")).toBe(new URL(address).searchParams.get("filter"));

  // The download: every matching customer, the same as /v1 for the filter the page shows.
  const filter = (await page.locator("#filter-json").textContent()) ?? "";
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe("customers.csv");
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, "utf8"), { bom: true }) as string[][];
  expect(header!.slice(0, 2)).toEqual(["ID", "Name"]);
  const listed = await api.get<{ total: number; list: Customer[] }>(`/v1/customers?limit=1000&filter=${encodeURIComponent(filter)}`);
  expect(listed.body.total).toBe(expected.length);
  // Only the formula gets its apostrophe (docs/dashboard.md, "Export as CSV").
  const asExported = (name: string) => (name.startsWith("=") ? `'${name}` : name);
  expect(rows.map(([id, name]) => [id, name])).toEqual(listed.body.list.map((customer) => [customer.id, asExported(customer.name)]));
  expect(rows.find(([, name]) => name!.includes("formula"))?.[1]).toBe(`'=${prefix} Visitor formula`);

  // Deleting asks first, then the filter is gone for everyone.
  await page.getByRole("button", { name: `Delete saved filter ${filterName}` }).click();
  await page.getByRole("button", { name: `Delete “${filterName}”` }).click();
  await expect(page.getByRole("link", { name: filterName })).toHaveCount(0);
  await page.reload();
  await expect(resultsHeading(page)).toHaveText(`${expected.length} customers`);
  await expect(page.getByRole("link", { name: filterName })).toHaveCount(0);
});

test("focus goes to the next condition after a removal, else to + Condition, and groups take it on their match", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  // Enough customers for a second page, whichever tests ran before.
  const prefix = `Pager ${run()}`;
  for (let index = 1; index <= 21; index += 1) expect((await api.post("/v1/customers", { name: `${prefix} ${index}`, language: "en" })).status).toBe(201);
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  // The page is in the address too: a reload stays on it.
  const pager = page.getByRole("navigation", { name: "Pages of customers" });
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText("21–");
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
  await page.reload();
  await expect(pager).toContainText("21–");

  const add = page.getByRole("button", { name: "Add a condition to all conditions" });
  for (let count = 0; count < 3; count += 1) await add.click();
  await page.getByLabel("Value of condition 2").fill("second");
  await page.getByRole("button", { name: "Remove condition 1" }).click();
  // The one that came next is now condition 1, and has focus.
  await expect(page.getByLabel("Field of condition 1")).toBeFocused();
  await expect(page.getByLabel("Value of condition 1")).toHaveValue("second");
  await page.getByRole("button", { name: "Remove condition 2" }).click();
  await expect(add).toBeFocused();
  await page.getByRole("button", { name: "Add a group to all conditions" }).click();
  await expect(page.getByLabel("Match all or any of group 2")).toBeFocused();
  await page.getByRole("button", { name: "Remove group 2" }).click();
  await expect(add).toBeFocused();

  // A viewer reads saved filters but does not save them.
  await expect(page.getByRole("button", { name: "Save filter" })).toBeDisabled();
  await expect(page.getByText("Editors and above save filters.")).toBeVisible();
});

test("the quick search, ticket types by name, and the membership status the list shows", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey, member, event } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const keeper = `Lapsed Keeper ${run()}`;
  const customer = await api.post<Customer>("/v1/customers", { name: keeper, email: `${keeper.replaceAll(" ", ".").toLowerCase()}@example.org`, language: "en" });
  const day = 86_400_000;
  const lapsed = { customerId: customer.body.id, name: "Lapsed pass", validFrom: new Date(Date.now() - 400 * day).toISOString(), validTo: new Date(Date.now() - 40 * day).toISOString() };
  expect((await api.post("/v1/memberships", lapsed)).status).toBe(201);

  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/customers`);
  const searched = `${keeper.split(" ")[2]}@EXAMPLE`;
  await page.getByLabel("Search name, email or member number").fill(searched);
  await expect(resultsHeading(page)).toHaveText("1 customer");
  await expect.poll(() => shownNames(page)).toEqual([keeper]);
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(searched);
  await page.getByRole("button", { name: "Clear filter" }).click();

  // A ticket condition offers the museum's ticket types by name, never their ids.
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await page.getByLabel("Field of condition 1").selectOption({ label: "Ticket › Ticket type" });
  const typeChoice = page.getByLabel("Value of condition 1");
  await expect(typeChoice.locator(`option[value="${event.ticketTypeId}"]`)).toHaveText(new RegExp(`\\(${event.name}\\)$`));
  expect(await page.getByLabel("Field of condition 1").locator("option").allInnerTexts()).not.toContain("Customer › Id");

  await page.goto(`/museums/${museums.harbour.id}/memberships`);
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await page.getByLabel("Field of condition 1").selectOption({ label: "Membership › Status" });
  const status = page.getByLabel("Value of condition 1");
  expect(await status.locator("option").allInnerTexts()).toEqual(["Valid", "Not yet valid", "Expired", "Cancelled"]);
  await status.selectOption({ label: "Expired" });
  const table = page.getByRole("table", { name: "Memberships" });
  await expect(table.getByRole("link", { name: keeper })).toBeVisible();
  await expect(table.getByRole("link", { name: member.name })).toHaveCount(0);
  const statuses = await table.locator("tbody tr td:last-child").allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(["Expired"]));
  await status.selectOption({ label: "Valid" });
  await expect(table.getByRole("link", { name: member.name })).toBeVisible();
  await expect(table.getByRole("link", { name: keeper })).toHaveCount(0);
});

test("the lists with saved filters are accessible at desktop and phone sizes, as cards on a phone", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  for (const list of ["customers", "memberships"]) {
    await page.goto(`/museums/${museums.harbour.id}/${list}`);
    await page.getByLabel("Save this filter as").fill(`Everyone (${list})`);
    await page.getByRole("button", { name: "Save filter" }).click();
    await expect(page.getByRole("link", { name: `Everyone (${list})` })).toBeVisible();
    await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
    await expect(page.getByRole("table", { name: list === "customers" ? "Customers" : "Memberships" })).toBeVisible();
    await expectAccessible(page, `${list} with saved filters`);

    await page.setViewportSize({ width: 360, height: 740 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAccessible(page, `${list} (phone, ${colorScheme})`);
    }
    // Every button and link of the list is a full touch target.
    const heights = await page.locator("main button:visible, main a.button:visible").evaluateAll((elements) =>
      elements.map((element) => [element.textContent, element.getBoundingClientRect().height] as const),
    );
    expect(heights.filter(([, height]) => height < 44)).toEqual([]);
    // Cards, not a table wider than the phone.
    const wrap = page.locator(".table-wrap");
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `${list}-saved-filters-phone`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
  }
});
