import { test as base, expect, type Page } from "@playwright/test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { runAxe } from "./axe";
import type { Scenario } from "./scenario";
import { signInContext } from "./dashboard-session";

// The suite's test function: the running app and its seeded museum, signing a page in as one of the
// museum's staff, and the check every page gets (no serious or critical accessibility violation, and
// a screenshot kept as an artifact; with UPDATE_DOCS_SCREENSHOTS=1 the main ones go to docs/screenshots).

export interface Foyer {
  baseUrl: string;
  scenario: Scenario;
}

const SCREENSHOTS = join(process.cwd(), "test-results", "screenshots");
const DOCS_SCREENSHOTS = join(process.cwd(), "docs", "screenshots");

export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await runAxe(page);
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`);
  expect(report, `accessibility violations on ${what}`).toEqual([]);
}

/** How staff see a page: at desktop size or on a 360-px phone, in the light palette or the dark one. */
export interface Look {
  size: "desktop" | "phone";
  colorScheme: "light" | "dark";
}

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 360, height: 740 };

/** Every look, in an order where each step changes one thing (docs/dashboard.md, "Browser tests"). */
export const EVERY_LOOK: Look[] = [
  { size: "desktop", colorScheme: "light" },
  { size: "desktop", colorScheme: "dark" },
  { size: "phone", colorScheme: "dark" },
  { size: "phone", colorScheme: "light" },
];

export async function showAs(page: Page, { size, colorScheme }: Look): Promise<void> {
  await page.setViewportSize(size === "phone" ? PHONE : DESKTOP);
  await page.emulateMedia({ colorScheme });
}

/**
 * Nothing is wider than the screen: wide tables scroll inside their cards, lists turn into cards.
 * When something is, the message names the innermost elements that reach past the screen's edge.
 */
export async function expectNoSidewaysScrolling(page: Page, what: string): Promise<void> {
  const { width, screen, past } = await page.evaluate(() => {
    const edge = window.innerWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > edge + 0.5 && !clipped(element);
    const overflowing = document.documentElement.scrollWidth > edge ? [...document.body.querySelectorAll("*")].filter(reachesPast) : [];
    const innermost = overflowing.filter((element) => ![...element.children].some(reachesPast));
    const name = (element: Element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${element.textContent?.trim().slice(0, 40) ?? ""}`;
    return { width: document.documentElement.scrollWidth, screen: edge, past: innermost.slice(0, 5).map(name) };
  });
  expect(width, `${what} is wider than the screen: ${past.join("; ")}`).toBeLessThanOrEqual(screen);
}

/**
 * The page as it stands, in every look: accessible in each, and no wider than a phone's screen on
 * the phone. `atEach` runs after each look's checks (screenshots, mostly).
 */
export async function expectAccessibleInEveryLook(page: Page, what: string, atEach?: (look: Look) => Promise<void>): Promise<void> {
  for (const look of EVERY_LOOK) {
    await showAs(page, look);
    const where = `${what} (${look.size}, ${look.colorScheme})`;
    if (look.size === "phone") await expectNoSidewaysScrolling(page, where);
    await expectAccessible(page, where);
    await atEach?.(look);
  }
}

/** Saves a full-page screenshot under test-results/screenshots; `forDocs` also copies it to docs/screenshots. */
export async function screenshot(page: Page, name: string, { forDocs = false, fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  // From the top, as a visitor first sees the page (a scrolled page shifts sticky parts in full-page shots).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage, animations: "disabled" });
  await base.info().attach(name, { path, contentType: "image/png" });
  if (forDocs && process.env.UPDATE_DOCS_SCREENSHOTS === "1") {
    mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
    copyFileSync(path, join(DOCS_SCREENSHOTS, `${name}.png`));
  }
}

export const test = base.extend<{ signIn: (email: string) => Promise<void> }, { foyer: Foyer }>({
  foyer: [
    async ({}, provide) => {
      const baseUrl = process.env.FOYER_E2E_BASE_URL;
      const scenario = process.env.FOYER_E2E_SCENARIO;
      if (!baseUrl || !scenario) throw new Error("The app is not running: run the suite with `npm run test:e2e`.");
      await provide({ baseUrl, scenario: JSON.parse(scenario) as Scenario });
    },
    { scope: "worker" },
  ],
  // Fixtures hand their value to `provide` (Playwright calls it `use`, which React's lint rules claim).
  baseURL: async ({ foyer }, provide) => provide(foyer.baseUrl),
  signIn: async ({ context, foyer }, provide) => provide((email) => signInContext(context, foyer.baseUrl, email)),
});

export { expect };
