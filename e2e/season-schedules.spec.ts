import type { Page } from "@playwright/test";
import { restClient } from "./support/rest";
import { DESKTOP, PHONE, expect, expectAccessible, expectNoSidewaysScrolling, test } from "./support/test";

// The Season page's schedules (docs/schedules.md, docs/dashboard.md "Season"), in English and in
// German, each on a laptop and on a 360-px phone: the form says what is wrong in plain words (never the schema's),
// reads dates and numbers as the language writes them, empties after a create, refuses the same rule
// twice; the list says each rule in words and changes or deletes it; a schedule's closed day says so.

/** Words only a schema or a developer would write. */
const SCHEMA_WORDING = /Expected|Invalid input|Too small|Too big|received|YYYY|HH:MM|undefined|NaN|SCHEDULE_/;

const WORDS = {
  en: {
    season: "Season",
    form: "New schedule",
    changeForm: "Change schedule",
    event: "Event",
    firstDay: "First day",
    lastDay: "Last day",
    startTimes: "Start times",
    duration: "Length of each time slot (minutes)",
    capacity: "Capacity",
    groupCapacity: "Places kept for groups",
    closedDates: "Closed dates",
    preview: "Preview",
    create: "Create",
    save: "Save the change",
    chooseEvent: "Choose the event the time slots are for.",
    enterFirstDay: "Enter the first day.",
    enterCapacity: "Enter the capacity.",
    badTime: "Enter the start times as hours and minutes, e.g. 10:00.",
    badDuration: "Enter the length of each time slot as a number.",
    negativeCapacity: "The capacity cannot be less than 0.",
    notDays: "These are not dates: Christmas.",
    wouldMake: "12 time slots would be made",
    created: "Schedule created: 12 time slots made",
    duplicate: "This event already has a schedule with the same rule",
    changed: "Schedule changed:",
    listed: (day: string) => ["every day, at 10:00 and 14:00, 90 minutes each, 1,080 places, 100 of them kept for groups", `closed on ${day}`],
    change: "Change",
    delete: "Delete",
    deleteConfirm: "Delete the schedule",
    closedDay: (event: string) => `closed, closed day of the schedule for ${event}`,
    closeSlot: "Close 10:00",
    show: "Show it in the calendar",
    wrongClosed: "Christmas",
    capacityTyped: "1,080",
    groupPlacesFit: "Keep at most 40 places for groups: the places kept are part of the capacity.",
  },
  de: {
    season: "Saison",
    form: "Neuer Zeitplan",
    changeForm: "Zeitplan ändern",
    event: "Veranstaltung",
    firstDay: "Erster Tag",
    lastDay: "Letzter Tag",
    startTimes: "Startzeiten",
    duration: "Länge jedes Zeitfensters (Minuten)",
    capacity: "Kapazität",
    groupCapacity: "Plätze für Gruppen",
    closedDates: "Schließtage",
    preview: "Vorschau",
    create: "Anlegen",
    save: "Änderung speichern",
    chooseEvent: "Wählen Sie die Veranstaltung, für die die Zeitfenster gelten.",
    enterFirstDay: "Geben Sie den ersten Tag ein.",
    enterCapacity: "Geben Sie die Kapazität ein.",
    badTime: "Geben Sie die Startzeiten als Stunden und Minuten ein, z. B. 10:00.",
    badDuration: "Geben Sie die Länge jedes Zeitfensters als Zahl ein.",
    negativeCapacity: "Der Wert darf nicht kleiner als 0 sein.",
    notDays: "Das sind keine Daten: Weihnachten.",
    wouldMake: "12 Zeitfenster würden angelegt",
    created: "Zeitplan angelegt: 12 Zeitfenster erstellt",
    duplicate: "Diese Veranstaltung hat schon einen Zeitplan mit derselben Regel",
    changed: "Zeitplan geändert:",
    listed: (day: string) => ["jeden Tag, um 10:00 und 14:00, je 90 Minuten, 1.080 Plätze, davon 100 für Gruppen", `geschlossen am ${day}`],
    change: "Ändern",
    delete: "Löschen",
    deleteConfirm: "Zeitplan löschen",
    closedDay: (event: string) => `geschlossen, Schließtag des Zeitplans für ${event}`,
    closeSlot: "10:00 schließen",
    show: "Im Kalender zeigen",
    wrongClosed: "Weihnachten",
    capacityTyped: "1.080",
    groupPlacesFit: "Halten Sie höchstens 40 Plätze für Gruppen frei: Sie sind Teil der Kapazität.",
  },
} as const;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The day as the calendar names it in `language`. */
function dayTitle(day: string, language: "en" | "de"): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (language === "de") return new Intl.DateTimeFormat("de", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The day in digits as the browser (en-GB, playwright.config.ts) writes the page's language: 08/12/2027, 08.12.2027. */
const written = (day: string, language: "en" | "de") => (language === "de" ? `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);

/** Three months ahead, so every slot of the test is in the future and no other test's month. */
function coming(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1)).toISOString().slice(0, 7);
}

/** Every error the form shows now, beside its fields and above its buttons; none in a schema's words. */
async function formErrors(page: Page, form: ReturnType<Page["getByRole"]>): Promise<string[]> {
  await expect(form.locator(".field-error").first()).toBeVisible();
  const texts = [...(await form.locator(".field-error").allInnerTexts()), ...(await form.getByRole("alert").allInnerTexts())];
  for (const text of texts) expect(text, `${page.url()}: "${text}"`).not.toMatch(SCHEMA_WORDING);
  return texts;
}

// Each language at each size: a run takes a few seconds, and every step is one a person takes on
// the page, whose words, layout and dialogs differ by language and by size.
const RUNS = (["en", "de"] as const).flatMap((language) => [
  { language, size: DESKTOP, device: "laptop" },
  { language, size: PHONE, device: "phone" },
]);

for (const { language, size, device } of RUNS) {
  test(`schedules in ${language} on a ${device}: plain errors, dates and numbers as written, one rule once, listed, changed and deleted`, async ({ page, context, foyer, signIn }) => {
    const words = WORDS[language];
    await context.addCookies([{ name: "foyer.language", value: language, url: foyer.baseUrl }]);
    await page.setViewportSize(size);
    const { museums, staff, apiKey } = foyer.scenario;
    const api = restClient(foyer.baseUrl, apiKey);
    // A location and an event of each run's own, so the runs' schedules and slots never meet.
    const location = await api.post<{ id: string }>("/v1/locations", { name: `Garden wing ${language} ${device}`, timezone: "Europe/Berlin" });
    const eventName = `Garden tours ${language} ${device}`;
    const event = await api.post<{ id: string }>("/v1/events", { name: eventName, locationId: location.body.id, published: true });
    const month = coming();
    const day = (n: number) => `${month}-${String(n).padStart(2, "0")}`;

    await signIn(staff.editor);
    await page.goto(`/museums/${museums.harbour.id}/season`);
    await expect(page.getByRole("heading", { name: words.season, level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: words.form });

    // Empty: every field says what to enter.
    await form.getByLabel(words.capacity).fill("");
    await form.getByRole("button", { name: words.create }).click();
    const empty = await formErrors(page, form);
    expect(empty).toEqual(expect.arrayContaining([words.chooseEvent, words.enterFirstDay, words.enterCapacity]));

    // Wrong values: what is wrong with each, in words.
    await form.getByLabel(words.event).selectOption({ label: eventName });
    await form.getByLabel(words.firstDay).fill(day(5));
    await form.getByLabel(words.lastDay).fill(day(11));
    await form.getByLabel(words.startTimes).fill("25:00");
    await form.getByLabel(words.duration).fill("abc");
    await form.getByLabel(words.capacity).fill("-3");
    await form.getByLabel(words.closedDates).fill(words.wrongClosed);
    await form.getByRole("button", { name: words.preview }).click();
    const wrong = await formErrors(page, form);
    expect(wrong).toEqual(expect.arrayContaining([words.badTime, words.badDuration, words.negativeCapacity, expect.stringContaining(words.notDays)]));

    // As the language writes them: 1.080 places in German, the closed day as 08.MM.YYYY.
    await form.getByLabel(words.startTimes).fill("10:00, 14:00");
    await form.getByLabel(words.duration).fill("90");
    await form.getByLabel(words.capacity).fill(words.capacityTyped);
    await form.getByLabel(words.groupCapacity, { exact: true }).fill("100");
    await form.getByLabel(words.closedDates).fill(written(day(8), language));
    await form.getByRole("button", { name: words.preview }).click();
    await expect(form.getByText(words.wouldMake)).toBeVisible();
    await form.getByRole("button", { name: words.create }).click();
    await expect(form.getByText(words.created)).toBeVisible();
    // Empty again: a second press cannot make the same slots again.
    await expect(form.getByLabel(words.event)).toHaveValue("");
    await expect(form.getByLabel(words.capacity)).toHaveValue("");
    const slots = () => api.get<{ total: number; list: { capacity: number; groupCapacity: number }[] }>(`/v1/time-slots?filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "EVENT_ID", value: event.body.id }))}`);
    expect((await slots()).body.total).toBe(12);
    expect((await slots()).body.list.every((slot) => slot.groupCapacity === 100)).toBe(true);

    // The same rule again is refused before anything is made.
    await form.getByLabel(words.event).selectOption({ label: eventName });
    await form.getByLabel(words.firstDay).fill(day(5));
    await form.getByLabel(words.lastDay).fill(day(11));
    await form.getByLabel(words.startTimes).fill("14:00, 10:00");
    await form.getByLabel(words.duration).fill("90");
    await form.getByLabel(words.capacity).fill("20");
    await form.getByLabel(words.closedDates).fill(day(8));
    await form.getByRole("button", { name: words.create }).click();
    await expect(form.getByRole("alert")).toContainText(words.duplicate);
    expect((await api.get<{ list: unknown[] }>(`/v1/events/${event.body.id}/schedules`)).body.list).toHaveLength(1);
    expect((await slots()).body.total).toBe(12);

    // Listed with its rule in words; changed in the form.
    const listed = page.getByRole("listitem").filter({ hasText: eventName });
    for (const text of words.listed(written(day(8), language))) await expect(listed).toContainText(text);
    await expectAccessible(page, `season schedules in ${language}`);
    if (device === "phone") await expectNoSidewaysScrolling(page, `season schedules on a phone in ${language}`);
    await listed.getByRole("button", { name: `${words.change}: ${eventName}` }).click();
    const changeForm = page.getByRole("form", { name: words.changeForm });
    await expect(changeForm.getByLabel(words.capacity)).toHaveValue(words.capacityTyped);
    await expect(changeForm.getByLabel(words.groupCapacity, { exact: true })).toHaveValue("100");
    // 40 places cannot keep 100 for groups: said beside the field, in words.
    await changeForm.getByLabel(words.capacity).fill("40");
    await changeForm.getByRole("button", { name: words.save }).click();
    await expect(changeForm.getByText(words.groupPlacesFit)).toBeVisible();
    await changeForm.getByLabel(words.groupCapacity, { exact: true }).fill("10");
    await changeForm.getByRole("button", { name: words.save }).click();
    await expect(page.getByText(words.changed)).toBeVisible();
    expect((await slots()).body.list.every((slot) => slot.capacity === 40 && slot.groupCapacity === 10)).toBe(true);

    // In the calendar the schedule's closed day says it is closed and why; a slot's button says what it closes.
    await page.getByRole("button", { name: words.show }).click();
    await expect(page.getByRole("button", { name: `${dayTitle(day(8), language)}: ${words.closedDay(eventName)}` })).toBeVisible();
    await page.getByRole("button", { name: new RegExp(`^${dayTitle(day(5), language)}: 2 `) }).click();
    await expect(page.getByRole("button", { name: `${words.closeSlot}, ${eventName}` })).toBeVisible();

    // Deleted after a confirmation: its unsold slots go with it.
    await listed.getByRole("button", { name: `${words.delete}: ${eventName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: words.deleteConfirm }).click();
    await expect(listed).toHaveCount(0);
    expect((await api.get<{ list: unknown[] }>(`/v1/events/${event.body.id}/schedules`)).body.list).toEqual([]);
    expect((await slots()).body.total).toBe(0);
  });
}
