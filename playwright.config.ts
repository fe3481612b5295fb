import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";

// Browser tests (e2e/) on Debian's Chromium, never a downloaded browser. e2e/support/global-setup.ts
// starts one Foyer on a fresh SQLite database for the run (the production build in NEXT_DIST_DIR).

/** Specs that must not run beside another (see projects below). */
const ALONE = [
  // Switch a shared museum's settings for a while.
  "admin.spec.ts",
  "door-scanner.spec.ts",
  "members-without-booking.spec.ts",
  // Read figures of a whole shared museum that other files' sales and customers would move.
  "filter-builder.spec.ts",
  "reports.spec.ts",
  "today-figures.spec.ts",
  // Times key presses.
  "door-handheld.spec.ts",
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  // Two files at a time against the one app: a browser test spends most of its time waiting for the
  // page, and the other file uses it (e2e/README.md, "Speed"). Tests inside a file run in order.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: "side by side", testIgnore: ALONE },
    // The files above run after the rest, one at a time, so no other test sees their switch, moves
    // their figures or slows their keys. `npm run test:e2e` runs the two projects one after the other
    // (scripts/test-e2e.mjs), so a failure in the first does not keep the second from running.
    { name: "alone", testMatch: ALONE, workers: 1, dependencies: ["side by side"] },
  ],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    timezoneId: "UTC",
    locale: "en-GB",
    viewport: { width: 1280, height: 860 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
});
