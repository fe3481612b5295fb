import { endingSessionCookie, signInByForm } from "./support/dashboard-session";
import { checkInsOfTicket, doorTicketing, PHONE, sellTicket } from "./support/door";
import { doorPhone, handheldScan, queuedScans, waitUntilKeptOffline } from "./support/door-phone";
import { restClient } from "./support/rest";
import { expect, test } from "./support/test";

// The scanner as an offline app on a 360-pixel phone (docs/admission.md, "Offline"): it reopens with
// no connection after one online visit; a visitor it turned away offline is not admitted by the server
// afterwards; and a session that ended while offline is told as soon as the phone is back, keeping the
// queue, which the next sign-in sends.

interface OfflineScan {
  ticketId: string | null;
  outcome: string;
  reason: string | null;
  phoneDecision: string;
}

test("reopens without a connection after one online visit, and admits from its kept list", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const ticket = await sellTicket(await doorTicketing(foyer), "Ada Lovelace");
  const page = await doorPhone(browser, foyer, "West door");
  try {
    await waitUntilKeptOffline(page);
    await page.context().setOffline(true);
    // Truly offline: the page itself cannot reach Foyer.
    expect(await page.evaluate(() => fetch("/api/session").then(() => "reached", () => "unreachable"))).toBe("unreachable");

    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByLabel("Entrance")).toHaveValue("West door");
    await expect(page.locator("[data-state='offline']")).toContainText("Offline", { timeout: 20_000 });

    await handheldScan(page, ticket.qrData);
    const result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await expect(result).toContainText("Ada Lovelace");
    await expect(result).toContainText("Checked on this phone (offline)");
    expect(await queuedScans(page, door.museum.id)).toHaveLength(1);
  } finally {
    await page.context().close();
  }
});

test("a visitor refused offline is not admitted by the server once the phone is back online", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const ticketing = await doorTicketing(foyer);
  const page = await doorPhone(browser, foyer, "North door");
  try {
    // Sold after the phone loaded its list: offline it is not on the list, and the phone turns the visitor away.
    const soldSince = await sellTicket(ticketing, "Hedy Lamarr");
    await page.context().setOffline(true);
    await handheldScan(page, soldSince.qrData);
    const result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "refused");
    await expect(result).toHaveAttribute("data-code", "NOT_ON_DOOR_LIST");
    await page.keyboard.press("Escape");

    await page.context().setOffline(false);
    await expect(page.locator("[data-state='sent']")).toContainText("Offline scans sent: 0 admitted, 1 refused", { timeout: 45_000 });
    // The server keeps the phone's refusal: no check-in, and the ticket is not spent.
    expect(await checkInsOfTicket(foyer, soldSince.id)).toEqual([]);
    const scans = (await restClient(foyer.baseUrl, door.apiKey).get<{ list: OfflineScan[] }>("/v1/offline-scans?limit=100")).body.list;
    expect(scans.filter((scan) => scan.ticketId === soldSince.id)).toMatchObject([{ outcome: "REFUSED", reason: "NOT_ON_DOOR_LIST", phoneDecision: "REFUSED" }]);

    // Sent to the desk, the visitor comes back: now online, the same ticket admits.
    await handheldScan(page, soldSince.qrData);
    await expect(result).toHaveAttribute("data-kind", "admitted");
    expect(await checkInsOfTicket(foyer, soldSince.id)).toHaveLength(1);
  } finally {
    await page.context().close();
  }
});

test("a session that ended offline asks to sign in once online, keeps the queue, and the sign-in sends it", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const ticketing = await doorTicketing(foyer);
  const first = await sellTicket(ticketing, "Mary Somerville");
  const second = await sellTicket(ticketing, "Caroline Herschel");
  const page = await doorPhone(browser, foyer, "South door");
  try {
    await page.context().setOffline(true);
    const result = page.locator("[data-kind]");
    for (const ticket of [first, second]) {
      await handheldScan(page, ticket.qrData);
      await expect(result).toHaveAttribute("data-kind", "admitted");
      await page.keyboard.press("Escape");
    }
    await expect(page.locator("[data-state='offline']")).toContainText("2 scans wait to be sent");

    // The session ends while the phone is offline; then the Wi-Fi comes back.
    await page.context().clearCookies();
    await page.context().setOffline(false);
    const signedOut = page.locator("[data-state='signed-out']");
    await expect(signedOut).toContainText("Your session has ended. 2 scans wait to be sent: they are kept on this phone and sent once you sign in.", { timeout: 20_000 });
    await expect(page.locator("[data-state='offline']")).toHaveCount(0);
    // The session warning every page has says so too.
    await expect(page.getByRole("alert").filter({ hasText: "What you typed on this page is kept" })).toBeVisible();
    expect(await queuedScans(page, door.museum.id)).toHaveLength(2);
    // The visitors' names leave the phone with the session; the scans stay.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("foyer.door-list.")))).toEqual([]);
    expect(await checkInsOfTicket(foyer, first.id)).toEqual([]);

    await signedOut.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to Foyer" })).toBeVisible();
    await signInByForm(page, door.staff);
    await expect(page).toHaveURL(new RegExp(`/scan\\?museum=${door.museum.id}$`));
    await expect(page.locator("[data-state='sent']")).toContainText("Offline scans sent: 2 admitted, 0 refused", { timeout: 20_000 });
    expect(await queuedScans(page, door.museum.id)).toEqual([]);
    expect(await checkInsOfTicket(foyer, first.id)).toMatchObject([{ entrance: "South door" }]);
    expect(await checkInsOfTicket(foyer, second.id)).toMatchObject([{ entrance: "South door" }]);
  } finally {
    await page.context().close();
  }
});

test("signing out offline says what happens to the queue, and once the connection is back sends it and signs out", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const ticket = await sellTicket(await doorTicketing(foyer), "Emilie du Chatelet");
  const page = await doorPhone(browser, foyer);
  try {
    await page.context().setOffline(true);
    await handheldScan(page, ticket.qrData);
    await expect(page.locator("[data-kind]")).toHaveAttribute("data-kind", "admitted");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.locator("[data-state='signing-out']")).toContainText(
      "No connection: you are signed out as soon as it is back, once the 1 waiting scan is sent. If it cannot be sent, it stays on this phone and the next sign-in sends it.",
    );
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("foyer.door-list.")))).toEqual([]);
    expect(await queuedScans(page, door.museum.id)).toHaveLength(1);

    // Back online, the scan goes while the session can still send it, then the phone signs out, with no list left on it.
    await page.context().setOffline(false);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fscan%3Fmuseum%3D/, { timeout: 30_000 });
    expect(await queuedScans(page, door.museum.id)).toEqual([]);
    expect(await checkInsOfTicket(foyer, ticket.id)).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("foyer.door-list.")))).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test("warns before the session ends, as every page does, and Stay signed in renews it", async ({ browser, foyer }) => {
  const { door } = foyer.scenario;
  const context = await browser.newContext({ ...PHONE });
  try {
    await endingSessionCookie(context, foyer.baseUrl, door.staff, 4 * 60);
    const page = await context.newPage();
    await page.goto(`${foyer.baseUrl}/scan?museum=${door.museum.id}`);
    const warning = page.getByRole("alert").filter({ hasText: "Your session ends at" });
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toHaveCount(0);
    expect(await page.evaluate(() => fetch("/api/session").then((response) => response.json()))).toMatchObject({ signedIn: true });
  } finally {
    await context.close();
  }
});
