import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { expect, expectAccessibleInEveryLook, expectNoSidewaysScrolling, PHONE, test } from "./support/test";

// Today's "Inside now" (docs/dashboard.md, "Today"; docs/admission.md, "Who is inside now"): each
// location's count of visitors inside, against its most allowed, moving within seconds of an entrance
// or an exit made anywhere, in English and German.

const WITHIN_TWO_SECONDS = { timeout: 2_500 };

test("Today shows who is inside each location now, live, against its most allowed", async ({ page, context, foyer, signIn }) => {
  const { museums, apiKey, staff } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const hall = await api.post<{ id: string }>("/v1/locations", { name: "Lighthouse hall", timezone: "UTC", maxOccupancy: 3 });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Lighthouse lamps", locationId: hall.body.id, published: true });
  const entry = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: hall.body.id, name: "Lamp room", price: 500, masterLanguage: "en", maxQuantity: 10, published: true });
  const startsAt = new Date(notBeforeToday(Date.now() - 5 * 60_000));
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, locationId: hall.body.id, capacity: 10, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString() });
  expect([hall.status, event.status, entry.status, slot.status]).toEqual([201, 201, 201, 201]);
  const codes: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const sold = await api.post<{ qrData: string }>("/v1/tickets", { ticketTypeId: entry.body.id, timeSlotId: slot.body.id });
    expect(sold.status).toBe(201);
    codes.push(sold.body.qrData);
  }

  await signIn(staff.viewer);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  const insideNow = page.getByRole("region", { name: "Inside now" });
  const hallLine = insideNow.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Lighthouse hall$/ }) }).locator("dd");
  await expect(hallLine).toHaveText("0 of 3 inside");

  for (const code of codes.slice(0, 2)) expect((await api.post("/v1/check-ins", { qrData: code })).status).toBe(201);
  await expect(hallLine).toHaveText("2 of 3 inside", WITHIN_TWO_SECONDS);
  expect((await api.post("/v1/check-ins", { qrData: codes[2] })).status).toBe(201);
  await expect(hallLine.getByText("Full", { exact: true })).toBeVisible(WITHIN_TWO_SECONDS);
  await expect(hallLine).toContainText("3 of 3 inside");
  await expectAccessibleInEveryLook(page, "Today with a full location");

  // One leaves: the count goes down at once, and the building is no longer full.
  expect((await api.post("/v1/check-outs", { qrData: codes[0] })).status).toBe(201);
  await expect(hallLine).toHaveText("2 of 3 inside", WITHIN_TWO_SECONDS);
  await expect(hallLine.getByText("Full", { exact: true })).toHaveCount(0);

  // Another day shows its slots, not who is inside now.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/museums/${museums.harbour.id}/today?date=${tomorrow}`);
  await expect(page.getByRole("region", { name: "The day in numbers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inside now" })).toHaveCount(0);

  await context.addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
  await page.setViewportSize(PHONE);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  const germanLine = page.getByRole("region", { name: "Jetzt im Haus" }).locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Lighthouse hall$/ }) }).locator("dd");
  await expect(germanLine).toHaveText("2 von höchstens 3 im Haus");
  await expectNoSidewaysScrolling(page, "Today's inside now on a phone in German");
  await context.addCookies([{ name: "foyer.language", value: "en", url: foyer.baseUrl }]);
});
