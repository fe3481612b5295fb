import { restClient } from "./support/rest";
import { dashboardPages as pages, museum } from "./support/dashboard-pages";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// Every dashboard page, as an owner: it renders its main content, has no serious or critical
// accessibility violation, and leaves a screenshot (the main ones also for the README).

for (const { name, path, heading, ready, docs } of pages) {
  test(`the ${name} page renders accessibly`, async ({ page, foyer, signIn }) => {
    const { scenario } = foyer;
    await signIn(scenario.staff.owner);
    await page.goto(path(scenario));
    await expect(page.getByRole("heading", { name: heading(scenario), level: 1 })).toBeVisible();
    if (ready) await expect(page.getByText(ready(scenario), { exact: true }).first()).toBeVisible();
    await expectAccessible(page, name);
    await screenshot(page, name, { forDocs: docs });
  });
}

test("the printable tickets of a desk sale render accessibly", async ({ page, foyer, signIn }) => {
  const { scenario } = foyer;
  const api = restClient(foyer.baseUrl, scenario.apiKey);
  const slots = await api.get<{ list: { id: string }[] }>(`/v1/time-slots?filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "EVENT_ID", value: scenario.event.id }))}`);
  const order = await api.post<{ id: string }>("/v1/orders", { timeSlotId: slots.body.list[0]!.id, lines: [{ ticketTypeId: scenario.event.ticketTypeId, quantity: 2 }] });
  expect((await api.post(`/v1/orders/${order.body.id}/confirm`, {})).status).toBe(200);
  await signIn(scenario.staff.owner);
  await page.goto(`${museum(scenario)}/desk/orders/${order.body.id}/print`);
  await expect(page.getByRole("heading", { name: "Tickets sold", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of ticket/ })).toHaveCount(2);
  await expectAccessible(page, "desk-print");
  await screenshot(page, "desk-print-a4");
});

test("pages fit a 360-pixel phone and dark mode keeps its contrast", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.owner);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: "dark" });
  for (const section of ["today", "orders", "customers", "events", "season", "webhooks"]) {
    await page.goto(`/museums/${museums.harbour.id}/${section}`);
    await expect(page.getByRole("main")).toBeVisible();
    // Nothing is wider than the screen: tables scroll inside their cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, `${section} (phone, dark)`);
    await screenshot(page, `${section}-phone-dark`, { forDocs: section === "today" });
  }
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await screenshot(page, "menu-phone-dark", { fullPage: false });
});

test("an order's page renders accessibly, on a 360-pixel phone in dark mode too", async ({ page, foyer, signIn }) => {
  const { scenario } = foyer;
  const api = restClient(foyer.baseUrl, scenario.apiKey);
  const startsAt = new Date(Date.now() + 86_400_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: scenario.event.id, locationId: scenario.event.locationId, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 5 });
  const made = await api.post<{ id: string }>("/v1/orders", { timeSlotId: slot.body.id, email: "pages@example.org", lines: [{ ticketTypeId: scenario.event.ticketTypeId, quantity: 1 }] });
  await api.post(`/v1/orders/${made.body.id}/confirm`, {});
  const order = made.body;
  await signIn(scenario.staff.owner);
  await page.goto(`${museum(scenario)}/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: "Order for pages@example.org", level: 1 })).toBeVisible();
  await expectAccessible(page, "order");
  await screenshot(page, "order");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.getByTestId("order-timeline")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, "order (phone, dark)");
  await screenshot(page, "order-phone-dark");
});
