import type { Page } from "@playwright/test";
import { doorTicketing, sellTicket } from "./support/door";
import { doorPhone, queuedScans } from "./support/door-phone";
import { expect, expectAccessible, test } from "./support/test";

// The door at an exit (docs/dashboard.md, "The door scanner", "At an exit"; docs/admission.md, "Who is
// inside now"): on a phone, a visitor is let in, scanned out, and comes back in when the ticket type
// allows re-entry the same day, and is turned away when it does not; the count the museum reads moves
// with each scan, and not with an exit scanned without a connection.

async function scan(page: Page, qrData: string) {
  const code = page.getByLabel("Enter a code instead");
  await code.fill(qrData);
  await code.press("Enter");
  return page.locator("[data-kind]");
}

async function next(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-kind]")).toHaveCount(0);
}

test("on a phone a visitor is let in, scanned out at the exit, and let in again only when the ticket allows it", async ({ browser, foyer }) => {
  const sameDay = await doorTicketing(foyer);
  expect((await sameDay.api.patch(`/v1/ticket-types/${sameDay.ticketTypeId}`, { reentry: "SAME_DAY" })).status).toBe(200);
  const once = await doorTicketing(foyer);
  const returning = await sellTicket(sameDay, "Caroline Herschel");
  const single = await sellTicket(once, "Annie Jump Cannon");
  const insideAt = async (ticketing: typeof once) => {
    const slot = await ticketing.api.get<{ locationId: string }>(`/v1/time-slots/${ticketing.slot.id}`);
    const occupancy = await ticketing.api.get<{ list: { locationId: string; inside: number }[] }>("/v1/occupancy");
    return occupancy.body.list.find((entry) => entry.locationId === slot.body.locationId)?.inside;
  };

  const page = await doorPhone(browser, foyer);
  try {
    const letIn = page.getByRole("radio", { name: "Let in" });
    const exit = page.getByRole("radio", { name: "Scan out" });
    await expect(letIn).toBeChecked();

    // The first tap on the page is on Check: it unlocks the sound and must still land on the button.
    await page.getByLabel("Enter a code instead").fill(returning.qrData);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    let result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await expect(result).toContainText("Caroline Herschel");
    await next(page);
    expect(await insideAt(sameDay)).toBe(1);

    // The phone moves to the exit.
    await exit.check();
    await expect(page.getByText("Exit: each scan counts a visitor out.")).toBeVisible();
    result = await scan(page, returning.qrData);
    await expect(result).toHaveAttribute("data-kind", "left");
    await expect(result).toContainText("Scanned out");
    await expect(result).toContainText("This ticket lets them back in today.");
    await expectAccessible(page, "the exit's answer on a phone");
    await next(page);
    expect(await insideAt(sameDay)).toBe(0);

    // Scanned out twice: nothing more is counted.
    result = await scan(page, returning.qrData);
    await expect(result).toHaveAttribute("data-kind", "not-inside");
    await expect(result).toContainText("Not inside");
    await next(page);
    expect(await insideAt(sameDay)).toBe(0);

    // The phone keeps being the exit.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Scan out" })).toBeChecked();
    await expectAccessible(page, "the scanner at an exit on a phone");

    // Back at the entrance: the same-day ticket comes in again, the single-entry one only once.
    await page.getByRole("radio", { name: "Let in" }).check();
    result = await scan(page, returning.qrData);
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await next(page);
    expect(await insideAt(sameDay)).toBe(1);

    // At the exit without a connection: the phone cannot count the exit, says so, and keeps nothing to send.
    await page.getByRole("radio", { name: "Scan out" }).check();
    await page.context().setOffline(true);
    result = await scan(page, returning.qrData);
    await expect(result).toHaveAttribute("data-kind", "error");
    await expect(result).toContainText("Not checked");
    await expect(result).toContainText("No connection: exits are counted only online. Let the visitor out; the count catches up when their slot ends.");
    await expectAccessible(page, "an exit without a connection on a phone");
    await next(page);
    expect(await insideAt(sameDay)).toBe(1);
    expect(await queuedScans(page, foyer.scenario.door.museum.id)).toEqual([]);
    await page.context().setOffline(false);
    await expect(page.locator("[data-state='offline']")).toHaveCount(0, { timeout: 20_000 });
    expect(await insideAt(sameDay)).toBe(1);
    await page.getByRole("radio", { name: "Let in" }).check();

    result = await scan(page, single.qrData);
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await next(page);
    await page.getByRole("radio", { name: "Scan out" }).check();
    result = await scan(page, single.qrData);
    await expect(result).toHaveAttribute("data-kind", "left");
    await expect(result).toContainText("This ticket does not let them back in.");
    await next(page);
    await page.getByRole("radio", { name: "Let in" }).check();
    result = await scan(page, single.qrData);
    await expect(result).toHaveAttribute("data-kind", "used");
    await next(page);
    expect(await insideAt(once)).toBe(0);

    // The location admits one at a time and Caroline is inside: the next visitor waits, told why in words.
    const slot = await sameDay.api.get<{ locationId: string }>(`/v1/time-slots/${sameDay.slot.id}`);
    expect((await sameDay.api.patch(`/v1/locations/${slot.body.locationId}`, { maxOccupancy: 1 })).status).toBe(200);
    const waiting = await sellTicket(sameDay, "Henrietta Leavitt");
    result = await scan(page, waiting.qrData);
    await expect(result).toContainText("Full: wait");
    await expect(result).toContainText("1 visitor is inside, at most 1 at once.");
    await expect(result).toContainText("Let the visitor in once someone has left; the ticket stays good.");
    await expectAccessible(page, "a full location's answer on a phone");
    await next(page);
    expect(await insideAt(sameDay)).toBe(1);
  } finally {
    await page.context().close();
  }
});
