import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { publicAdmissionKeys } from "@/lib/domain/check-ins/public-admission-keys";
import { codeHash } from "@/lib/qr/code-hash";
import { membershipQrData, ticketQrData } from "@/lib/qr/qr-code-data";
import type { DoorList } from "./door-list";
import { admissionsNotOnList, decideOffline } from "./offline-admission";

// The phone's own decision (docs/admission.md, "Offline"), with the WebCrypto Node shares with the
// browser: codes signed by the server's key, checked with only the public half from the door list.

const MUSEUM = randomUUID();
const NOW = Date.parse("2026-11-23T11:00:00Z");
const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

let list: DoorList;
const ids = { ticket: randomUUID(), voided: randomUUID(), early: randomUUID(), used: randomUUID(), member: randomUUID(), expired: randomUUID() };

async function ticket(id: string, startsAt: number, extra: Partial<DoorList["tickets"][number]> = {}): Promise<DoorList["tickets"][number]> {
  return {
    codeHash: await codeHash("ticket", id),
    visitorName: "Ada Lovelace",
    admits: "Adult",
    admitsTranslations: { de: "Erwachsene" },
    timeSlot: { id: randomUUID(), startsAt: iso(startsAt), endsAt: iso(startsAt + HOUR) },
    timeZone: "Europe/Berlin",
    opensAt: iso(startsAt - 30 * 60_000),
    voided: false,
    checkedInAt: null,
    entrance: null,
    reentry: "NONE",
    left: false,
    ...extra,
  };
}

beforeAll(async () => {
  process.env.ADMISSION_SIGNING_KEY = randomBytes(32).toString("base64");
  process.env.PUBLIC_URL = "https://door.example-museum.org";
  list = {
    museumId: MUSEUM,
    day: "2026-11-23",
    timeZone: "Europe/Berlin",
    membershipAdmission: "ONCE_A_DAY",
    walkInMembers: "ALLOWED",
    generatedAt: iso(NOW - HOUR),
    keys: publicAdmissionKeys(),
    tickets: await Promise.all([
      ticket(ids.ticket, NOW - 10 * 60_000),
      ticket(ids.voided, NOW, { voided: true }),
      ticket(ids.early, NOW + 2 * HOUR),
      ticket(ids.used, NOW, { checkedInAt: iso(NOW - 5 * 60_000), entrance: "Garden gate" }),
    ]),
    memberships: [
      // Valid to 23 November, midnight UTC: in Berlin, all of 23 November.
      { codeHash: await codeHash("membership", ids.member), visitorName: "Mary Somerville", admits: "Annual pass", status: "ACTIVE", validFrom: "2026-01-01T00:00:00.000Z", validTo: "2026-11-23T00:00:00.000Z", lastCheckedInAt: null, lastEntrance: null, bookings: [] },
      { codeHash: await codeHash("membership", ids.expired), visitorName: "Emmy Noether", admits: "Annual pass", status: "ACTIVE", validFrom: "2025-01-01T00:00:00.000Z", validTo: "2026-11-21T00:00:00.000Z", lastCheckedInAt: null, lastEntrance: null, bookings: [] },
    ],
  };
});

const code = (id: string, museumId = MUSEUM) => ticketQrData({ id, museumId });
const decide = (qrData: string, admitted = new Map()) => decideOffline(list, qrData, NOW, admitted);

