import { checkInsOfTicket, doorTicketing, sellTicket } from "./support/door";
import { doorPhone, handheldScan } from "./support/door-phone";
import { expect, test } from "./support/test";

// Handheld and Bluetooth scanners wherever focus is (docs/dashboard.md, "The door"): a burst of keys
// ending in Enter is a scan, also at 80 ms a key, and a field that had focus keeps only what the
// person typed into it.

test("a handheld scan while the Entrance field has focus admits, and the field keeps what was typed", async ({ browser, foyer }) => {
  const ticketing = await doorTicketing(foyer);
  const fast = await sellTicket(ticketing, "Sophie Germain");
  const bluetooth = await sellTicket(ticketing, "Mary Anning");
  const page = await doorPhone(browser, foyer);
  try {
    const entranceField = page.getByLabel("Entrance");
    await entranceField.click();
    await page.keyboard.type("Haupteingang", { delay: 150 });
    // The scanner fires a moment later, as at a door: the field still has focus.
    await page.waitForTimeout(1_000);
    const result = page.locator("[data-kind]");

    await handheldScan(page, fast.qrData);
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await expect(result).toContainText("Sophie Germain");
    expect(await checkInsOfTicket(foyer, fast.id)).toMatchObject([{ entrance: "Haupteingang" }]);
    await page.keyboard.press("Escape");
    await expect(entranceField).toHaveValue("Haupteingang");

    // A Bluetooth scanner's 80 ms a key, into the focused field.
    await entranceField.focus();
    await handheldScan(page, bluetooth.qrData, 80);
    await expect(result).toHaveAttribute("data-kind", "admitted", { timeout: 10_000 });
    await expect(result).toContainText("Mary Anning");
    await page.keyboard.press("Escape");
    await expect(entranceField).toHaveValue("Haupteingang");
    // What the phone keeps is what the person typed, too.
    await page.reload();
    await expect(entranceField).toHaveValue("Haupteingang");
  } finally {
    await page.context().close();
  }
});

test("a handheld scan while the manual-code field has focus is checked once, and the field keeps what was typed", async ({ browser, foyer }) => {
  const ticket = await sellTicket(await doorTicketing(foyer), "Williamina Fleming");
  const page = await doorPhone(browser, foyer);
  try {
    const code = page.getByLabel("Enter a code instead");
    await code.click();
    await page.keyboard.type("abc", { delay: 150 });
    await page.waitForTimeout(1_000);
    await handheldScan(page, ticket.qrData);
    const result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await page.keyboard.press("Escape");
    await expect(code).toHaveValue("abc");
    expect(await checkInsOfTicket(foyer, ticket.id)).toHaveLength(1);
  } finally {
    await page.context().close();
  }
});
