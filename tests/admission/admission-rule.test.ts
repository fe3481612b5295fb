import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { DoorList } from "@/lib/dashboard/door/door-list";
import { decideOffline, type OfflineDecision } from "@/lib/dashboard/door/offline-admission";
import type { Actor } from "@/lib/domain/actor";
import { checkIn } from "@/lib/domain/check-ins/check-in";
import { doorList } from "@/lib/domain/check-ins/door-list";
import { AppError } from "@/lib/errors/app-error";
import { membershipQrData, ticketQrData } from "@/lib/qr/qr-code-data";
import { testProviders } from "../support/databases";
import { createMember } from "../support/membership-fixtures";
import { seedMuseumHere } from "../support/seed-museum";
import { createTicketing } from "../support/ticketing-fixtures";
import { useTestDatabase } from "../support/use-database";
import { zoneNearNoon } from "../support/zone-near-noon";
import { admissionCases, minutes, type AdmissionCase, type Expected } from "./admission-cases";

// One table, two deciders (docs/admission.md, "The rules at the door"): for each case the records are
// arranged in a real database, the server's check-in judges the scan, the door list is built from the
// same data by the real service, and the phone's offline decision (WebCrypto Ed25519, as in the
// browser) judges it from that list. Both must give the case's verdict, details included.

const ENV = { ADMISSION_SIGNING_KEY: randomBytes(32).toString("base64"), PUBLIC_URL: "https://door.example-museum.org" };

/** What either side said, in one shape: admitted, or the refusal code with its instant and entrance. */
interface Said {
  admitted: boolean;
  code?: string;
  about?: string | null;
  entrance?: string | null;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === "string" ? new Date(value).toISOString() : null);