describe("the door's decision on the phone", () => {
  it("admits a good ticket with what the door compares, in the location's zone", async () => {
    expect(await decide(code(ids.ticket))).toMatchObject({ admitted: true, admissionKey: `ticket:${ids.ticket}`, visitor: { visitorName: "Ada Lovelace", admits: "Adult", timeZone: "Europe/Berlin" } });
  });

  it("refuses forged, other museums', unknown and older codes, each for its own reason", async () => {
    const good = code(ids.ticket);
    const forged = good.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    expect(await decide(forged)).toMatchObject({ admitted: false, reason: "INVALID_CODE" });
    expect(await decide(code(ids.ticket, randomUUID()))).toMatchObject({ admitted: false, reason: "INVALID_CODE" });
    expect(await decide("hello")).toMatchObject({ admitted: false, reason: "INVALID_CODE" });
    expect(await decide(code(randomUUID()))).toMatchObject({ admitted: false, reason: "NOT_ON_DOOR_LIST" });
    const versionOne = `https://door.example-museum.org/t/${ids.ticket}?v=1&k=abcdefgh&sig=${"A".repeat(43)}`;
    expect(await decide(versionOne)).toMatchObject({ admitted: false, reason: "NEEDS_CONNECTION" });
  });

  it("refuses voided, too early and already used tickets, saying when and where", async () => {
    expect(await decide(code(ids.voided))).toMatchObject({ admitted: false, reason: "TICKET_VOIDED" });
    expect(await decide(code(ids.early))).toMatchObject({ admitted: false, reason: "TICKET_SLOT_NOT_OPEN", at: iso(NOW + 2 * HOUR - 30 * 60_000) });
    expect(await decide(code(ids.used))).toMatchObject({ admitted: false, reason: "ALREADY_CHECKED_IN", at: iso(NOW - 5 * 60_000), entrance: "Garden gate" });
    const admittedHere = await admissionsNotOnList(list, [{ qrData: code(ids.ticket), scannedAt: iso(NOW - 60_000), entrance: "North door", phoneDecision: "ADMITTED" }]);
    expect(await decide(code(ids.ticket), admittedHere)).toMatchObject({ admitted: false, reason: "ALREADY_CHECKED_IN", at: iso(NOW - 60_000), entrance: "North door" });
  });

  it("admits a member by calendar day in the museum's zone, once a day when the museum says so", async () => {
    const card = membershipQrData({ id: ids.member, museumId: MUSEUM });
    expect(await decide(card)).toMatchObject({ admitted: true, visitor: { visitorName: "Mary Somerville" } });
    const usedToday = await admissionsNotOnList(list, [{ qrData: card, scannedAt: iso(NOW - HOUR), phoneDecision: "ADMITTED" }]);
    expect(await decide(card, usedToday)).toMatchObject({ admitted: false, reason: "MEMBERSHIP_ALREADY_USED_TODAY" });
    expect(await decide(membershipQrData({ id: ids.expired, museumId: MUSEUM }))).toMatchObject({ admitted: false, reason: "MEMBERSHIP_EXPIRED" });
  });

  describe("a card with booked places (docs/admission.md, \"Members at the door\")", () => {
    const booked = { morning: randomUUID(), afternoon: randomUUID() };
    const card = () => membershipQrData({ id: ids.member, museumId: MUSEUM });
    let bookingList: DoorList;
    const decideBooked = (qrData: string, admitted = new Map()) => decideOffline(bookingList, qrData, NOW, admitted);
    const scanned = (qrData: string, minutesAgo: number) => ({ qrData, scannedAt: iso(NOW - minutesAgo * 60_000), entrance: "North door", phoneDecision: "ADMITTED" });

    beforeAll(async () => {
      const places = [await ticket(booked.morning, NOW - 20 * 60_000), await ticket(booked.afternoon, NOW - 10 * 60_000)];
      bookingList = {
        ...list,
        membershipAdmission: "EVERY_VISIT",
        walkInMembers: "NOT_ALLOWED",
        tickets: [...list.tickets, ...places],
        memberships: list.memberships.map((membership, index) => (index === 0 ? { ...membership, bookings: places.map((place) => place.codeHash) } : membership)),
      };
    });

    it("lets the card into each booked place once, then refuses it", async () => {
      expect(await decideBooked(card())).toMatchObject({ admitted: true, visitor: { visitorName: "Mary Somerville" } });
      const once = await admissionsNotOnList(bookingList, [scanned(card(), 5)]);
      expect(await decideBooked(code(booked.morning), once)).toMatchObject({ admitted: false, reason: "ALREADY_CHECKED_IN", at: iso(NOW - 5 * 60_000) });
      // The other place of the day is still the card's.
      expect(await decideBooked(code(booked.afternoon), once)).toMatchObject({ admitted: true });
      expect(await decideBooked(card(), once)).toMatchObject({ admitted: true });
      const twice = await admissionsNotOnList(bookingList, [scanned(card(), 5), scanned(card(), 3)]);
      expect(await decideBooked(card(), twice)).toMatchObject({ admitted: false, reason: "ALREADY_CHECKED_IN" });
    });

    it("refuses the card for a place its ticket's own code was let into here", async () => {
      const bothCodes = await admissionsNotOnList(bookingList, [scanned(code(booked.morning), 7), scanned(code(booked.afternoon), 6)]);
      expect(await decideBooked(card(), bothCodes)).toMatchObject({ admitted: false, reason: "ALREADY_CHECKED_IN", entrance: "North door" });
      const oneCode = await admissionsNotOnList(bookingList, [scanned(code(booked.morning), 7)]);
      expect(await decideBooked(card(), oneCode)).toMatchObject({ admitted: true });
    });

    it("shows the card as its booked place: the member's name with the place's slot, and when it opens", async () => {
      expect(await decideBooked(card())).toMatchObject({ admitted: true, visitor: { kind: "TICKET", visitorName: "Mary Somerville", admits: "Adult", slot: { startsAt: iso(NOW - 20 * 60_000) } } });
      const evening = await ticket(randomUUID(), NOW + 3 * HOUR);
      const laterList: DoorList = {
        ...bookingList,
        tickets: [...list.tickets, evening],
        memberships: bookingList.memberships.map((membership, index) => (index === 0 ? { ...membership, bookings: [evening.codeHash] } : membership)),
      };
      expect(await decideOffline(laterList, card(), NOW, new Map())).toMatchObject({
        admitted: false,
        reason: "TICKET_SLOT_NOT_OPEN",
        at: iso(NOW + 3 * HOUR - 30 * 60_000),
        visitor: { visitorName: "Mary Somerville", slot: { startsAt: iso(NOW + 3 * HOUR) } },
      });
    });
  });
});
