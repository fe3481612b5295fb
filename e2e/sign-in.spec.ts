import { emailedCode, latestSignInEmailId, staffTwin } from "./support/dashboard-session";
import { expect, expectAccessible, screenshot, test } from "./support/test";

test("staff sign in with the code from the dev outbox and see only their own museums", async ({ page, foyer }) => {
  const { staff, museums } = foyer.scenario;
  // A newcomer of their own: the code below is spent by no other test.
  const newcomer = await staffTwin(staff.newcomer);
  await page.goto("/museums");
  await page.goto(`/museums/${museums.harbour.id}/today`);
  // Sign-in remembers the page asked for, and returns there.
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${encodeURIComponent(`/museums/${museums.harbour.id}/today`)}$`));
  await expect(page.getByRole("heading", { name: "Sign in to Foyer" })).toBeVisible();
  await expectAccessible(page, "sign-in (email)");
  await screenshot(page, "sign-in", { forDocs: true });

  // An address that is not one is said on the page beside the field, not in the browser's own bubble.
  await page.getByLabel("Work email").fill("newcomer@");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter a valid email address." })).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");

  const previous = await latestSignInEmailId(newcomer);
  await page.getByLabel("Work email").fill(newcomer);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByLabel("Six-digit code")).toBeFocused();
  await expectAccessible(page, "sign-in (code)");

  const code = await emailedCode(newcomer, previous);
  // A wrong code is refused beside the field, and the right one still works afterwards.
  await page.getByLabel("Six-digit code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "wrong, expired or already used" })).toBeVisible();
  await page.getByLabel("Six-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(new RegExp(`/museums/${museums.harbour.id}/today`));
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const switcher = page.getByLabel("Museum");
  await expect(switcher.locator("option")).toHaveText([museums.harbour.name, museums.hilltop.name]);

  // Switching keeps the section; the role there (VIEWER) hides editing.
  await switcher.selectOption({ label: museums.hilltop.name });
  await expect(page).toHaveURL(new RegExp(`/museums/${museums.hilltop.id}/today`));
  await page.getByRole("link", { name: "Events" }).click();
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "New event" })).toHaveCount(0);

  // A museum where the user has no role is not found, exactly like one that does not exist.
  const other = await page.goto(`/museums/${museums.other.id}/today`);
  expect(other?.status()).toBe(404);
});
