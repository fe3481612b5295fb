import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { emailedCode, endingSessionCookie, latestSignInEmailId, signInByForm, staffTwin } from "./support/dashboard-session";
import { restClient } from "./support/rest";
import { expect, expectAccessible, screenshot, test } from "./support/test";

// Sessions that respect work (docs/dashboard.md, "Sessions"): the warning before a session ends, a
// half-typed form kept across signing in again and back on the same page, the 404 page for ids the
// museum does not have, the locked code after too many wrong tries, and event and time slot times in
// their location's time zone.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 860 };

/** Axe at desktop size in the light palette, and on a 360-px phone in the dark one. */
async function accessibleAtBothSizes(page: Page, what: string): Promise<void> {
  await expectAccessible(page, what);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page, `${what} (phone, dark)`);
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(DESKTOP);
}

test("a session that ends while a description is half typed keeps it, and signing in again comes back to it", async ({ page, context, foyer }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const event = await api.post<{ id: string }>("/v1/events", { name: "Harbour lights tour" });
  expect(event.status).toBe(201);
  const eventPath = `/museums/${museums.harbour.id}/events/${event.body.id}`;

  // A session with 25 seconds left: the page warns at once, then ends while the person types.
  // An editor of their own: the sign-in below spends an emailed code no other test waits for.
  const editor = await staffTwin(staff.editor);
  await endingSessionCookie(context, foyer.baseUrl, editor, 25);
  await page.goto(eventPath);
  await expect(page.getByRole("alert").filter({ hasText: "Your session ends at" })).toBeVisible();
  const half = "Lanterns along the quay, the old crane and the night";
  await page.getByLabel("Description").fill(half);

  const ended = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(ended).toBeVisible({ timeout: 40_000 });
  // The page stayed where it was, with what was typed.
  expect(new URL(page.url()).pathname).toBe(eventPath);
  await expect(page.getByLabel("Description")).toHaveValue(half);
  // Saving now is refused in words, and nothing typed is lost.
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your session has ended, so this was not saved." })).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue(half);
  await accessibleAtBothSizes(page, "session ended");
  await screenshot(page, "session-ended");

  await ended.getByRole("link", { name: "Sign in again" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Foyer" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("next")).toBe(eventPath);
  await signInByForm(page, editor);

  // Back on the same page, the draft restored and said so.
  await expect(page.getByRole("heading", { name: "Harbour lights tour", level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(eventPath);
  await expect(page.getByRole("status").filter({ hasText: "Restored your unsaved draft" })).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue(half);
  await accessibleAtBothSizes(page, "restored draft");
  const whole = `${half} shift at the docks.`;
  await page.getByLabel("Description").fill(whole);
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved “Harbour lights tour”." })).toBeVisible();
  expect((await api.get<{ description: string }>(`/v1/events/${event.body.id}`)).body.description).toBe(whole);

  // Saved, the draft is gone: the page opens with what is stored and says nothing of a draft.
  await page.reload();
  await expect(page.getByLabel("Description")).toHaveValue(whole);
  await expect(page.getByText("Restored your unsaved draft")).toHaveCount(0);

  // A draft can be discarded: the form goes back to what is stored.
  await page.getByLabel("Description").fill("Typed, then thought better of");
  await page.reload();
  await expect(page.getByLabel("Description")).toHaveValue("Typed, then thought better of");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel("Description")).toHaveValue(whole);
  await page.reload();
  await expect(page.getByLabel("Description")).toHaveValue(whole);
});

test("staying signed in renews the session for its full length", async ({ page, context, foyer }) => {
  const { museums, staff } = foyer.scenario;
  await endingSessionCookie(context, foyer.baseUrl, staff.editor, 4 * 60);
  await page.goto(`/museums/${museums.harbour.id}/events`);
  const warning = page.getByRole("alert").filter({ hasText: "Your session ends at" });
  await expect(warning).toBeVisible();
  await accessibleAtBothSizes(page, "session ending");
  await screenshot(page, "session-ending");
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toHaveCount(0);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "foyer.session");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(11 * 3600);
});

test("a page whose session has ended sends sign-in back to that page", async ({ page, foyer }) => {
  const { museums, staff } = foyer.scenario;
  const viewer = await staffTwin(staff.viewer);
  const path = `/museums/${museums.harbour.id}/orders?status=CONFIRMED`;
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign in to Foyer" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("next")).toBe(path);
  await signInByForm(page, viewer);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(path);

  // Only a path on this site: anything else goes to the front door.
  await page.context().clearCookies();
  await page.goto(`/sign-in?next=${encodeURIComponent("//evil.example/steal")}`);
  await signInByForm(page, viewer);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(foyer.baseUrl).host);
});

test("an id the museum does not have is the 404 page", async ({ page, foyer, signIn }) => {
  const { museums, staff, event, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const otherEvent = await api.post<{ id: string }>("/v1/events", { name: "Another event" });
  await signIn(staff.owner);
  const base = `/museums/${museums.harbour.id}`;
  const unknown = randomUUID();
  const paths = [
    `${base}/events/${unknown}`,
    `${base}/events/not-an-id`,
    `${base}/events/${unknown}/time-slots/new`,
    `${base}/events/${unknown}/ticket-types/new`,
    `${base}/events/${event.id}/time-slots/${unknown}`,
    `${base}/events/${event.id}/ticket-types/${unknown}`,
    // A real ticket type, but of another event than the address names.
    `${base}/events/${otherEvent.body.id}/ticket-types/${event.ticketTypeId}`,
    `${base}/customers/${unknown}`,
    `${base}/orders/${unknown}`,
    `${base}/desk/orders/${unknown}/print`,
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found", level: 1 })).toBeVisible();
  }
  // The navigation stays, so the way back is one click.
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await accessibleAtBothSizes(page, "record not found");
  await screenshot(page, "record-not-found");
});

test("six wrong codes lock the code, in those words, until a new one is sent", async ({ page, foyer }) => {
  const { staff, museums } = foyer.scenario;
  const newcomer = await staffTwin(staff.newcomer);
  await page.goto("/sign-in");
  const previous = await latestSignInEmailId(newcomer);
  await page.getByLabel("Work email").fill(newcomer);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const code = await emailedCode(newcomer, previous);
  const wrong = code === "000000" ? "111111" : "000000";
  const error = page.locator("#sign-in-error");
  const attempt = async (digits: string) => {
    await page.getByLabel("Six-digit code").fill(digits);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The form empties the field once the answer is in.
    await expect(page.getByLabel("Six-digit code")).toHaveValue("");
  };
  for (let tries = 1; tries <= 6; tries += 1) {
    await attempt(wrong);
    await expect(error).toHaveText(
      tries < 5 ? "That code is wrong, expired or already used. Check the latest email, or send a new code." : "This code is locked after 5 wrong tries. Send a new code.",
    );
  }
  // Locked means locked: the right code is refused too.
  await attempt(code);
  await expect(error).toHaveText("This code is locked after 5 wrong tries. Send a new code.");
  await expectAccessible(page, "sign-in (code locked)");

  const locked = await latestSignInEmailId(newcomer);
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A new code is on its way" })).toBeVisible();
  await page.getByLabel("Six-digit code").fill(await emailedCode(newcomer, locked));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/museums/${museums.harbour.id}/today`));
});

test("event and time slot times are entered and shown in the location's time zone", async ({ page, foyer, signIn }) => {
  const { museums, staff, apiKey } = foyer.scenario;
  const api = restClient(foyer.baseUrl, apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Museum island", timezone: "Europe/Berlin" });
  expect(location.status).toBe(201);
  await signIn(staff.editor);

  // The browser runs in UTC; the form reads and shows Berlin's wall clock.
  await page.goto(`/museums/${museums.harbour.id}/events/new`);
  await page.getByLabel("Name").fill("Winter lecture");
  await page.getByLabel("Location").selectOption({ label: "Museum island" });
  await expect(page.getByText("Times are in Central European Time.")).toBeVisible();
  await page.getByLabel("Starts").fill("2031-01-15T10:00");
  await page.getByLabel("Ends").fill("2031-01-15T11:30");
  await accessibleAtBothSizes(page, "event form with its time zone");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: "Winter lecture", level: 1 })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split("/").pop()!;
  expect((await api.get<{ startsAt: string; endsAt: string }>(`/v1/events/${eventId}`)).body).toMatchObject({
    startsAt: "2031-01-15T09:00:00.000Z",
    endsAt: "2031-01-15T10:30:00.000Z",
  });
  await expect(page.getByLabel("Starts")).toHaveValue("15/01/2031 10:00");

  // A summer slot: 10:00 in Berlin is 08:00Z. Capacity 0 needs "Closed".
  await page.getByRole("link", { name: "Add time slot" }).click();
  await expect(page.getByRole("heading", { name: "New time slot", level: 1 })).toBeVisible();
  await expect(page.getByText("Times are in Central European Time.")).toBeVisible();
  await page.getByLabel("Starts").fill("2031-03-30T02:30");
  await page.getByLabel("Ends").fill("2031-07-15T11:00");
  await page.getByLabel("Capacity").fill("0");
  await page.getByRole("button", { name: "Create time slot" }).click();
  await expect(page.locator("#slot-starts-error")).toHaveText(
    "02:30 does not exist on 30 March 2031 in Central European Time: the clocks go forward then. Choose a time outside that hour.",
  );
  await expect(page.locator("#slot-capacity-error")).toHaveText(
    "A slot with capacity 0 admits nobody. Enter how many visitors it admits, or tick “Closed” to close the slot.",
  );
  await accessibleAtBothSizes(page, "time slot form with errors");
  await page.getByLabel("Starts").fill("2031-07-15T10:00");
  await page.getByLabel(/^Closed/).check();
  await page.getByLabel("Why it is closed").fill("Gallery repainted");
  await page.getByRole("button", { name: "Create time slot" }).click();
  const slots = page.getByRole("region", { name: "Time slots" });
  const row = slots.getByRole("row").nth(1);
  await expect(row).toContainText("15 Jul 2031, 10:00");
  await expect(row).toContainText("Central European Time");
  await expect(row).toContainText("Closed");
  const listed = await api.get<{ list: { startsAt: string; closed: boolean; closedReason: string | null; capacity: number }[] }>(
    `/v1/time-slots?filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "EVENT_ID", value: eventId }))}`,
  );
  expect(listed.body.list).toEqual([expect.objectContaining({ startsAt: "2031-07-15T08:00:00.000Z", capacity: 0, closed: true, closedReason: "Gallery repainted" })]);

  // The list of events shows the start on the same wall clock, and names it.
  await page.getByRole("link", { name: "Events" }).first().click();
  await expect(page.getByRole("row").filter({ hasText: "Winter lecture" })).toContainText("15 Jan 2031, 10:00 (Central European Time)");
});
