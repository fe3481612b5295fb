import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { clock, doorTicketing, DOOR_ZONE, sellTicket, type SoldTicket } from "./support/door";
import { expect, expectAccessible, expectAccessibleInEveryLook, screenshot, test } from "./support/test";

// Following up the door's conflicts (docs/dashboard.md, "Door conflicts"): two phones admit one
// ticket while offline and send their queues; the owner finds Today's "Door conflicts (n)", follows
// it, and reads the visitor, both phones with their entrances and times in the location's zone named
// in words, and the reason, in English and in German.

interface Arranged {
  ticket: SoldTicket;
  firstAt: Date;
  secondAt: Date;
}

/** Two phones' queues, each admitting `ticket` offline, sent as the scanner sends them. */
async function twoPhonesAdmit(foyer: Parameters<typeof doorTicketing>[0], visitorName: string, phones: [string, string], translations: { language: string; name: string }[] = []): Promise<Arranged> {
  const ticketing = await doorTicketing(foyer, { translations });
  const ticket = await sellTicket(ticketing, visitorName);
  const firstAt = new Date(Date.now() - 3 * 60_000);
  const secondAt = new Date(Date.now() - 60_000);
  for (const [deviceId, entrance, scannedAt] of [[phones[0], "North door", firstAt], [phones[1], "South door", secondAt]] as const) {
    const sent = await ticketing.api.post<{ conflicts: number }>("/v1/offline-scans", {
      deviceId,
      scans: [{ scanId: randomUUID(), qrData: ticket.qrData, entrance, scannedAt: scannedAt.toISOString(), phoneDecision: "ADMITTED" }],
    });
    expect(sent.status).toBe(200);
  }
  return { ticket, firstAt, secondAt };
}

/** Today, then its link to the door conflicts. */
async function followTodaysLink(page: Page, museumId: string, link: RegExp): Promise<void> {
  await page.goto(`/museums/${museumId}/today`);
  await page.getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(/\/door-conflicts\?day=\d{4}-\d{2}-\d{2}$/);
}

/**
 * A scan's words and its clock time in the door's zone. The page's day is the browser's (UTC): while
 * it is already the next day in Tokyo, the scan also names its day ("28 Nov, 02:02"), so the day is
 * optional here.
 */
function scannedAt(words: string, at: Date): RegExp {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${escaped}(?:[^,]+, )?${clock(at.toISOString(), DOOR_ZONE)}`);
}

test("the owner follows Today's link to a ticket two offline phones let in, in English", async ({ page, foyer, signIn }) => {
  const { door } = foyer.scenario;
  const { ticket, firstAt, secondAt } = await twoPhonesAdmit(foyer, "Ada Lovelace", ["Phone Ada 1", "Phone Ada 2"]);
  await signIn(door.owner);
  await followTodaysLink(page, door.museum.id, /^Door conflicts \(\d+\)$/);

  await expect(page.getByRole("heading", { name: "Door conflicts", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Ada Lovelace" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Ticket: Door pass");
  await expect(row).toContainText(`Slot ${clock(ticket.slot.startsAt, DOOR_ZONE)}–${clock(ticket.slot.endsAt, DOOR_ZONE)}`);
  // The location's zone, in words: not the browser's (UTC), not the IANA id.
  await expect(row).toContainText("Times in Japan Standard Time");
  await expect(row).not.toContainText(DOOR_ZONE);
  await expect(row).toContainText(scannedAt("Phone “Phone Ada 2”at South doorscanned ", secondAt));
  await expect(row).toContainText(scannedAt("Phone “Phone Ada 1”at North dooradmitted ", firstAt));
  await expect(row).toContainText("Admitted on two phones");
  await screenshot(page, "door-conflicts", { forDocs: true });
  // A row is a card on a 360-px phone, no wider than its screen, in both palettes.
  await expectAccessibleInEveryLook(page, "the door conflicts page with a conflict");

  // The visitor's name opens their customer page: a web shop's ticket sold without an order.
  await row.getByRole("link", { name: "Ada Lovelace" }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeVisible();

  // The day before has none, said in plain words.
  await page.goBack();
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(page.getByText(/^No door conflicts on this day/)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Ada Lovelace" })).toHaveCount(0);
});

test("the owner reads the same in German", async ({ page, context, foyer, signIn }) => {
  const { door } = foyer.scenario;
  const { secondAt } = await twoPhonesAdmit(foyer, "Emmy Noether", ["Telefon Emmy 1", "Telefon Emmy 2"], [{ language: "de", name: "Einlasskarte" }]);
  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
  await signIn(door.owner);
  await followTodaysLink(page, door.museum.id, /^Einlass-Konflikte \(\d+\)$/);

  await expect(page.getByRole("heading", { name: "Einlass-Konflikte", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Emmy Noether" });
  await expect(row).toContainText("Uhrzeiten: Japanische Normalzeit");
  // The ticket type's German name, as everywhere a German reader meets it.
  await expect(row).toContainText("Ticket: Einlasskarte");
  await expect(row).toContainText(scannedAt("Telefon „Telefon Emmy 2“am South doorgescannt ", secondAt));
  await expect(row).toContainText("Telefon „Telefon Emmy 1“am North door");
  await expect(row).toContainText("Auf zwei Telefonen eingelassen");
  await expectAccessible(page, "the door conflicts page in German");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Einlass-Konflikte" })).toHaveAttribute("aria-current", "page");
});

test("door staff are sent to the scanner", async ({ page, foyer, signIn }) => {
  const { door } = foyer.scenario;
  await signIn(door.staff);
  await page.goto(`/museums/${door.museum.id}/door-conflicts`);
  await expect(page).toHaveURL(/\/scan\?museum=/);
});

test("the menu offers the page to editors, and a viewer who opens it is told the role may not", async ({ page, foyer, signIn }) => {
  const { scenario } = foyer;
  const harbour = `/museums/${scenario.museums.harbour.id}`;
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await signIn(scenario.staff.editor);
  await page.goto(`${harbour}/today`);
  await expect(menu.getByRole("link", { name: "Door conflicts" })).toBeVisible();

  await page.context().clearCookies();
  await signIn(scenario.staff.viewer);
  await page.goto(`${harbour}/today`);
  await expect(menu.getByRole("link", { name: "Today" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Door conflicts" })).toHaveCount(0);
  await page.goto(`${harbour}/door-conflicts`);
  await expect(page.getByText("Owners, admins and editors follow up door conflicts. Your role here (viewer) may not.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});
