import type { Page } from "@playwright/test";
import { expectReportCsv, shownReportMonth, type VisitRowFromApi } from "./support/report-csv";
import { restClient } from "./support/rest";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// The Season page (docs/dashboard.md, docs/schedules.md): an editor previews and creates a schedule
// for an event at a Berlin location, finds its slots in the calendar, closes a day and a single slot
// (each after a confirmation), and REST then refuses holds on them; then the Reports page's CSV.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Tuesday 5 January 2027", as the page names a day. */
function dayTitle(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The month after next (YYYY-MM), so every slot of the test lies in the future. */
function comingMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
}

interface Slot {
  id: string;
  startsAt: string;
  closed: boolean;
}

const eventFilter = (eventId: string) => encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "EVENT_ID", value: eventId }));

async function openSeason(page: Page, museumId: string) {
  await page.goto(`/museums/${museumId}/today`);
  await page.getByRole("link", { name: "Season" }).click();
  await expect(page.getByRole("heading", { name: "Season", level: 1 })).toBeVisible();
}

test("an editor previews and creates a season, closes a day and a slot in the calendar, and downloads the report", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Spree wing", timezone: "Europe/Berlin" });
  const event = await api.post<{ id: string }>("/v1/events", { name: "Riverside lights", locationId: location.body.id, published: true });
  const ticketType = await api.post<{ id: string }>("/v1/ticket-types", { eventId: event.body.id, locationId: location.body.id, name: "Riverside ticket", price: 900, masterLanguage: "en", maxQuantity: 500, published: true });
  const month = comingMonth();
  // 5–11 of the month without Mondays and without the 8th, two entries a day.
  const days = [5, 6, 7, 8, 9, 10, 11].map((day) => `${month}-${String(day).padStart(2, "0")}`).filter((day) => day !== `${month}-08` && new Date(`${day}T00:00:00Z`).getUTCDay() !== 1);
  const expected = days.length * 2;

  await signIn(staff.editor);
  await openSeason(page, museums.harbour.id);
  const form = page.getByRole("form", { name: "New schedule" });
  await form.getByLabel("Event").selectOption({ label: "Riverside lights" });
  await expect(form.getByText("Times are in Central European Time, the time zone of Spree wing.")).toBeVisible();
  await form.getByLabel("First day").fill(`${month}-05`);
  await form.getByLabel("Last day").fill(`${month}-11`);
  await form.getByRole("checkbox", { name: "Monday" }).uncheck();
  await form.getByLabel("Start times").fill("10:00, 14:00");
  await form.getByLabel("Length of each time slot (minutes)").fill("90");
  await form.getByLabel("Capacity").fill("30");
  await form.getByLabel("Closed dates").fill(`${month}-08`);

  // The dry run lists the slots in Berlin time and stores nothing.
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(form.getByText(`${expected} time slots would be made (times in Central European Time).`, { exact: false })).toBeVisible();
  const previewRows = form.getByRole("table", { name: "Time slots the schedule would make" }).getByRole("row");
  await expect(previewRows).toHaveCount(expected + 1);
  await expect(previewRows.nth(1).getByRole("cell").nth(1)).toHaveText("10:00");
  expect((await api.get<{ list: unknown[] }>(`/v1/events/${event.body.id}/schedules`)).body.list).toEqual([]);
  await expectAccessible(page, "season with a preview");

  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.getByText(`Schedule created: ${expected} time slots made`)).toBeVisible();
  const made = await api.get<{ total: number; list: Slot[] }>(`/v1/time-slots?filter=${eventFilter(event.body.id)}`);
  expect(made.body.total).toBe(expected);

  // The calendar shows the event's month; a day opens with its slots, in Berlin time.
  await form.getByRole("button", { name: "Show it in the calendar" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}.*event=${event.body.id}`));
  const closedDay = days[0]!;
  await page.getByRole("button", { name: `${dayTitle(closedDay)}: 2 time slots, 0 of 60 places taken` }).click();
  const heading = page.getByRole("heading", { name: dayTitle(closedDay), level: 2 });
  await expect(heading).toBeFocused();
  const slots = page.getByRole("list", { name: `Time slots on ${dayTitle(closedDay)}` }).getByRole("listitem");
  await expect(slots).toHaveCount(2);
  await expect(slots.first()).toContainText("10:00–11:30");
  await expect(slots.first()).toContainText("(Central European Time)");

  // Closing the day asks first, in plain words, and can be cancelled.
  await page.getByRole("button", { name: "Close this day" }).click();
  const dialog = page.getByRole("dialog", { name: `Close ${dayTitle(closedDay)}?` });
  await expect(dialog).toContainText("will take no new bookings");
  await expectAccessible(page, "season close-day confirmation");
  await screenshot(page, "season-confirm", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await api.get<{ list: Slot[] }>(`/v1/time-slots?filter=${eventFilter(event.body.id)}`)).body.list.filter((slot) => slot.closed)).toEqual([]);

  await page.getByRole("button", { name: "Close this day" }).click();
  await dialog.getByLabel("Reason (optional, for staff)").fill("Staff training");
  await dialog.getByRole("button", { name: "Close the day" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${dayTitle(closedDay)} is closed.` })).toBeVisible();
  await expect(page.getByRole("button", { name: `${dayTitle(closedDay)}: 2 time slots, 0 of 60 places taken, closed: Staff training` })).toBeVisible();
  await expect(slots.first()).toContainText("Closed: Staff training");

  // One slot of the next day, alone.
  const slotDay = days[1]!;
  await page.getByRole("button", { name: new RegExp(`^${dayTitle(slotDay)}: 2 time slots`) }).click();
  await page.getByRole("button", { name: "Close 14:00, Riverside lights" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close the time slot" }).click();
  await expect(page.getByRole("button", { name: `${dayTitle(slotDay)}: 2 time slots, 0 of 60 places taken, 1 closed` })).toBeVisible();
  await expectAccessible(page, "season");
  await screenshot(page, "season", { forDocs: true });

  // What the calendar shows closed, REST refuses to hold; the open slot still sells.
  const after = (await api.get<{ list: Slot[] }>(`/v1/time-slots?filter=${eventFilter(event.body.id)}`)).body.list;
  const closed = after.filter((slot) => slot.closed);
  expect(closed).toHaveLength(3);
  for (const slot of closed) {
    const hold = await api.post<{ error: { code: string } }>("/v1/ticket-reservations", { ticketTypeId: ticketType.body.id, timeSlotId: slot.id });
    expect([hold.status, hold.body.error.code]).toEqual([409, "TIME_SLOT_CLOSED"]);
  }
  const open = after.find((slot) => !slot.closed)!;
  expect((await api.post("/v1/ticket-reservations", { ticketTypeId: ticketType.body.id, timeSlotId: open.id })).status).toBe(201);

  // The Reports page's CSV has the API's figures, row for row.
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const reportMonth = await shownReportMonth(page);
  const lastDay = new Date(Date.UTC(Number(reportMonth.slice(0, 4)), Number(reportMonth.slice(5, 7)), 0)).getUTCDate();
  const range = `from=${reportMonth}-01&to=${reportMonth}-${String(lastDay).padStart(2, "0")}&groupBy=day`;
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  await expectReportCsv(download, "en", (await api.get<{ rows: VisitRowFromApi[] }>(`/v1/reports/visits?${range}`)).body.rows);
});

test("a viewer sees the season but can change nothing", async ({ page, foyer, signIn }) => {
  const { museums, staff } = foyer.scenario;
  await signIn(staff.viewer);
  await openSeason(page, museums.harbour.id);
  const form = page.getByRole("form", { name: "New schedule" });
  await expect(form.getByText("Your role here is viewer")).toBeVisible();
  await expect(form.getByRole("button", { name: "Create" })).toBeDisabled();
  // Today has the scenario's slots (and any other test's); a viewer sees them without the buttons that change them.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole("button", { name: new RegExp(`^${dayTitle(today)}: \\d+ time slots`) }).click();
  await expect(page.getByRole("list", { name: `Time slots on ${dayTitle(today)}` }).getByText("Light & Water").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Close this day" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Close \d/ })).toHaveCount(0);
});
