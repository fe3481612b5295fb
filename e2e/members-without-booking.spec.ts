import { signInContext } from "./support/dashboard-session";
import { doorPhone, handheldScan } from "./support/door-phone";
import { restClient } from "./support/rest";
import { expect, test } from "./support/test";

// Members without a booking (docs/admission.md, "Members at the door") and places kept for groups
// (docs/orders.md): an owner sets both on Settings, in English and in German, and the door then
// refuses a card without a booking in words, online and offline, on the door tests' own museum.

test("an owner says members book first and when group places are released, in English and in German", async ({ browser, page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.hilltop.id}/settings`);
  const form = page.getByRole("form", { name: "Museum" });
  const walkIn = form.getByLabel("Members without a booking", { exact: true });
  const release = form.getByLabel("Group places released (hours before)", { exact: true });
  await expect(walkIn).toHaveValue("ALLOWED");
  await expect(release).toHaveValue("48");
  await walkIn.selectOption({ label: "is refused: members book a slot first" });
  await release.fill("2000");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#museum-group-release-hours-error")).toBeVisible();
  await release.fill("72");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved/)).toBeVisible();
  await page.reload();
  await expect(walkIn).toHaveValue("NOT_ALLOWED");
  await expect(release).toHaveValue("72");

  // The same settings read in German.
  const german = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin" });
  await signInContext(german, foyer.baseUrl, staff.owner);
  try {
    const seite = await german.newPage();
    await seite.goto(`${foyer.baseUrl}/museums/${museums.hilltop.id}/settings`);
    const formular = seite.locator("form[aria-labelledby=museum-heading]");
    const ohneBuchung = formular.getByLabel("Mitglieder ohne Buchung", { exact: true });
    await expect(ohneBuchung.locator("option:checked")).toHaveText("abgelehnt: Mitglieder buchen zuerst ein Zeitfenster");
    await expect(formular.getByLabel("Gruppenplätze freigeben (Stunden vorher)", { exact: true })).toHaveValue("72");
    await ohneBuchung.selectOption({ label: "eingelassen" });
    await formular.getByLabel("Gruppenplätze freigeben (Stunden vorher)", { exact: true }).fill("48");
    await formular.getByRole("button", { name: "Speichern" }).click();
    await expect(seite.getByText(/^Gespeichert/)).toBeVisible();
  } finally {
    await german.close();
  }
});

test("the door refuses a member without a booking in words, online and offline, where members book first", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const api = restClient(foyer.baseUrl, door.apiKey);
  expect((await api.patch<{ walkInMembers: string }>("/v1/settings", { walkInMembers: "NOT_ALLOWED" })).body.walkInMembers).toBe("NOT_ALLOWED");
  const page = await doorPhone(browser, foyer);
  try {
    const result = page.locator("[data-kind]");
    await handheldScan(page, door.members.valid.qrData);
    await expect(result).toHaveAttribute("data-kind", "refused");
    await expect(result).toContainText("No booking for today");
    await expect(result).toContainText("This member has not booked a time slot for today.");
    await expect(result).toContainText("The desk can book one on the member's card.");
    await page.keyboard.press("Escape");

    // Offline the phone's door list carries the museum's rule: the same words.
    await page.context().setOffline(true);
    await handheldScan(page, door.members.valid.qrData);
    await expect(result).toHaveAttribute("data-kind", "refused");
    await expect(result).toContainText("No booking for today");
  } finally {
    await page.context().close();
    await api.patch("/v1/settings", { walkInMembers: "ALLOWED" });
  }
});
