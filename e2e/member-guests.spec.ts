import { museum } from "./support/dashboard-pages";
import { restClient } from "./support/rest";
import { expect, expectAccessible, test } from "./support/test";

// A membership's guests per visit (docs/orders.md, "Members book a slot"), changed on the customer's
// page: the dialog refuses what no card may bring, and the card then says how many it brings.

test("an editor lets a member bring guests, and the card says so", async ({ page, foyer, signIn }) => {
  const api = restClient(foyer.baseUrl, foyer.scenario.apiKey);
  const customer = await api.post<{ id: string }>("/v1/customers", { name: "Greta Guestful", language: "en" });
  const from = new Date(Date.now() - 86_400_000);
  const membership = await api.post<{ id: string; guestsPerVisit: number }>("/v1/memberships", {
    customerId: customer.body.id,
    name: "Friends pass",
    validFrom: from.toISOString(),
    validTo: new Date(from.getTime() + 300 * 86_400_000).toISOString(),
  });
  expect(membership.body.guestsPerVisit).toBe(0);

  await signIn(foyer.scenario.staff.editor);
  await page.goto(`${museum(foyer.scenario)}/customers/${customer.body.id}`);
  const card = page.getByRole("article", { name: "Friends pass" });
  await expect(card).not.toContainText("Brings");
  await card.getByRole("button", { name: "Guests per visit…" }).click();
  const dialog = page.getByRole("dialog", { name: "Guests per visit with Friends pass" });
  await expect(dialog.getByLabel("Guests per visit")).toHaveValue("0");
  await expectAccessible(page, "the guests dialog");
  await dialog.getByLabel("Guests per visit").fill("25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("#guests-per-visit-error")).toHaveText("Enter a whole number from 0 to 20.");
  await dialog.getByLabel("Guests per visit").fill("3");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Friends pass now brings 3 guests per visit.")).toBeVisible();
  await expect(card).toContainText("Brings 3 guests per visit");
  expect((await api.get<{ guestsPerVisit: number }>(`/v1/memberships/${membership.body.id}`)).body.guestsPerVisit).toBe(3);
});
