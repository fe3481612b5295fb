import { chromium, devices, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { CHROMIUM_PATH, fakeCameraArgs } from "./chromium";
import { signInContext } from "./dashboard-session";
import { writeQrVideo } from "./fake-camera";
import { restClient } from "./rest";
import { notBeforeToday } from "./same-day";
import type { Foyer } from "./test";

// What the door tests share: a 360-pixel phone, tickets sold through /v1 as a web shop would (in the
// door tests' own museum, scenario.door), and a scanner page in a browser whose fake camera shows one code.

export const PHONE = { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, timezoneId: "UTC", locale: "en-GB" };

/** The zone of the door's location: not the browser's (UTC), so the screen must use the location's. */
export const DOOR_ZONE = "Asia/Tokyo";

export interface SoldTicket {
  id: string;
  qrData: string;
  visitorName: string;
  slot: { startsAt: string; endsAt: string };
}

/**
 * A fixed-offset zone where it is about noon now, so "in two hours" is still today there. Etc/GMT
 * signs are inverted: Etc/GMT-3 is UTC+3.
 */
export function zoneNearNoon(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? "Etc/GMT" : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/**
 * A location with a slot and a ticket type, made through /v1: by default in DOOR_ZONE with a slot
 * that started five minutes ago (or at the zone's first minute of today, just after its midnight), so
 * it is today and open wherever the test runs.
 */
export async function doorTicketing(
  foyer: Foyer,
  { timeZone = DOOR_ZONE, startsAt = new Date(notBeforeToday(Date.now() - 5 * 60_000, timeZone)), translations = [] as { language: string; name: string }[] } = {},
) {
  const { door } = foyer.scenario;
  const api = restClient(foyer.baseUrl, door.apiKey);
  const location = await api.post<{ id: string }>("/v1/locations", { name: "Door test hall", timezone: timeZone });
  const ticketType = await api.post<{ id: string }>("/v1/ticket-types", {
    eventId: door.eventId,
    locationId: location.body.id,
    name: "Door pass",
    price: 900,
    currency: "EUR",
    masterLanguage: "en",
    ...(translations.length > 0 ? { translations } : {}),
    maxQuantity: 100,
    published: true,
  });
  const slot = await api.post<{ id: string; startsAt: string; endsAt: string }>("/v1/time-slots", {
    eventId: door.eventId,
    locationId: location.body.id,
    capacity: 50,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
  });
  expect([location.status, ticketType.status, slot.status]).toEqual([201, 201, 201]);
  return { api, ticketTypeId: ticketType.body.id, slot: slot.body };
}

/** A reservation converted into a ticket for a new customer, as a web shop sells one. */
export async function sellTicket(ticketing: Awaited<ReturnType<typeof doorTicketing>>, visitorName: string): Promise<SoldTicket> {
  const { api, ticketTypeId, slot } = ticketing;
  const customer = await api.post<{ id: string }>("/v1/customers", { name: visitorName });
  const reservation = await api.post<{ id: string }>("/v1/ticket-reservations", { ticketTypeId, timeSlotId: slot.id });
  const ticket = await api.post<{ id: string; qrData: string }>("/v1/tickets", { ticketReservationId: reservation.body.id, customerId: customer.body.id });
  expect([customer.status, reservation.status, ticket.status]).toEqual([201, 201, 201]);
  return { id: ticket.body.id, qrData: ticket.body.qrData, visitorName, slot };
}

export interface StoredCheckIn {
  checkedInAt: string;
  entrance: string | null;
  kind: string;
}

export async function checkInsOfTicket(foyer: Foyer, ticketId: string): Promise<StoredCheckIn[]> {
  const filter = encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "TICKET_ID", value: ticketId }));
  const answer = await restClient(foyer.baseUrl, foyer.scenario.door.apiKey).get<{ list: StoredCheckIn[] }>(`/v1/check-ins?filter=${filter}`);
  return answer.body.list;
}

/** A zone as the scanner names it on an en-GB phone ("Japan Standard Time"), never its IANA id. */
export function zoneWords(timeZone: string): string {
  return zoneInWords(timeZone, "en-GB");
}

/** hh:mm as the scanner writes it (en-GB) in `timeZone`. */
export function clock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/**
 * A phone whose camera shows `qrData`, signed in as the door museum's staff, on its scanner with
 * `entrance` already chosen, after its Start tap. `init` runs in every page before the scanner's own code.
 */
export async function phoneWithCamera(foyer: Foyer, qrData: string, outputDir: string, name: string, entrance?: string, init?: () => void) {
  mkdirSync(outputDir, { recursive: true });
  const clip = join(outputDir, `${name}.y4m`);
  writeQrVideo(qrData, clip);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: fakeCameraArgs(clip) });
  const context: BrowserContext = await browser.newContext({ ...PHONE, permissions: ["camera"] });
  if (entrance) await context.addInitScript((value) => window.localStorage.setItem("foyer.scanner.entrance", value), entrance);
  if (init) await context.addInitScript(init);
  await signInContext(context, foyer.baseUrl, foyer.scenario.door.staff);
  const page: Page = await context.newPage();
  await page.goto(`${foyer.baseUrl}/scan?museum=${foyer.scenario.door.museum.id}`);
  // The camera starts with the door person's tap, which also unlocks the tones.
  await page.getByRole("button", { name: "Start scanning" }).click();
  return { page, close: () => browser.close() };
}

/** Every visible control on the page is at least 48 px each way (the door's tap targets). */
export async function expectLargeTargets(page: Page, what: string): Promise<void> {
  const small = await page.locator("button, a[href], input, select").evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") return [];
      return box.width < 48 || box.height < 48 ? [`${element.tagName} "${element.textContent?.trim() || element.id}" ${Math.round(box.width)}×${Math.round(box.height)}`] : [];
    }),
  );
  expect(small, `tap targets under 48 px on ${what}`).toEqual([]);
}
