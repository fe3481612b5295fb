import { restClient } from "./support/rest";
import { expect, screenshot, test } from "./support/test";

// What only owners and admins do: API keys (shown once, listed with their last use, revoked at once)
// and the museum's custom customer fields, which the filter builder offers straight away.

test("an owner creates an API key, sees it once, and revokes it", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/api-keys`);
  await page.getByLabel("Name").fill("Ticket kiosk");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByLabel("The new API key").innerText()).trim();
  expect(key).toMatch(/^fy_[A-Za-z0-9_-]{43}$/);

  const api = restClient(foyer.baseUrl, key);
  expect((await api.get("/v1/locations")).status).toBe(200);
  const row = page.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: "Ticket kiosk" });
  await expect(row).toContainText(key.slice(0, 9));
  await page.reload();
  await expect(row).not.toContainText("Never");
  await expect(page.getByText(key)).toHaveCount(0);
  await screenshot(page, "api-keys");

  await row.getByRole("button", { name: "Revoke…" }).click();
  const revoked = page.waitForResponse((response) => response.request().method() === "DELETE");
  await row.getByRole("button", { name: "Revoke Ticket kiosk now" }).click();
  await expect(row.getByText("Revoked")).toBeVisible();
  expect((await revoked).status()).toBe(200);
  expect((await api.get("/v1/locations")).status).toBe(401);
});

test("a custom customer field added in settings is offered by the filter builder", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.hilltop.id}/settings`);
  await page.getByLabel("Label").fill("Favourite artist");
  await page.getByLabel("Key").fill("Favourite Artist");
  await page.getByRole("button", { name: "Add field" }).click();
  await expect(page.locator("#field-key-error")).toHaveText("Use small letters, digits and single underscores, starting with a letter, e.g. favourite_artist.");
  await page.getByLabel("Key").fill("favourite_artist");
  await page.getByRole("button", { name: "Add field" }).click();
  await expect(page.getByRole("table", { name: "Custom customer fields" })).toContainText("favourite_artist");

  await page.getByRole("link", { name: "Customers" }).click();
  await page.getByRole("button", { name: "Add a condition to all conditions" }).click();
  await page.getByLabel("Field of condition 1").selectOption("CUSTOM.FAVOURITE_ARTIST");
  await expect(page.getByLabel("Operator of condition 1").locator("option")).toHaveText(["is", "is not", "contains", "does not contain", "starts with", "ends with"]);
});

test("an owner says members may enter once a day, and the setting stays", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.hilltop.id}/settings`);
  const museumForm = page.getByRole("form", { name: "Museum" });
  const rule = museumForm.getByLabel("Members may enter");
  await expect(rule).toHaveValue("EVERY_VISIT");
  await rule.selectOption({ label: "once a day" });
  await museumForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("members may enter once a day.")).toBeVisible();
  await page.reload();
  await expect(rule).toHaveValue("ONCE_A_DAY");
  await rule.selectOption({ label: "every visit" });
  await museumForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("members may enter every visit.")).toBeVisible();
});

test("an owner makes German the museum's default language: it stays, and a new customer starts in German", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.hilltop.id}/settings`);
  const museumForm = page.getByRole("form", { name: "Museum" });
  const language = museumForm.getByLabel("Default language");
  await expect(language).toHaveValue("en");
  // Named in words, never as a code.
  await expect(language.locator("option:checked")).toHaveText("English");
  await language.selectOption({ label: "German" });
  await museumForm.getByRole("button", { name: "Save" }).click();
  await expect(museumForm.getByRole("status")).toBeVisible();
  await page.reload();
  await expect(language).toHaveValue("de");

  await page.goto(`/museums/${museums.hilltop.id}/customers/new`);
  await expect(page.getByLabel("Language").locator("option:checked")).toHaveText("German");

  await page.goto(`/museums/${museums.hilltop.id}/settings`);
  await language.selectOption({ label: "English" });
  await museumForm.getByRole("button", { name: "Save" }).click();
  await expect(museumForm.getByRole("status")).toBeVisible();
  await page.reload();
  await expect(language).toHaveValue("en");
});
