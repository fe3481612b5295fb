import { restClient } from "./support/rest";
import { expect, expectAccessible, test } from "./support/test";

// Settings › Buildings and rooms (docs/dashboard.md, "Settings"): a location is added and changed in the
// dashboard, with its clock named in words and the most visitors inside at once (docs/admission.md,
// "Who is inside now"); errors in plain words beside their field; a viewer reads and changes nothing.

test("an owner adds a building with its clock and the most inside at once, and lifts the limit again", async ({ page, context, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/settings`);
  const panel = page.getByRole("region", { name: "Buildings and rooms" });
  await expect(panel.getByRole("form", { name: "Main building" })).toBeVisible();

  const adding = panel.getByRole("form", { name: "Add a location" });
  await adding.getByRole("button", { name: "Add location" }).click();
  await expect(adding.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await adding.getByLabel("Name").fill("Harbour annex");
  await adding.getByLabel("Time zone").fill("Europe/Berlin");
  await expect(adding.getByText("Central European Time")).toBeVisible();
  // The zones offered as one types are named in words beside their ids, and the museum's own zone is said in words.
  await expect(page.locator('#location-time-zones option[value="Europe/Vienna"]')).toHaveAttribute("label", "Central European Time");
  await expect(page.locator("#museum-timezone-hint")).toHaveText("Memberships are valid by calendar day in this zone: Coordinated Universal Time.");
  await adding.getByLabel("Most inside at once").fill("1,200");
  await adding.getByRole("button", { name: "Add location" }).click();
  await expect(panel.getByRole("status")).toHaveText("Harbour annex was added, on Central European Time.");

  const annex = panel.getByRole("form", { name: "Harbour annex" });
  await expect(annex.getByLabel("Most inside at once")).toHaveValue("1200");
  const listed = await api.get<{ list: { id: string; name: string; timezone: string; maxOccupancy: number | null }[] }>("/v1/locations");
  const stored = listed.body.list.find((location) => location.name === "Harbour annex")!;
  expect(stored).toMatchObject({ timezone: "Europe/Berlin", maxOccupancy: 1200 });

  // A wrong number is refused in words beside its field, and nothing changes.
  await annex.getByLabel("Most inside at once").fill("-3");
  await annex.getByRole("button", { name: "Save Harbour annex" }).click();
  const error = annex.locator(`#location-${stored.id}-most-error`);
  await expect(error).toContainText("most inside at once");
  await expect(error).not.toContainText(/Too small|expected/i);
  await expectAccessible(page, "locations with an error");
  expect((await api.get<{ maxOccupancy: number | null }>(`/v1/locations/${stored.id}`)).body.maxOccupancy).toBe(1200);

  // Empty lifts the limit.
  await annex.getByLabel("Most inside at once").fill("");
  await annex.getByRole("button", { name: "Save Harbour annex" }).click();
  await expect(annex.getByRole("status")).toHaveText("Harbour annex is saved, on Central European Time.");
  expect((await api.get<{ maxOccupancy: number | null }>(`/v1/locations/${stored.id}`)).body.maxOccupancy).toBeNull();

  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
  await page.reload();
  const german = page.getByRole("region", { name: "Gebäude und Räume" });
  await expect(german.getByRole("form", { name: "Harbour annex" }).getByLabel("Höchstens gleichzeitig im Haus")).toHaveValue("");
  await expect(german.getByText("Mitteleuropäische Zeit").first()).toBeVisible();
  await context.addCookies([{ name: "foyer.language", value: "en", url: foyer.baseUrl }]);
});

test("a viewer reads the buildings and changes nothing", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/settings`);
  const panel = page.getByRole("region", { name: "Buildings and rooms" });
  await expect(panel.getByRole("form", { name: "Main building" }).getByLabel("Name")).toBeDisabled();
  await expect(panel.getByRole("form", { name: "Add a location" })).toHaveCount(0);
  await expect(panel.getByRole("button")).toHaveCount(0);
});
