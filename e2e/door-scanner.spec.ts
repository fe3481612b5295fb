import { chromium, devices, type Browser } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PATH, fakeCameraArgs } from "./support/chromium";
import { signInContext } from "./support/dashboard-session";
import { writeQrVideo } from "./support/fake-camera";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// The door on a 360-pixel phone: Chromium's fake camera plays a clip of one QR code, and the scanner
// answers full-screen, green or red. Signed in as DOOR staff. How fast the check is belongs to
// `npm run bench` (scenario 5), not to a timed assertion here.

const PHONE = { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, timezoneId: "UTC" };

/** The same code with one character of its signature changed. */
function tampered(qrData: string): string {
  return qrData.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
}

async function scanWithCamera(test: { qrData: string; name: string }, foyer: { baseUrl: string; museumId: string; email: string }, outputDir: string) {
  mkdirSync(outputDir, { recursive: true });
  const clip = join(outputDir, `${test.name}.y4m`);
  writeQrVideo(test.qrData, clip);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: fakeCameraArgs(clip) });
  try {
    const context = await browser.newContext({ ...PHONE, permissions: ["camera"] });
    await signInContext(context, foyer.baseUrl, foyer.email);
    const page = await context.newPage();
    await page.goto(`${foyer.baseUrl}/scan?museum=${foyer.museumId}`);
    const result = page.locator("[data-kind]");
    await expect(result).toBeVisible({ timeout: 20_000 });
    await screenshot(page, `scan-${test.name}`, { forDocs: true, fullPage: false });
    const outcome = { kind: await result.getAttribute("data-kind"), text: await result.innerText() };
    await context.close();
    return outcome;
  } finally {
    await browser.close();
  }
}

test.describe("door scanner", () => {
  test("reads a valid membership QR code from the camera: green with the member's name", async ({ foyer }, testInfo) => {
    const { member, museums, staff } = foyer.scenario;
    const outcome = await scanWithCamera({ qrData: member.qrData, name: "valid" }, { baseUrl: foyer.baseUrl, museumId: museums.harbour.id, email: staff.door }, testInfo.outputDir);
    expect(outcome.kind).toBe("valid");
    expect(outcome.text).toContain(member.name);
    expect(outcome.text).toContain(member.membershipName);
  });

  test("refuses a tampered membership QR code from the camera: red", async ({ foyer }, testInfo) => {
    const { member, museums, staff } = foyer.scenario;
    const outcome = await scanWithCamera({ qrData: tampered(member.qrData), name: "tampered" }, { baseUrl: foyer.baseUrl, museumId: museums.harbour.id, email: staff.door }, testInfo.outputDir);
    expect(outcome.kind).toBe("invalid");
    expect(outcome.text).toContain("Not valid");
    expect(outcome.text).not.toContain(member.name);
  });

  test("checks typed or pasted codes without a camera, and is the door role's only page", async ({ browser, foyer }) => {
    const { member, museums, staff } = foyer.scenario;
    const context = await browser.newContext({ ...PHONE });
    await signInContext(context, foyer.baseUrl, staff.door);
    const page = await context.newPage();

    // The dashboard sends door staff to the scanner.
    await page.goto(`${foyer.baseUrl}/museums/${museums.harbour.id}/today`);
    await expect(page).toHaveURL(/\/scan\?museum=/);
    await expect(page.getByRole("status").filter({ hasText: /camera/i })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expectAccessible(page, "door scanner");
    await screenshot(page, "scan", { fullPage: false });

    const code = page.getByLabel("Enter a code instead");
    await code.fill(member.qrData);
    await code.press("Enter");
    const result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "valid");
    await expect(result).toContainText(member.name);
    // Focus holds the answer on screen while it is checked.
    await page.getByRole("button", { name: "Next visitor" }).focus();
    await expectAccessible(page, "door scanner, valid answer");
    await page.getByRole("button", { name: "Next visitor" }).click();
    await expect(result).toHaveCount(0);

    await code.fill(tampered(member.qrData));
    await code.press("Enter");
    await expect(result).toHaveAttribute("data-kind", "invalid");
    await page.getByRole("button", { name: "Next visitor" }).focus();
    await expectAccessible(page, "door scanner, invalid answer");
    await page.keyboard.press("Escape");
    await expect(result).toHaveCount(0);
    await context.close();
  });
});
