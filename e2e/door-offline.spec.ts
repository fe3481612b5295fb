import { checkInsOfTicket, clock, doorTicketing, DOOR_ZONE, phoneWithCamera, sellTicket, zoneWords } from "./support/door";
import { restClient } from "./support/rest";
import { expect, screenshot, test } from "./support/test";

// The door without a connection (docs/admission.md, "Offline"), on a 360-pixel phone whose fake
// camera shows one ticket: admitted online, already used on the next read; then the network drops,
// and a handheld scanner's codes are decided on the phone alone (one admitted, a voided one
// refused); back online, the phone sends both scans and the server keeps them.

interface OfflineScan {
  ticketId: string | null;
  outcome: string;
  reason: string | null;
  phoneDecision: string;
  entrance: string | null;
}

test("admits and refuses on the phone while offline, and sends every scan when back online", async ({ foyer }, testInfo) => {
  const { door } = foyer.scenario;
  const ticketing = await doorTicketing(foyer);
  const atCamera = await sellTicket(ticketing, "Grace Hopper");
  const offlineGuest = await sellTicket(ticketing, "Katherine Johnson");
  const voided = await sellTicket(ticketing, "Dorothy Vaughan");
  const api = restClient(foyer.baseUrl, door.apiKey);
  expect((await api.patch(`/v1/tickets/${voided.id}`, { status: "CANCELLED" })).status).toBe(200);

  const phone = await phoneWithCamera(foyer, atCamera.qrData, testInfo.outputDir, "offline", "North door");
  const { page } = phone;
  try {
    const result = page.locator("[data-kind]");
    await expect(result).toHaveAttribute("data-kind", "admitted", { timeout: 20_000 });
    await expect(result).toContainText("Grace Hopper");
    await expect(result).toHaveAttribute("data-kind", "used", { timeout: 20_000 });
    await expect(result).toContainText("North door");

    // The door list is on the phone before the connection goes.
    await page.waitForFunction((museumId) => localStorage.getItem(`foyer.door-list.${museumId}`) !== null, door.museum.id);
    await page.context().setOffline(true);

    await page.keyboard.type(offlineGuest.qrData);
    await page.keyboard.press("Enter");
    await expect(result).toHaveAttribute("data-kind", "admitted");
    await expect(result).toContainText("Katherine Johnson");
    await expect(result).toContainText("Checked on this phone (offline)");
    // Read in the location's zone, from the phone's list alone.
    await expect(result).toContainText(`Slot ${clock(offlineGuest.slot.startsAt, DOOR_ZONE)}–${clock(offlineGuest.slot.endsAt, DOOR_ZONE)}`);
    await expect(result).toContainText(`Times in ${zoneWords(DOOR_ZONE)}.`);
    const status = page.locator("[data-state='offline']");
    await expect(status).toContainText("Offline");
    await screenshot(page, "scan-offline", { forDocs: true, fullPage: false });

    await page.keyboard.type(voided.qrData);
    await page.keyboard.press("Enter");
    await expect(result).toHaveAttribute("data-kind", "refused");
    await expect(result).toHaveAttribute("data-code", "TICKET_VOIDED");
    await expect(result).toContainText("Ticket voided");
    await page.keyboard.press("Escape");
    await expect(status).toContainText(/\d+ scans? waits? to be sent/);
    // Nothing reached the server while offline.
    expect(await checkInsOfTicket(foyer, offlineGuest.id)).toEqual([]);

    // Back online, the first fresh list never comes (a door's weak Wi-Fi): the phone gives up on it,
    // keeps deciding on its own meanwhile (the camera reads its ticket again), and sends every scan
    // on its next try. A request that hung once left this door "sending" for good.
    await page.route("**/door-list", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      await route.abort().catch(() => undefined);
    }, { times: 1 });
    await page.context().setOffline(false);
    await expect(page.locator("[data-state='sent']")).toContainText(/Offline scans sent: 1 admitted, \d+ refused/, { timeout: 45_000 });
    expect(await phone.page.evaluate((museumId) => JSON.parse(localStorage.getItem(`foyer.offline-scans.${museumId}`) ?? "[]").length, door.museum.id)).toBe(0);

    const scans = (await api.get<{ list: OfflineScan[] }>("/v1/offline-scans?limit=100")).body.list;
    expect(scans.find((scan) => scan.ticketId === offlineGuest.id)).toMatchObject({ outcome: "ADMITTED", phoneDecision: "ADMITTED", entrance: "North door" });
    expect(scans.find((scan) => scan.ticketId === voided.id)).toMatchObject({ outcome: "REFUSED", reason: "TICKET_VOIDED", phoneDecision: "REFUSED" });
    expect(await checkInsOfTicket(foyer, offlineGuest.id)).toMatchObject([{ kind: "TICKET", entrance: "North door" }]);
    // The camera's ticket stayed admitted once, however often the phone read it offline.
    expect(await checkInsOfTicket(foyer, atCamera.id)).toHaveLength(1);
    expect(scans.filter((scan) => scan.ticketId === atCamera.id && scan.outcome !== "REFUSED")).toEqual([]);
  } finally {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await phone.close();
  }
});
