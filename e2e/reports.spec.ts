import { expectReportCsv, shownReportMonth, type VisitRowFromApi } from "./support/report-csv";
import { restClient } from "./support/rest";
import { notBeforeToday } from "./support/same-day";
import { PHONE, expect, expectAccessible, expectNoSidewaysScrolling, screenshot, test } from "./support/test";

// The Reports page (docs/reports.md): a month's visitors and sales as a chart and a table, and a CSV
// download with the rows and figures of GET /v1/reports/visits, written for a spreadsheet in the
// page's language: commas and decimal points in English, semicolons and decimal commas in German;
// on a laptop and on a 360-px phone.

test("an owner reads the month's visitors and sales, and downloads them as CSV", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  // Two tickets for a slot that began a few minutes ago, one of them admitted at the door.
  const event = await api.post<{ id: string }>("/v1/events", { name: "Report evening", published: true });
  const ticketType = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, name: "Report ticket", price: 1250, masterLanguage: "en", maxQuantity: 50, published: true });
  const startsAt = new Date(notBeforeToday(Date.now() - 5 * 60_000));
  const slot = await api.post<{ id: string }>("/v1/time-slots", { eventId: event.body.id, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 10 });
  const sold = await Promise.all([1, 2].map(() => api.post<{ qrData: string }>("/v1/tickets", { ticketTypeId: ticketType.body.id, timeSlotId: slot.body.id })));
  expect((await api.post("/v1/check-ins", { qrData: sold[0]!.body.qrData })).status).toBe(201);

  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/today`);
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const month = await shownReportMonth(page);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const range = `from=${month}-01&to=${month}-${String(lastDay).padStart(2, "0")}&groupBy=day`;
  const expected = await api.get<{ rows: VisitRowFromApi[] }>(`/v1/reports/visits?${range}`);
  const totalSold = expected.body.rows.reduce((sum, row) => sum + row.ticketsSold, 0);
  const totalAdmitted = expected.body.rows.reduce((sum, row) => sum + row.admitted, 0);
  expect(totalSold).toBeGreaterThanOrEqual(2);
  expect(totalAdmitted).toBeGreaterThanOrEqual(1);

  const table = page.getByRole("table", { name: /Visitors and sales/ });
  await expect(table.getByRole("row")).toHaveCount(expected.body.rows.length + 2);
  const totals = table.getByRole("row", { name: /^Month/ });
  await expect(totals.getByRole("cell").first()).toHaveText(String(totalSold));
  await expect(totals.getByRole("cell").last()).toHaveText(String(totalAdmitted));
  const plural = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;
  await expect(page.getByRole("img", { name: `${plural(totalSold, "ticket")} sold, ${plural(totalAdmitted, "visitor")} admitted.`, exact: false })).toBeVisible();
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expectAccessible(page, "reports");
  await screenshot(page, "reports", { forDocs: true });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  await expectReportCsv(download, "en", expected.body.rows);

  // The same month on a German page: a file German Excel opens in columns, revenue as 12,50.
  await page.context().addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Berichte", level: 1 })).toBeVisible();
  const [german] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV herunterladen" }).click()]);
  await expectReportCsv(german, "de", expected.body.rows);
  await page.context().addCookies([{ name: "foyer.language", value: "en", url: foyer.baseUrl }]);
  await page.reload();

  // Another month is a click away, and says when it has nothing.
  await page.getByLabel("Month").fill("2020-02");
  await expect(page).toHaveURL(/month=2020-02/);
  await expect(page.getByText("No tickets for time slots in February 2020.")).toBeVisible();
});

test("on a 360-px phone an owner downloads the month's CSV in English and in German, and it agrees with the API", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  await page.setViewportSize(PHONE);
  await signIn(staff.owner);
  await page.goto(`/museums/${museums.harbour.id}/reports`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const month = await shownReportMonth(page);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const expected = await api.get<{ rows: VisitRowFromApi[] }>(`/v1/reports/visits?from=${month}-01&to=${month}-${String(lastDay).padStart(2, "0")}&groupBy=day`);
  // The scenario's tickets are today's, so the month has rows to agree on.
  expect(expected.body.rows.length).toBeGreaterThan(0);
  // The table, its widest part, scrolls inside its card instead of widening the page.
  await expect(page.getByRole("table", { name: /Visitors and sales/ }).getByRole("row")).toHaveCount(expected.body.rows.length + 2);
  await expectNoSidewaysScrolling(page, "reports on a phone");
  await expectAccessible(page, "reports on a phone");

  const [english] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  await expectReportCsv(english, "en", expected.body.rows);

  await page.context().addCookies([{ name: "foyer.language", value: "de", url: foyer.baseUrl }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Berichte", level: 1 })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(expected.body.rows.length + 2);
  await expectNoSidewaysScrolling(page, "reports on a phone in German");
  await expectAccessible(page, "reports on a phone in German");
  const [german] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV herunterladen" }).click()]);
  await expectReportCsv(german, "de", expected.body.rows);
});
