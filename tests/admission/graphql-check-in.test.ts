import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, postGraphql } from "../support/graphql-client";
import { createMember, type MemberOptions } from "../support/membership-fixtures";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// The door's GraphQL mutation (docs/graphql.md, "Admission"): the same check-in as POST /v1/check-ins,
// for every role down to DOOR, with each refusal of the code answered as data the scanner can show.

const HOUR = 3_600_000;
const CHECK_IN = `mutation($m: ID!, $q: String!, $e: String) {
  checkIn(museumId: $m, qrData: $q, entrance: $e) {
    admitted
    checkIn { id kind checkedInAt entrance ticketId membershipId visitorName admits timeSlot { id startsAt endsAt } timeZone }
    refusal { code message firstCheckedInAt entrance slotStartsAt opensAt validFrom validTo timeZone }
  }
}`;

/** A fixed-offset zone where it is about noon now, so today, in two hours and tomorrow never cross midnight. */
describe.each(testProviders())("the checkIn mutation on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["gate-a", "gate-b"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museumA = foyer.museum("gate-a");
  const museumB = foyer.museum("gate-b");
  const door = foyer.graphqlAs("dora@gate.test", museumA, "DOOR");
  let zone: string;
  let locationId: string;

  beforeAll(async () => {
    zone = zoneNearNoon();
    await db().museum.update({ where: { id: museumA.museumId }, data: { timezone: zone } });
    locationId = (await db().location.create({ data: { museumId: museumA.museumId, name: "Main hall", timezone: zone }, select: { id: true } })).id;
  });

  const scan = async (qrData: string, entrance?: string) => {
    const answer = await door(CHECK_IN, { m: museumA.museumId, q: qrData, e: entrance ?? null });
    expect(answer.body.errors, JSON.stringify(answer.body)).toBeUndefined();
    return answer.body.data.checkIn;
  };

  /** A ticket sold through /v1 for a slot at `startsAt`, and its code as the server signed it. */
  async function ticketFor(startsAt: Date) {
    const ticketing = await createTicketing(museumA.museumId, { locationId, startsAt, capacity: 5 });
    const customer = await db().customer.create({ data: { museumId: museumA.museumId, name: "Grace Hopper" }, select: { id: true } });
    const sold = await apiClient(foyer.baseUrl, museumA.apiKey).post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId, customerId: customer.id });
    expect(sold.status).toBe(201);
    return sold.body as { id: string; qrData: string };
  }

  async function memberCode(options: MemberOptions) {
    const member = await createMember(museumA.museumId, { ...options, email: null });
    return (await apiClient(foyer.baseUrl, museumA.apiKey).get(`/v1/memberships/${member.membershipId}`)).body.qrData as string;
  }

  it("admits a ticket for a DOOR user with what the door shows, stores it, and answers a second scan as already used", async () => {
    const startsAt = new Date(Date.now() - 10 * 60_000);
    const ticket = await ticketFor(startsAt);
    const first = await scan(ticket.qrData, "Main entrance");
    expect(first).toMatchObject({
      admitted: true,
      refusal: null,
      checkIn: { kind: "TICKET", ticketId: ticket.id, membershipId: null, entrance: "Main entrance", visitorName: "Grace Hopper", admits: "Adult", timeZone: zone },
    });
    expect(first.checkIn.timeSlot.startsAt).toBe(startsAt.toISOString());
    // The same record as /v1 reads it, time zone included.
    expect((await apiClient(foyer.baseUrl, museumA.apiKey).get(`/v1/check-ins/${first.checkIn.id}`)).body).toEqual(first.checkIn);

    const again = await scan(ticket.qrData, "Garden gate");
    expect(again).toEqual({
      admitted: false,
      checkIn: null,
      refusal: {
        code: "ALREADY_CHECKED_IN",
        message: "This ticket has already been used.",
        firstCheckedInAt: first.checkIn.checkedInAt,
        entrance: "Main entrance",
        slotStartsAt: null,
        opensAt: null,
        validFrom: null,
        validTo: null,
        timeZone: zone,
      },
    });
    expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(1);
  });

  it("answers every refusal of a ticket's code as data with its own code and the times the door tells", async () => {
    expect((await scan("hello")).refusal).toMatchObject({ code: "INVALID_CODE", timeZone: null, firstCheckedInAt: null });
    const altered = (await ticketFor(new Date(Date.now() - 60_000))).qrData.replace(/sig=(.)/, (_, c: string) => `sig=${c === "A" ? "B" : "A"}`);
    expect((await scan(altered)).refusal.code).toBe("INVALID_CODE");

    const voided = await ticketFor(new Date(Date.now() - 60_000));
    await apiClient(foyer.baseUrl, museumA.apiKey).patch(`/v1/tickets/${voided.id}`, { status: "CANCELLED" });
    expect((await scan(voided.qrData)).refusal).toMatchObject({ code: "TICKET_VOIDED", message: "This ticket was cancelled and no longer admits." });

    const tomorrowStarts = new Date(Date.now() + 24 * HOUR);
    const tomorrowTicket = await ticketFor(tomorrowStarts);
    const tomorrow = await scan(tomorrowTicket.qrData);
    expect(tomorrow).toMatchObject({ admitted: false, checkIn: null, refusal: { code: "TICKET_WRONG_DAY", slotStartsAt: tomorrowStarts.toISOString(), timeZone: zone } });

    const laterStarts = new Date(Date.now() + 2 * HOUR);
    const laterTicket = await ticketFor(laterStarts);
    const later = await scan(laterTicket.qrData);
    expect(later.refusal).toMatchObject({ code: "TICKET_SLOT_NOT_OPEN", slotStartsAt: laterStarts.toISOString(), opensAt: new Date(laterStarts.getTime() - 30 * 60_000).toISOString(), timeZone: zone });
    // A refusal stores nothing.
    expect(await db().checkIn.count({ where: { ticketId: { in: [voided.id, tomorrowTicket.id, laterTicket.id] } } })).toBe(0);
  });

  it("says why a membership card is refused, and when a once-a-day card was used", async () => {
    const expired = await scan(await memberCode({ fromDays: -400, toDays: -2 }));
    expect(expired.refusal).toMatchObject({ code: "MEMBERSHIP_EXPIRED", timeZone: zone });
    expect(expired.refusal.validTo).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await scan(await memberCode({ fromDays: 3 }))).refusal).toMatchObject({ code: "MEMBERSHIP_NOT_YET_VALID", timeZone: zone });
    expect((await scan(await memberCode({ status: "CANCELLED" }))).refusal.code).toBe("MEMBERSHIP_CANCELLED");

    await db().museum.update({ where: { id: museumA.museumId }, data: { membershipAdmission: "ONCE_A_DAY" } });
    const card = await memberCode({ customerName: "Lise Meitner", membershipName: "Friends of the museum" });
    const first = await scan(card, "North door");
    expect(first.checkIn).toMatchObject({ kind: "MEMBERSHIP", visitorName: "Lise Meitner", admits: "Friends of the museum", timeSlot: null, timeZone: zone });
    expect((await scan(card)).refusal).toMatchObject({ code: "MEMBERSHIP_ALREADY_USED_TODAY", firstCheckedInAt: first.checkIn.checkedInAt, entrance: "North door", timeZone: zone });
  });

  it("keeps what is not about the code an error: no role, a bad argument, no sign-in", async () => {
    const ticket = await ticketFor(new Date(Date.now() - 60_000));
    const elsewhere = await door(CHECK_IN, { m: museumB.museumId, q: ticket.qrData });
    expect(errorCodes(elsewhere)).toEqual(["NOT_FOUND"]);
    expect(elsewhere.body.data).toBeNull();
    const tooLong = await door(CHECK_IN, { m: museumA.museumId, q: "x".repeat(3000) });
    expect(errorCodes(tooLong)).toEqual(["VALIDATION_ERROR"]);
    const blankEntrance = await door(CHECK_IN, { m: museumA.museumId, q: ticket.qrData, e: "  " });
    expect(errorCodes(blankEntrance)).toEqual(["VALIDATION_ERROR"]);
    const anonymous = await postGraphql(foyer.baseUrl, { query: CHECK_IN, variables: { m: museumA.museumId, q: ticket.qrData } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("UNAUTHORIZED");
    expect(await db().checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
  });
});
