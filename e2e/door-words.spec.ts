import { signInContext } from "./support/dashboard-session";
import { doorTicketing, DOOR_ZONE, PHONE, sellTicket } from "./support/door";
import { handheldScan } from "./support/door-phone";
import { expect, test } from "./support/test";
import { zoneInWords } from "@/lib/i18n/zone-words";

// The door in German (docs/dashboard.md, "The door"): the ticket type's German name where the museum
// stored one, online and offline, and times in the location's zone named in words, never its id.

test("a German phone names the ticket type in German and the zone in words, online and offline", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const ticketing = await doorTicketing(foyer, { translations: [{ language: "de", name: "Einlasskarte" }] });
  const online = await sellTicket(ticketing, "Lise Meitner");
  const offline = await sellTicket(ticketing, "Emmy Noether");
  const context = await browser.newContext({ ...PHONE, locale: "de-DE" });
  await signInContext(context, foyer.baseUrl, door.staff);
  const page = await context.newPage();
  try {
    await page.goto(`${foyer.baseUrl}/scan?museum=${door.museum.id}`);
    await page.waitForFunction((museumId) => localStorage.getItem(`foyer.door-list.${museumId}`) !== null, door.museum.id);
    const result = page.locator("[data-kind]");
    const zone = zoneInWords(DOOR_ZONE, "de-DE");

    await handheldScan(page, online.qrData);
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await expect(result).toContainText(`Zeiten: ${zone}.`);
    await expect(result).not.toContainText(DOOR_ZONE);
    await expect(result).toContainText("Ticket: Einlasskarte");
    await page.keyboard.press("Escape");

    await context.setOffline(true);
    await handheldScan(page, offline.qrData);
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await expect(result).toContainText(`Zeiten: ${zone}.`);
    await expect(result).toContainText("Ticket: Einlasskarte");
  } finally {
    await context.close();
  }
});