describe.each(testProviders())("the admission rule, server and phone, on %s", (provider) => {
  useTestDatabase(provider);
  const saved: Record<string, string | undefined> = {};
  let here: Actor;
  let elsewhere: Actor;
  let zone: string;

  beforeAll(async () => {
    for (const [name, value] of Object.entries(ENV)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    zone = zoneNearNoon();
    here = { museumId: (await seedMuseumHere("rule-here")).museumId };
    elsewhere = { museumId: (await seedMuseumHere("rule-elsewhere")).museumId };
    for (const actor of [here, elsewhere]) await db().museum.update({ where: { id: actor.museumId }, data: { timezone: zone } });
  });

  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  /** Arranges the case's record in `actor`'s museum and returns its genuine code. */
  async function arrange(actor: Actor, { arrange: record }: AdmissionCase, now: number): Promise<string> {
    let qrData: string;
    if (record.kind === "ticket") {
      const locationId = (await db().location.create({ data: { museumId: actor.museumId, name: "Hall", timezone: zone }, select: { id: true } })).id;
      const ticketing = await createTicketing(actor.museumId, { locationId, startsAt: new Date(now + minutes(record.slotStartsIn ?? 0)) });
      const customer = await db().customer.create({ data: { museumId: actor.museumId, name: "Hedy Lamarr" }, select: { id: true } });
      const ticket = await db().ticket.create({
        data: {
          museumId: actor.museumId,
          ticketTypeId: ticketing.ticketTypeId,
          timeSlotId: record.slotStartsIn === null ? null : ticketing.timeSlotId,
          customerId: customer.id,
          price: 1500,
          currency: "EUR",
          status: record.status ?? "VALID",
        },
        select: { id: true },
      });
      qrData = ticketQrData({ id: ticket.id, museumId: actor.museumId });
    } else {
      const member = await createMember(actor.museumId, { fromDays: record.fromDays, toDays: record.toDays, status: record.status ?? "ACTIVE", email: null });
      qrData = membershipQrData({ id: member.membershipId, museumId: actor.museumId });
      if (record.booking) await bookMembersPlace(actor, member, new Date(now + minutes(record.booking.slotStartsIn)));
      if (record.runningNow) await db().timeSlot.updateMany({ where: { museumId: actor.museumId, closedAt: null }, data: { closedAt: new Date(now) } });
      if (record.runningNow === "a slot with a members' ticket") await slotWithMembersTicket(actor, new Date(now - minutes(10)));
    }
    if (record.earlier) await checkIn({ actor, input: { qrData, entrance: record.earlier.entrance }, at: now - minutes(record.earlier.minutesAgo) });
    return qrData;
  }

  /** A slot with a free members' own ticket type (docs/orders.md, "Members book a slot"). */
  async function slotWithMembersTicket(actor: Actor, startsAt: Date) {
    const locationId = (await db().location.create({ data: { museumId: actor.museumId, name: "Hall", timezone: zone }, select: { id: true } })).id;
    const ticketing = await createTicketing(actor.museumId, { locationId, startsAt, price: 0 });
    await db().ticketType.update({ where: { id: ticketing.ticketTypeId }, data: { memberTicket: true, name: "Member's visit" } });
    return ticketing;
  }

  /** A confirmed order of the member's own (free) place in a slot starting at `startsAt`, as POST /v1/orders makes it. */
  async function bookMembersPlace(actor: Actor, member: { membershipId: string; customerId: string }, startsAt: Date): Promise<void> {
    const ticketing = await slotWithMembersTicket(actor, startsAt);
    await db().order.create({
      data: {
        id: randomUUID(),
        museumId: actor.museumId,
        timeSlotId: ticketing.timeSlotId,
        customerId: member.customerId,
        status: "CONFIRMED",
        total: 0,
        currency: "EUR",
        expiresAt: startsAt,
        confirmedAt: new Date(),
        lines: { create: { position: 0, ticketTypeId: ticketing.ticketTypeId, quantity: 1, unitPrice: 0, currency: "EUR", membershipId: member.membershipId } },
        tickets: { create: { museumId: actor.museumId, ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId, customerId: member.customerId, membershipId: member.membershipId, price: 0, currency: "EUR" } },
      },
    });
  }

  async function serverSays(qrData: string, now: number, expected: Expected): Promise<Said> {
    try {
      await checkIn({ actor: here, input: { qrData, entrance: "Main entrance" }, at: now });
      return { admitted: true };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const details = (error.details ?? {}) as Record<string, unknown>;
      const about = expected.admitted || !expected.about ? null : iso(details[expected.about]);
      return { admitted: false, code: error.code, about, entrance: (details.entrance as string | null) ?? null };
    }
  }

  async function phoneSays(qrData: string, now: number): Promise<Said> {
    // As the phone holds it: the JSON the door-list route sends.
    const list = JSON.parse(JSON.stringify(await doorList({ actor: here }))) as DoorList;
    const decision: OfflineDecision = await decideOffline(list, qrData, now, new Map());
    if (decision.admitted) return { admitted: true };
    return { admitted: false, code: decision.reason, about: iso(decision.at), entrance: decision.entrance };
  }

  /** What a side must have said: the code, and where the case names them, the instant and entrance. */
  function expectSaid(said: Said, expected: Expected, about: string | null): void {
    if (expected.admitted) return void expect(said).toEqual({ admitted: true });
    expect(said).toMatchObject({ admitted: false, code: expected.code });
    if (expected.about) expect(said.about).toBe(about);
    if (expected.entrance !== undefined) expect(said.entrance).toBe(expected.entrance);
  }

  it.each(admissionCases.map((admissionCase) => [admissionCase.name, admissionCase] as const))("%s", async (_, admissionCase) => {
    const now = Date.now();
    await db().museum.update({ where: { id: here.museumId }, data: { membershipAdmission: admissionCase.membershipAdmission ?? "ONCE_A_DAY", walkInMembers: admissionCase.walkInMembers ?? "ALLOWED" } });
    const genuine = await arrange(admissionCase.code === "another museum's" ? elsewhere : here, admissionCase, now);
    const qrData = admissionCase.code === "forged" ? genuine.replace(/sig=(.)/, (_match, first: string) => `sig=${first === "A" ? "B" : "A"}`) : genuine;
    const about = await expectedInstant(admissionCase, qrData, now);

    // The phone first: the server's check-in of an admitted case changes what the list would show.
    expectSaid(await phoneSays(qrData, now), admissionCase.phone ?? admissionCase.expected, about);
    expectSaid(await serverSays(qrData, now, admissionCase.expected), admissionCase.expected, about);
  });

  /** The instant a refusal must name, read from the arranged records. */
  async function expectedInstant({ expected, arrange: record }: AdmissionCase, qrData: string, now: number): Promise<string | null> {
    if (expected.admitted || !expected.about) return null;
    const id = new URL(qrData).pathname.split("/").pop()!;
    if (expected.about === "firstCheckedInAt") return new Date(now - minutes(record.earlier!.minutesAgo)).toISOString();
    if (expected.about === "opensAt") {
      const startsIn = record.kind === "ticket" ? record.slotStartsIn! : record.booking!.slotStartsIn;
      return new Date(now + minutes(startsIn) - minutes(30)).toISOString();
    }
    const membership = await db().membership.findUniqueOrThrow({ where: { id }, select: { validFrom: true, validTo: true } });
    return membership[expected.about].toISOString();
  }
});
