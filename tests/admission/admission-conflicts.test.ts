import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/domain/actor";
import { listAdmissionConflicts } from "@/lib/domain/check-ins/admission-conflicts";
import { checkIn } from "@/lib/domain/check-ins/check-in";
import { syncOfflineScans } from "@/lib/domain/check-ins/offline-scans";
import { confirmOrder } from "@/lib/domain/orders/confirm-order";
import { createOrder } from "@/lib/domain/orders/create-order";
import { membershipQrData } from "@/lib/qr/qr-code-data";
import { testProviders } from "../support/databases";
import { seedMuseumHere } from "../support/seed-museum";
import { createTicketing, type Ticketing } from "../support/ticketing-fixtures";
import { useTestDatabase } from "../support/use-database";
import { zoneNearNoon } from "../support/zone-near-noon";

// docs/admission.md, "Conflicts": the conflicts staff follow up, arranged as phones make them (their
// queues through syncOfflineScans), each with both sides of the collision, and only the museum's own.

const PAGE = { limit: 100, offset: 0 };
const LOCATION_ZONE = "Asia/Tokyo";

describe.each(testProviders())("admission conflicts on %s", (provider) => {
  useTestDatabase(provider);
  let actor: Actor;
  let otherActor: Actor;
  let museumZone: string;
  let ticketing: Ticketing;
  let customerId: string;

  beforeAll(async () => {
    actor = { museumId: (await seedMuseumHere(`conflicts-a-${provider}`)).museumId };
    otherActor = { museumId: (await seedMuseumHere(`conflicts-b-${provider}`)).museumId };
    // About noon in the museum's zone, so the scans of the last minutes are today there whenever this runs.
    museumZone = zoneNearNoon();
    await db().museum.update({ where: { id: actor.museumId }, data: { timezone: museumZone, membershipAdmission: "ONCE_A_DAY" } });
    const locationId = (await db().location.create({ data: { museumId: actor.museumId, name: "Hall", timezone: LOCATION_ZONE }, select: { id: true } })).id;
    ticketing = await createTicketing(actor.museumId, { locationId, startsAt: new Date(Date.now() - 10 * 60_000) });
    customerId = (await db().customer.create({ data: { museumId: actor.museumId, name: "Grace Hopper" }, select: { id: true } })).id;
  });

  const sellTicket = async () => {
    const order = await createOrder({ actor, input: { timeSlotId: ticketing.timeSlotId, customerId, lines: [{ ticketTypeId: ticketing.ticketTypeId, quantity: 1 }] } });
    const ticket = (await confirmOrder({ actor, id: order.id })).tickets[0]!;
    return { orderId: order.id, id: ticket.id, qrData: ticket.qrData };
  };

  /** One phone's queue of admissions, sent as the scanner sends it on reconnecting. */
  const phoneSends = (deviceId: string, qrData: string, scannedAt: Date, entrance: string) =>
    syncOfflineScans({ actor, input: { deviceId, scans: [{ scanId: randomUUID(), qrData, entrance, scannedAt: scannedAt.toISOString(), phoneDecision: "ADMITTED" }] } });

  const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: museumZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

  it("lists a ticket two offline phones admitted as one conflict with both phones, and nothing for another museum", async () => {
    const ticket = await sellTicket();
    const firstAt = new Date(Date.now() - 120_000);
    const secondAt = new Date(Date.now() - 60_000);
    const first = await phoneSends("Phone North", ticket.qrData, firstAt, "North door");
    expect(first.admitted).toBe(1);
    const second = await phoneSends("Phone South", ticket.qrData, secondAt, "South door");
    expect(second.conflicts).toBe(1);

    const conflicts = await listAdmissionConflicts({ actor, paging: PAGE, day: today() });
    const ofTicket = conflicts.list.filter((conflict) => conflict.ticketId === ticket.id);
    expect(ofTicket).toEqual([
      {
        id: second.scans[0]!.id,
        reason: "ALREADY_CHECKED_IN",
        kind: "TICKET",
        ticketId: ticket.id,
        membershipId: null,
        orderId: ticket.orderId,
        customerId,
        visitorName: "Grace Hopper",
        admits: "Adult",
        admitsTranslations: [],
        slot: { startsAt: expect.any(Date), endsAt: expect.any(Date) },
        timeZone: LOCATION_ZONE,
        scan: { deviceId: "Phone South", entrance: "South door", scannedAt: secondAt, syncedAt: expect.any(Date) },
        earlier: { checkInId: first.scans[0]!.checkInId, at: firstAt, entrance: "North door", deviceId: "Phone North" },
      },
    ]);

    expect(await listAdmissionConflicts({ actor: otherActor, paging: PAGE })).toEqual({ total: 0, list: [] });
    expect(await listAdmissionConflicts({ actor: otherActor, paging: PAGE, deviceId: "Phone South" })).toEqual({ total: 0, list: [] });
  });

  it("narrows to one phone's conflicts on either side of the collision", async () => {
    const ticket = await sellTicket();
    await phoneSends("Phone East", ticket.qrData, new Date(Date.now() - 90_000), "East door");
    const conflict = (await phoneSends("Phone West", ticket.qrData, new Date(Date.now() - 30_000), "West door")).scans[0]!;

    const ids = async (deviceId: string) => (await listAdmissionConflicts({ actor, paging: PAGE, deviceId, day: today() })).list.map((entry) => entry.id);
    expect(await ids("Phone West")).toEqual([conflict.id]);
    expect(await ids("Phone East")).toEqual([conflict.id]);
    expect(await ids("Phone North")).not.toContain(conflict.id);
    const narrowed = await listAdmissionConflicts({ actor, paging: PAGE, deviceId: "Phone East" });
    expect(narrowed.total).toBe(1);
  });

  it("names no phone for an earlier admission made online, and counts a member's second visit on a once-a-day card", async () => {
    const ticket = await sellTicket();
    await checkIn({ actor, input: { qrData: ticket.qrData, entrance: "Desk" } });
    const late = (await phoneSends("Phone Garden", ticket.qrData, new Date(), "Garden gate")).scans[0]!;

    const membership = await db().membership.create({
      data: { museumId: actor.museumId, customerId, name: "Annual pass", validFrom: new Date(Date.now() - 30 * 86_400_000), validTo: new Date(Date.now() + 300 * 86_400_000) },
      select: { id: true },
    });
    const card = membershipQrData({ id: membership.id, museumId: actor.museumId });
    await phoneSends("Phone Garden", card, new Date(Date.now() - 40_000), "Garden gate");
    const again = (await phoneSends("Phone Yard", card, new Date(Date.now() - 20_000), "Yard")).scans[0]!;

    const list = (await listAdmissionConflicts({ actor, paging: PAGE, day: today() })).list;
    expect(list.find((entry) => entry.id === late.id)).toMatchObject({ earlier: { entrance: "Desk", deviceId: null }, scan: { deviceId: "Phone Garden" } });
    expect(list.find((entry) => entry.id === again.id)).toMatchObject({
      reason: "MEMBERSHIP_ALREADY_USED_TODAY",
      kind: "MEMBERSHIP",
      membershipId: membership.id,
      orderId: null,
      customerId,
      visitorName: "Grace Hopper",
      admits: "Annual pass",
      slot: null,
      timeZone: museumZone,
      earlier: { deviceId: "Phone Garden", entrance: "Garden gate" },
    });
    // Newest scan first.
    const times = list.map((entry) => entry.scan.scannedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Yesterday in the museum's zone had none of them.
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await listAdmissionConflicts({ actor, paging: PAGE, day: yesterday })).total).toBe(0);
  });
});
