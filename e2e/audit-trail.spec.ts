import { restClient } from "./support/rest";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// The audit trail page: a change made through the API shows with the key that made it and the
// fields it changed; one record's history is a click away; editors neither see nor reach it.

test("an owner reads who changed what through the API, and one record's history", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const created = await api.post<{ id: string }>("/v1/locations", { name: "Audit annex", timezone: "Europe/Paris" });
  expect(created.status).toBe(201);
  expect((await api.patch(`/v1/locations/${created.body.id}`, { name: "Garden pavilion" })).status).toBe(200);

  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  await page.getByRole("link", { name: "Audit trail" }).click();
  await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Audit trail" });
  const update = table.getByRole("row").filter({ hasText: "Location changed" }).first();
  await expect(update).toContainText("Web shop (");
  await update.getByText("1 field").click();
  await expect(update.getByRole("term")).toHaveText("Name");
  await expect(update.getByRole("definition")).toHaveText("Audit annex → Garden pavilion");
  await expectAccessible(page, "audit trail");
  await screenshot(page, "audit-trail", { forDocs: true });

  await update.getByRole("button", { name: "Show only the history of Garden pavilion" }).click();
  await expect(page.getByText(`The history of one location (${created.body.id}).`)).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(2)).toContainText("Location created");
  await page.getByRole("button", { name: "Show every record" }).click();
  await page.getByLabel("Kind of record").selectOption("apiKey");
  await expect(table.or(page.getByText("No changes yet."))).toBeVisible();
});

test("an editor has no audit trail in the menu and is told so on the page", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.editor);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  await expect(page.getByRole("link", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  await page.goto(`/museums/${museums.harbour.id}/audit`);
  await expect(page.getByText("Only the museum’s owners and admins can read its audit trail.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" })).toHaveCount(0);
});
