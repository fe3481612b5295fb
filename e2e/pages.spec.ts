import { restClient } from "./support/rest";
import { dashboardPages as pages, museum } from "./support/dashboard-pages";
import { expect, expectAccessible, expectAccessibleInEveryLook, PHONE, screenshot, test, type Look } from "./support/test";

// Every dashboard page, as an owner, in every look (desktop and a 360-px phone, light and dark): it
// renders its main content, has no serious or critical accessibility violation, is no wider than the
// phone's screen, and leaves screenshots (the main ones also for the README). One test per page, its
// looks one after another on the same page, so the walk costs one page load per page.

const isPhoneDark = ({ size, colorScheme }: Look) => size === "phone" && colorScheme === "dark";
const isDesktopLight = ({ size, colorScheme }: Look) => size === "desktop" && colorScheme === "light";

for (const { name, path, heading, ready, docs } of pages) {
  test(`the ${name} page renders accessibly in every look`, async ({ page, foyer, signIn }) => {
    const { scenario } = foyer;
    await signIn(scenario.staff.owner);
    await page.goto(path(scenario));
    await expect(page.getByRole("heading", { name: heading(scenario), level: 1 })).toBeVisible();
    if (ready) await expect(page.getByText(ready(scenario), { exact: true }).first()).toBeVisible();
    await expectAccessibleInEveryLook(page, name, async (look) => {
      if (isDesktopLight(look)) await screenshot(page, name, { forDocs: docs });
      if (isPhoneDark(look)) await screenshot(page, `${name}-phone-dark`, { forDocs: name === "today" });
    });
  });
}

test("an order's page and its printable tickets render accessibly in every look", async ({ page, foyer, signIn }) => {
  const { scenario } = foyer;
  const api = restClient(foyer.baseUrl, scenario.apiKey);
  const startsAt = new Date(Date.now() + 86_400_000);
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: scenario.event.id, locationId: scenario.event.locationId, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 5 });
  const order = await api.post<{ id: string }>("/v1/orders", { timeSlotId: slot.body.id, email: "pages@example.org", lines: [{ ticketTypeId: scenario.event.ticketTypeId, quantity: 2 }] });
  expect((await api.post(`/v1/orders/${order.body.id}/confirm`, {})).status).toBe(200);
  await signIn(scenario.staff.owner);

  await page.goto(`${museum(scenario)}/orders/${order.body.id}`);
  await expect(page.getByRole("heading", { name: "Order for pages@example.org", level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-timeline")).toBeVisible();
  await expectAccessibleInEveryLook(page, "order", async (look) => {
    if (isDesktopLight(look)) await screenshot(page, "order");
    if (isPhoneDark(look)) await screenshot(page, "order-phone-dark");
  });

  await page.goto(`${museum(scenario)}/desk/orders/${order.body.id}/print`);
  await expect(page.getByRole("heading", { name: "Tickets sold", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of ticket/ })).toHaveCount(2);
  await expectAccessibleInEveryLook(page, "desk-print", async (look) => {
    if (isDesktopLight(look)) await screenshot(page, "desk-print-a4");
  });
});

test("the menu opens on a phone, accessibly in both palettes", async ({ page, foyer, signIn }) => {
  const { scenario } = foyer;
  await signIn(scenario.staff.owner);
  await page.setViewportSize(PHONE);
  await page.goto(`${museum(scenario)}/today`);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `the menu (phone, ${colorScheme})`);
  }
  await screenshot(page, "menu-phone-dark", { fullPage: false });
});
