import { createPublicKey, randomUUID, verify } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { createMember } from "../support/membership-fixtures";
import { createTicketing } from "../support/ticketing-fixtures";
import { codeHash } from "@/lib/qr/code-hash";

// The door while offline (docs/admission.md, "Offline"): a phone checks codes with the door list's
// public keys, queues its scans with its verdicts and sends them on reconnecting; the server judges
// each as of when it was scanned and keeps what happened: a phone's refusal never admits, a phone's
// admission the server would refuse is stored and flagged, a ticket admitted on two phones is a CONFLICT.

const PUBLIC_URL = "https://door.example-museum.org";

describe.each(testProviders())("offline door scans on %s", (provider) => {
  // Staff tokens minted here must name the server's address as their issuer.
  const foyer = useFoyer(provider, { museums: ["offline-a"], sharedEnv: { PUBLIC_URL } });
  const museum = foyer.museum("offline-a");
  const api = () => apiClient(foyer.baseUrl, museum.apiKey);
  let locationId: string;

  beforeAll(async () => {
    await db().museum.update({ where: { id: museum.museumId }, data: { timezone: "UTC" } });
    locationId = (await db().location.create({ data: { museumId: museum.museumId, name: "Hall", timezone: "UTC" }, select: { id: true } })).id;
  });

  /** A ticket for a slot that started a minute ago (the test runs away from midnight UTC, or the slot is today anyway). */
  async function ticketNow(): Promise<{ id: string; qrData: string }> {
    const startsAt = new Date(Math.max(Date.now() - 60_000, Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())));
    const ticketing = await createTicketing(museum.museumId, { locationId, startsAt, capacity: 5 });
    const sold = await api().post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(sold.status).toBe(201);
    return sold.body;
  }

  const scan = (qrData: string, phoneDecision: "ADMITTED" | "REFUSED", scannedAt = new Date()) => ({
    scanId: randomUUID(),
    qrData,
    entrance: "Garden gate",
    scannedAt: scannedAt.toISOString(),
    phoneDecision,
  });

  it("lists today's tickets, voided ones marked, with public keys that verify their codes", async () => {
    const good = await ticketNow();
    const voided = await ticketNow();
    expect((await api().patch(`/v1/tickets/${voided.id}`, { status: "CANCELLED" })).status).toBe(200);
    const list = await api().get("/v1/door-list");
    expect(list.status).toBe(200);
    const entry = async (id: string) => {
      const hash = await codeHash("ticket", id);
      return list.body.tickets.find((ticket: { codeHash: string }) => ticket.codeHash === hash);
    };
    expect(await entry(good.id)).toMatchObject({ voided: false, checkedInAt: null, admits: "Adult" });
    expect(await entry(voided.id)).toMatchObject({ voided: true });
    // The phone's check: the signed text of docs/admission.md, verified with the listed public key alone.
    const url = new URL(good.qrData);
    const key = list.body.keys.find((candidate: { id: string }) => candidate.id === url.searchParams.get("k"));
    expect(key).toMatchObject({ algorithm: "Ed25519", current: true });
    const publicKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: key.publicKey }, format: "jwk" });
    const signed = (museumId: string) => Buffer.from(["foyer-ticket-qr", "2", key.id, PUBLIC_URL, museumId, good.id].join("\n"));
    const signature = Buffer.from(url.searchParams.get("sig")!, "base64url");
    expect(verify(null, signed(museum.museumId), publicKey, signature)).toBe(true);
    expect(verify(null, signed(randomUUID()), publicKey, signature)).toBe(false);
  });

  it("names each ticket type in its translations, and holds no email address", async () => {
    const startsAt = new Date(Math.max(Date.now() - 60_000, Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())));
    const ticketing = await createTicketing(museum.museumId, { locationId, startsAt, capacity: 5 });
    await db().ticketTypeTranslation.create({ data: { ticketTypeId: ticketing.ticketTypeId, language: "de", name: "Erwachsene" } });
    const customer = await db().customer.create({ data: { museumId: museum.museumId, name: "Grace Hopper", email: "grace@example.org" }, select: { id: true } });
    const sold = await api().post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId, customerId: customer.id });
    await createMember(museum.museumId, { customerName: "Mary Somerville", email: "mary@example.org" });
    const list = await api().get("/v1/door-list");
    const soldHash = await codeHash("ticket", sold.body.id);
    expect(list.body.tickets.find((ticket: { codeHash: string }) => ticket.codeHash === soldHash)).toMatchObject({ visitorName: "Grace Hopper", admits: "Adult", admitsTranslations: { de: "Erwachsene" } });
    expect(list.body.memberships.map((membership: { visitorName: string }) => membership.visitorName)).toContain("Mary Somerville");
    // What a phone keeps names no record by its id and holds no email address.
    expect(JSON.stringify(list.body)).not.toContain("@");
    expect(JSON.stringify(list.body)).not.toContain(sold.body.id);
  });

  it("admits a ticket scanned offline as of its scan time, and keeps the second phone's admission as a conflict", async () => {
    const ticket = await ticketNow();
    const scannedAt = new Date(Date.now() - 30_000);
    const first = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [scan(ticket.qrData, "ADMITTED", scannedAt)] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ admitted: 1, refused: 0, conflicts: 0 });
    expect(first.body.scans[0]).toMatchObject({ outcome: "ADMITTED", reason: null, kind: "TICKET", ticketId: ticket.id, deviceId: "Phone 1" });
    expect(first.body.scans[0].checkIn).toMatchObject({ ticketId: ticket.id, checkedInAt: scannedAt.toISOString(), entrance: "Garden gate" });

    const second = await api().post("/v1/offline-scans", { deviceId: "Phone 2", scans: [scan(ticket.qrData, "ADMITTED")] });
    expect(second.body).toMatchObject({ admitted: 0, conflicts: 1 });
    expect(second.body.scans[0]).toMatchObject({ outcome: "CONFLICT", reason: "ALREADY_CHECKED_IN", checkInId: first.body.scans[0].checkInId, checkIn: null });

    const conflictsOfTicket = {
      operator: "AND",
      conditions: [
        { operator: "EQUAL", fieldName: "OUTCOME", value: "CONFLICT" },
        { operator: "EQUAL", fieldName: "TICKET_ID", value: ticket.id },
      ],
    };
    const conflicts = await api().get(`/v1/offline-scans?filter=${encodeURIComponent(JSON.stringify(conflictsOfTicket))}`);
    expect(conflicts.body.list.map((entry: { deviceId: string }) => entry.deviceId)).toEqual(["Phone 2"]);
    // Staff see the double admission of the day too (GraphQL, as the Today page reads it).
    const viewer = foyer.graphqlAs("vera@offline.test", museum, "VIEWER");
    const today = new Date().toISOString().slice(0, 10);
    const conflictsToday = await viewer(
      `query Conflicts($m: ID!, $day: String!) { museum(id: $m) { offlineScans(day: $day, outcome: CONFLICT) { total list { deviceId ticketId checkInId } } } }`,
      { m: museum.museumId, day: today },
    );
    expect(conflictsToday.body.data?.museum.offlineScans.list, JSON.stringify(conflictsToday.body)).toContainEqual({ deviceId: "Phone 2", ticketId: ticket.id, checkInId: first.body.scans[0].checkInId });
    const checkIns = await api().get(`/v1/check-ins?filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "TICKET_ID", value: ticket.id }))}`);
    expect(checkIns.body.total).toBe(1);
  });

  it("keeps a voided ticket's refusal, and a scan sent twice once", async () => {
    const voided = await ticketNow();
    await api().patch(`/v1/tickets/${voided.id}`, { status: "CANCELLED" });
    const refused = scan(voided.qrData, "REFUSED");
    const once = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [refused] });
    expect(once.body.scans[0]).toMatchObject({ outcome: "REFUSED", reason: "TICKET_VOIDED", ticketId: voided.id, phoneDecision: "REFUSED" });
    const again = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [refused] });
    expect(again.body.scans[0]).toEqual(once.body.scans[0]);
    expect(await db().offlineScan.count({ where: { museumId: museum.museumId, ticketId: voided.id } })).toBe(1);
  });

  it("keeps a ticket the phone refused unspent: a REFUSED scan with the phone's reason, and a later online scan admits it", async () => {
    // Sold after the phone fetched its list: the phone said "not on today's list" and sent the visitor to the desk.
    const ticket = await ticketNow();
    const refused = { ...scan(ticket.qrData, "REFUSED", new Date(Date.now() - 60_000)), phoneReason: "NOT_ON_DOOR_LIST" };
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [refused] });
    expect(synced.body).toMatchObject({ admitted: 0, refused: 1, conflicts: 0 });
    expect(synced.body.scans[0]).toMatchObject({ outcome: "REFUSED", reason: "NOT_ON_DOOR_LIST", phoneDecision: "REFUSED", ticketId: ticket.id, checkInId: null, checkIn: null });
    expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
    const atTheDesk = await api().post("/v1/check-ins", { qrData: ticket.qrData, entrance: "Desk" });
    expect(atTheDesk.status).toBe(201);
    expect(atTheDesk.body).toMatchObject({ ticketId: ticket.id, entrance: "Desk" });
  });

  it("stores what happened when the phone admitted a code the server refuses: the check-in, flagged as a conflict with the reason", async () => {
    const voided = await ticketNow();
    await api().patch(`/v1/tickets/${voided.id}`, { status: "CANCELLED" });
    const admittedOffline = scan(voided.qrData, "ADMITTED");
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [admittedOffline] });
    expect(synced.body).toMatchObject({ admitted: 0, refused: 0, conflicts: 1 });
    const [conflict] = synced.body.scans;
    expect(conflict).toMatchObject({ outcome: "CONFLICT", reason: "TICKET_VOIDED", ticketId: voided.id, checkIn: { ticketId: voided.id, entrance: "Garden gate" } });
    const stored = await db().checkIn.findMany({ where: { ticketId: voided.id }, select: { id: true } });
    expect(stored).toEqual([{ id: conflict.checkInId }]);
    // The visitor went in on it: the ticket is spent, and a second phone's admission is a double admission.
    const second = await api().post("/v1/offline-scans", { deviceId: "Phone 2", scans: [scan(voided.qrData, "ADMITTED")] });
    expect(second.body.scans[0]).toMatchObject({ outcome: "CONFLICT", reason: "ALREADY_CHECKED_IN", checkInId: conflict.checkInId, checkIn: null });
    // Sent again, the conflict answers as first stored, its check-in included.
    const again = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [admittedOffline] });
    expect(again.body.scans[0]).toEqual(conflict);
  });

  it("keeps a card the server refuses at its booked place as the card's own visit: the booking still admits at its time", async () => {
    // Booked for late today; the phone admitted the card just after midnight (with a list from before the
    // booking, as a walk-in): the member went in on the card, and the place booked for tonight stays theirs.
    const dayStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const ticketing = await createTicketing(museum.museumId, { locationId, startsAt: new Date(dayStart + 23 * 3_600_000), capacity: 5 });
    const memberType = await db().ticketType.create({
      data: { museumId: museum.museumId, eventId: ticketing.eventId, locationId, name: "Member's visit", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 10, published: true, memberTicket: true },
      select: { id: true },
    });
    const member = await createMember(museum.museumId, { customerName: "Mira Member" });
    const card = (await api().get(`/v1/memberships/${member.membershipId}`)).body as { qrData: string };
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: memberType.id, quantity: 1, membershipQrData: card.qrData }] });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const [place] = (await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body.tickets as { id: string }[];

    const scannedAt = new Date(Math.min(Date.now() - 1000, dayStart + 60_000));
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [scan(card.qrData, "ADMITTED", scannedAt)] });
    expect(synced.body.scans[0]).toMatchObject({ outcome: "CONFLICT", reason: "TICKET_SLOT_NOT_OPEN", kind: "MEMBERSHIP", membershipId: member.membershipId });
    expect(synced.body.scans[0].checkIn).toMatchObject({ kind: "MEMBERSHIP", ticketId: null, membershipId: member.membershipId, visitorName: "Mira Member" });
    expect(await db().checkIn.count({ where: { ticketId: place!.id } })).toBe(0);
  });

  it("lets a card into each of the day's bookings in turn when the phone admitted it twice offline", async () => {
    const member = await createMember(museum.museumId, { customerName: "Mo Member" });
    const card = (await api().get(`/v1/memberships/${member.membershipId}`)).body as { qrData: string };
    const dayStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    // A morning and an afternoon place, both of today and open now.
    const booked = async (startedMsAgo: number) => {
      const ticketing = await createTicketing(museum.museumId, { locationId, startsAt: new Date(Math.max(Date.now() - startedMsAgo, dayStart)), capacity: 5 });
      const memberType = await db().ticketType.create({
        data: { museumId: museum.museumId, eventId: ticketing.eventId, locationId, name: "Member's visit", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 10, published: true, memberTicket: true },
        select: { id: true },
      });
      const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: memberType.id, quantity: 1, membershipQrData: card.qrData }] });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      return ((await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body.tickets as { id: string }[])[0]!;
    };
    const [first, second] = [await booked(120_000), await booked(60_000)];

    const scans = [scan(card.qrData, "ADMITTED", new Date(Date.now() - 5_000)), scan(card.qrData, "ADMITTED", new Date(Date.now() - 1_000))];
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans });
    expect(synced.body).toMatchObject({ admitted: 2, conflicts: 0 });
    expect(synced.body.scans.map((each: { checkIn: { ticketId: string } }) => each.checkIn.ticketId)).toEqual([first.id, second.id]);
  });

  it("keeps a card let in on a place its ticket's own code let in earlier as a conflict, with no second visit", async () => {
    const member = await createMember(museum.museumId, { customerName: "Max Member" });
    const card = (await api().get(`/v1/memberships/${member.membershipId}`)).body as { qrData: string };
    const dayStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const ticketing = await createTicketing(museum.museumId, { locationId, startsAt: new Date(Math.max(Date.now() - 60_000, dayStart)), capacity: 5 });
    const memberType = await db().ticketType.create({
      data: { museumId: museum.museumId, eventId: ticketing.eventId, locationId, name: "Member's visit", price: 0, currency: "EUR", masterLanguage: "en", maxQuantity: 10, published: true, memberTicket: true },
      select: { id: true },
    });
    const order = await api().post("/v1/orders", { timeSlotId: ticketing.timeSlotId, lines: [{ ticketTypeId: memberType.id, quantity: 1, membershipQrData: card.qrData }] });
    const [place] = (await api().post(`/v1/orders/${order.body.id}/confirm`, {})).body.tickets as { id: string; qrData: string }[];

    const scans = [scan(place!.qrData, "ADMITTED", new Date(Date.now() - 5_000)), scan(card.qrData, "ADMITTED", new Date(Date.now() - 1_000))];
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans });
    expect(synced.body).toMatchObject({ admitted: 1, conflicts: 1 });
    const [byTicket, byCard] = synced.body.scans;
    expect(byCard).toMatchObject({ outcome: "CONFLICT", reason: "ALREADY_CHECKED_IN", checkInId: byTicket.checkInId, checkIn: null });
    expect(await db().checkIn.count({ where: { OR: [{ ticketId: place!.id }, { membershipId: member.membershipId }] } })).toBe(1);
  });

  it("never admits a code that is not this museum's, whatever the phone said", async () => {
    const ticket = await ticketNow();
    const forged = ticket.qrData.replace(/sig=(.)/, (_match: string, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [scan(forged, "ADMITTED"), scan("not a code", "ADMITTED")] });
    expect(synced.body).toMatchObject({ admitted: 0, refused: 2, conflicts: 0 });
    expect(synced.body.scans).toMatchObject([
      { outcome: "REFUSED", reason: "INVALID_CODE", ticketId: null, checkInId: null },
      { outcome: "REFUSED", reason: "INVALID_CODE", ticketId: null, checkInId: null },
    ]);
    expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
  });

  it("judges one request's scans in the order they were scanned: the first admission of a ticket wins", async () => {
    const ticket = await ticketNow();
    const earlier = scan(ticket.qrData, "ADMITTED", new Date(Date.now() - 120_000));
    const later = { ...scan(ticket.qrData, "ADMITTED", new Date(Date.now() - 60_000)), entrance: "North door" };
    const synced = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [later, earlier] });
    expect(synced.body).toMatchObject({ admitted: 1, conflicts: 1 });
    const [first, second] = synced.body.scans;
    expect(first).toMatchObject({ scanId: earlier.scanId, outcome: "ADMITTED", checkIn: { entrance: "Garden gate", checkedInAt: earlier.scannedAt } });
    expect(second).toMatchObject({ scanId: later.scanId, outcome: "CONFLICT", reason: "ALREADY_CHECKED_IN", checkInId: first.checkInId });
  });

  it("answers the same scans sent in two requests at once alike, storing each scan and admission once", async () => {
    const tickets = await Promise.all([ticketNow(), ticketNow(), ticketNow()]);
    const scans = tickets.map((ticket, index) => scan(ticket.qrData, "ADMITTED", new Date(Date.now() - (index + 1) * 1000)));
    const send = () => api().post("/v1/offline-scans", { deviceId: "Phone 1", scans });
    const [one, other] = await Promise.all([send(), send()]);
    expect(one.status).toBe(200);
    expect(other.body).toEqual(one.body);
    expect(one.body).toMatchObject({ admitted: 3, conflicts: 0 });
    for (const ticket of tickets) {
      expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(1);
      expect(await db().offlineScan.count({ where: { ticketId: ticket.id } })).toBe(1);
    }
  });

  it("refuses scans from more than a week ago or from the future, storing none of the batch", async () => {
    const ticket = await ticketNow();
    for (const scannedAt of [new Date(Date.now() - 8 * 86_400_000), new Date(Date.now() + 3_600_000)]) {
      const answer = await api().post("/v1/offline-scans", { deviceId: "Phone 1", scans: [scan(ticket.qrData, "ADMITTED"), scan(ticket.qrData, "ADMITTED", scannedAt)] });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringMatching(/scans\[1\]\.scannedAt/) });
    }
    expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
  });
});
