import { expect, screenshot, test } from "./support/test";

// Email previews render every template with sample data in each language; an email sent from a
// customer's page, after its confirmation, shows up first in the outbox with its delivery state and attempts.

test("email previews render each template in each language", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/emails`);

  await page.getByLabel("Email", { exact: true }).selectOption({ label: "Cancelling a subscription" });
  await page.getByLabel("Language").selectOption({ label: "German" });
  await expect(page.getByText(`Kündigung Ihres Mitgliedschafts-Abos im ${museums.harbour.name}`)).toBeVisible();
  const preview = page.frameLocator('iframe[title="Preview of “Cancelling a subscription” in German"]');
  await expect(preview.getByRole("heading", { name: museums.harbour.name })).toBeVisible();
  await expect(preview.getByText("verlängert sich automatisch").first()).toBeVisible();
  const qr = preview.getByRole("img", { name: "QR-Code der Mitgliedschaft" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await screenshot(page, "email-preview", { forDocs: true });

  await page.getByLabel("Email", { exact: true }).selectOption({ label: "Membership receipt" });
  await page.getByLabel("Language").selectOption({ label: "English" });
  await expect(page.frameLocator("iframe").getByText("Thank you for your membership")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).selectOption({ label: "Staff sign-in code" });
  // The sign-in email is written in the sign-in page's language: both of the dashboard's.
  await expect(page.getByLabel("Language").locator("option")).toHaveText(["English", "German"]);
  await page.getByLabel("Language").selectOption({ label: "English" });
  await expect(page.frameLocator("iframe").getByText("Your sign-in code:")).toBeVisible();
  await page.getByLabel("Language").selectOption({ label: "German" });
  await expect(page.frameLocator("iframe").getByText("Ihr Anmeldecode:")).toBeVisible();
});

test("a membership email sent from the customer page appears in the outbox as sent", async ({ page, foyer, signIn }) => {
  const { museums, staff, member } = foyer.scenario;
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/customers/${member.customerId}`);
  const card = page.getByRole("article", { name: member.membershipName });
  await expect(card.getByRole("img", { name: `QR code of the membership “${member.membershipName}”` })).toBeVisible();
  await card.getByRole("button", { name: "Send membership email" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("anna.berger@example.org");
  await expect(dialog).toContainText("written in German");
  await dialog.getByRole("button", { name: "Send membership email" }).click();
  await expect(page.getByRole("status")).toContainText("The membership email to anna.berger@example.org is queued.");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Emails" }).click();
  // Newest first: the email just sent is the first row.
  const row = page.getByRole("table", { name: "Outbox" }).locator("tbody tr").first();
  await expect(row).toContainText("anna.berger@example.org");
  await expect(row).toContainText(`Ihre Mitgliedschaft im ${museums.harbour.name}`);
  await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row.locator("td").last()).toContainText("1");
  // Read, the email names the zone its times are in, in words.
  await row.getByRole("button", { name: new RegExp(`Ihre Mitgliedschaft im ${museums.harbour.name}`) }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toContainText("Times in Coordinated Universal Time, the museum’s time zone.");
  await viewer.getByRole("button", { name: "Close" }).click();
});
