import { doorTicketing, sellTicket } from "./support/door";
import { doorPhone, handheldScan } from "./support/door-phone";
import { expect, test } from "./support/test";

// Two door phones offline both let one ticket in (docs/admission.md, "Offline"). Each phone involved
// is told, in amber and never in green: the one that sent second at once, the first at its next
// refresh of the door list (here, its next opening).

test("both phones that admitted one ticket offline are told of the conflict in amber", async ({ browser, foyer }) => {
  const ticket = await sellTicket(await doorTicketing(foyer), "Annie Jump Cannon");
  const north = await doorPhone(browser, foyer, "North door");
  const south = await doorPhone(browser, foyer, "South door");
  try {
    for (const phone of [north, south]) {
      await phone.context().setOffline(true);
      await handheldScan(phone, ticket.qrData);
      await expect(phone.locator("[data-kind]")).toHaveAttribute("data-kind", "admitted");
      await phone.keyboard.press("Escape");
    }

    await north.context().setOffline(false);
    await expect(north.locator("[data-state='sent']")).toContainText("Offline scans sent: 1 admitted, 0 refused", { timeout: 45_000 });
    await south.context().setOffline(false);
    const southSent = south.locator("[data-state='sent']");
    await expect(southSent).toHaveAttribute("data-conflicts", "yes", { timeout: 45_000 });
    // Amber like the offline bar, not the green of a clean sending.
    await expect(southSent).toHaveCSS("background-color", "rgb(254, 243, 199)");

    const southNotice = south.locator("[data-state='conflicts']");
    await expect(southNotice).toContainText("Door conflict", { timeout: 20_000 });
    await expect(southNotice).toContainText("Annie Jump Cannon (Door pass) was admitted twice");
    await expect(southNotice).toContainText("North door");
    await expect(southNotice).toContainText("South door, this phone");
    await expect(southNotice).toHaveCSS("background-color", "rgb(254, 243, 199)");

    await north.reload();
    const northNotice = north.locator("[data-state='conflicts']");
    await expect(northNotice).toContainText("Annie Jump Cannon (Door pass) was admitted twice", { timeout: 20_000 });
    await expect(northNotice).toContainText("North door, this phone");
    await northNotice.getByRole("button", { name: "Got it" }).click();
    await expect(northNotice).toHaveCount(0);
    // Told once: the next opening does not tell it again.
    const askedAgain = north.waitForResponse((response) => response.url().includes("/admission-conflicts?"));
    await north.reload();
    expect((await askedAgain).status()).toBe(200);
    await north.waitForTimeout(500);
    await expect(north.locator("[data-state='conflicts']")).toHaveCount(0);
  } finally {
    await north.context().close();
    await south.context().close();
  }
});
