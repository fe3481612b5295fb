import { expect, type Browser, type Page } from "@playwright/test";
import { signInContext } from "./dashboard-session";
import { PHONE } from "./door";
import type { Foyer } from "./test";

// A door phone without a camera (the handheld scanner and the offline tests): signed in as the door
// museum's staff, on its scanner, and what the tests ask of it: whether the scanner is kept for
// offline use, what waits in its queue, and signing in again through the form after a session ended.

export async function doorPhone(browser: Browser, foyer: Foyer, entrance?: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE });
  if (entrance) await context.addInitScript((value) => window.localStorage.setItem("foyer.scanner.entrance", value), entrance);
  await signInContext(context, foyer.baseUrl, foyer.scenario.door.staff);
  const page = await context.newPage();
  await page.goto(`${foyer.baseUrl}/scan?museum=${foyer.scenario.door.museum.id}`);
  await page.waitForFunction((museumId) => localStorage.getItem(`foyer.door-list.${museumId}`) !== null, foyer.scenario.door.museum.id);
  return page;
}

/** Waits until the service worker keeps the scanner page and its build files (public/scan-sw.js). */
export async function waitUntilKeptOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const kept = (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat();
          const scripts = [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname);
          return kept.includes("/scan") && scripts.length > 0 && scripts.every((script) => kept.includes(script));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

export async function queuedScans(page: Page, museumId: string): Promise<{ qrData: string; phoneDecision: string }[]> {
  return page.evaluate((id) => JSON.parse(localStorage.getItem(`foyer.offline-scans.${id}`) ?? "[]"), museumId);
}

/** A handheld scanner: the code's keys `msPerKey` apart, then Enter. */
export async function handheldScan(page: Page, qrData: string, msPerKey = 0): Promise<void> {
  await page.keyboard.type(qrData, { delay: msPerKey });
  await page.keyboard.press("Enter");
}
