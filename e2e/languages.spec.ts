import { staffTwin } from "./support/dashboard-session";
import { expect, expectAccessible, test } from "./support/test";

// The dashboard's languages (docs/dashboard.md, "Languages"): a staff member chooses German in
// Settings and the dashboard speaks it at once, on every page after, with <html lang="de">; a browser
// that prefers German gets it without choosing. Pages not yet in the German catalogue stay English.

test("choosing Deutsch in Settings turns Today German at once, and English again after", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  // The language is the person's own: an owner of their own, so no test beside this one turns German.
  await signIn(await staffTwin(staff.owner));
  await page.goto(`/museums/${museums.harbour.id}/settings`);
  await page.getByLabel("Language of the dashboard").selectOption("de");
  await expect(page.getByRole("heading", { name: "Ihre Sprache" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.goto(`/museums/${museums.harbour.id}/today`);
  await expect(page.getByRole("heading", { name: "Heute", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Heute/);
  const numbers = page.getByRole("region", { name: "Der Tag in Zahlen" });
  await expect(numbers.getByText("Verfügbar", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Live · aktualisiert/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Nächster Tag" })).toBeVisible();
  await expectAccessible(page, "Today in German");

  await page.goto(`/museums/${museums.harbour.id}/settings`);
  await page.getByLabel("Sprache des Dashboards").selectOption("en");
  await expect(page.getByRole("heading", { name: "Your language" })).toBeVisible();
  await page.goto(`/museums/${museums.harbour.id}/today`);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("gets the dashboard in German without choosing", async ({ page, foyer, signIn }) => {
    const { museums, staff } = foyer.scenario;
    await signIn(staff.viewer);
    await page.goto(`/museums/${museums.harbour.id}/today`);
    await expect(page.getByRole("heading", { name: "Heute", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
