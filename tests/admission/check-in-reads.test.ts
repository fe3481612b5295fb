import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes } from "../support/graphql-client";
import { createMember } from "../support/membership-fixtures";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing } from "../support/ticketing-fixtures";
import { zoneNearNoon } from "../support/zone-near-noon";

// Reading the door's record (docs/api.md, "Check-in"; docs/graphql.md, "Admission"): who came in on a
// day of the museum's time zone, the check-ins on a ticket's and a membership's records, and how many
// of a slot's tickets were admitted, through /v1 and GraphQL alike.

const CHECK_INS = `query($m: ID!, $day: String, $order: CheckInOrder, $limit: Int, $offset: Int, $filter: String) {
  museum(id: $m) { checkIns(day: $day, order: $order, limit: $limit, offset: $offset, filter: $filter) { total list { id kind membershipId ticketId checkedInAt entrance } } }
}`;

/** A fixed-offset zone where it is about noon now, so a slot a minute ago is today there. Etc/GMT-3 is UTC+3. */
describe.each(testProviders())("reading check-ins on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["reads-a", "reads-b"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museumA = foyer.museum("reads-a");
  const museumB = foyer.museum("reads-b");
  const staff = foyer.graphqlAs("vera@reads.test", museumA, "VIEWER");
  const door = foyer.graphqlAs("dora@reads.test", museumA, "DOOR");
  const zone = zoneNearNoon();

  beforeAll(async () => {
    await db().museum.update({ where: { id: museumA.museumId }, data: { timezone: zone } });
  });

  /** A ticket sold through /v1 for a slot that started a minute ago (in the museum's zone, near noon), admitted at the door. */
  async function admittedTicket(timeSlotId?: string) {
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const ticketing = await createTicketing(museumA.museumId, { startsAt: new Date(Date.now() - 60_000), capacity: 10 });
    const sold = await api.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: timeSlotId ?? ticketing.timeSlotId });
    expect(sold.status).toBe(201);
    const checkIn = await api.post("/v1/check-ins", { qrData: sold.body.qrData, entrance: "Main entrance" });
    expect(checkIn.status).toBe(201);
    return { ticketing, ticket: sold.body as { id: string; qrData: string }, checkIn: checkIn.body as { id: string } };
  }

  it("lists who came in on a calendar day of the museum's time zone, newest first in GraphQL, oldest first in /v1", async () => {
    await db().museum.update({ where: { id: museumA.museumId }, data: { timezone: "Europe/Vienna" } });
    const member = await createMember(museumA.museumId, { email: null });
    // 09:00 and 23:30 UTC on 1 March are 10:00 on 1 March and 00:30 on 2 March in Vienna.
    const instants = ["2027-03-01T09:00:00.000Z", "2027-03-01T23:30:00.000Z", "2027-03-01T12:00:00.000Z"];
    const ids: string[] = [];
    for (const checkedInAt of instants) {
      const row = await db().checkIn.create({ data: { museumId: museumA.museumId, kind: "MEMBERSHIP", membershipId: member.membershipId, checkedInAt: new Date(checkedInAt) } });
      ids.push(row.id);
    }
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const firstDay = await api.get("/v1/check-ins?day=2027-03-01");
    expect(firstDay.status).toBe(200);
    expect(firstDay.body.list.map((checkIn: { id: string }) => checkIn.id)).toEqual([ids[0], ids[2]]);
    expect((await api.get("/v1/check-ins?day=2027-03-02")).body.list.map((checkIn: { id: string }) => checkIn.id)).toEqual([ids[1]]);
    for (const day of ["2027-02-30", "2027-13-45", "%FF", "0000-12-31", "9999-12-31"]) {
      expect((await api.get(`/v1/check-ins?day=${day}`)).body.error, day).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "day" }] });
    }

    const newest = await staff(CHECK_INS, { m: museumA.museumId, day: "2027-03-01" });
    expect(newest.body.data.museum.checkIns).toEqual({ total: 2, list: [expect.objectContaining({ id: ids[2] }), expect.objectContaining({ id: ids[0] })] });
    const paged = await staff(CHECK_INS, { m: museumA.museumId, day: "2027-03-01", order: "OLDEST_FIRST", limit: 1, offset: 1 });
    expect(paged.body.data.museum.checkIns).toEqual({ total: 2, list: [expect.objectContaining({ id: ids[2] })] });
    const filtered = await staff(CHECK_INS, { m: museumA.museumId, filter: JSON.stringify({ operator: "EQUAL", fieldName: "KIND", value: "TICKET" }), day: "2027-03-02" });
    expect(filtered.body.data.museum.checkIns.total).toBe(0);
    const refused = await staff(CHECK_INS, { m: museumA.museumId, day: "1 March" });
    expect(errorCodes(refused)).toEqual(["VALIDATION_ERROR"]);
    expect(errorCodes(await staff(CHECK_INS, { m: museumA.museumId, limit: 0 }))).toEqual(["INVALID_PAGINATION"]);
    // Door staff admit visitors but do not read the museum's records.
    expect(errorCodes(await door(CHECK_INS, { m: museumA.museumId }))).toEqual(["FORBIDDEN"]);
    await db().museum.update({ where: { id: museumA.museumId }, data: { timezone: zone } });
  });

  it("shows a ticket's and a membership's check-ins on their records, and hides another museum's", async () => {
    const { ticket, checkIn } = await admittedTicket();
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const ofTicket = await api.get(`/v1/tickets/${ticket.id}/check-ins`);
    expect(ofTicket.status).toBe(200);
    expect(ofTicket.body).toEqual({ total: 1, list: [await (await api.get(`/v1/check-ins/${checkIn.id}`)).body] });

    const member = await createMember(museumA.museumId, { email: null });
    const card = (await api.get(`/v1/memberships/${member.membershipId}`)).body.qrData as string;
    const visits = [await api.post("/v1/check-ins", { qrData: card }), await api.post("/v1/check-ins", { qrData: card })];
    const ofMembership = await api.get(`/v1/memberships/${member.membershipId}/check-ins`);
    expect(ofMembership.body.list.map((visit: { id: string }) => visit.id)).toEqual(visits.map((visit) => visit.body.id));
    expect((await api.get(`/v1/memberships/${member.membershipId}/check-ins?limit=1&offset=1`)).body).toMatchObject({ total: 2, list: [{ id: visits[1]!.body.id }] });

    const elsewhere = apiClient(foyer.baseUrl, museumB.apiKey);
    expect((await elsewhere.get(`/v1/tickets/${ticket.id}/check-ins`)).body.error.code).toBe("TICKET_NOT_FOUND");
    expect((await elsewhere.get(`/v1/memberships/${member.membershipId}/check-ins`)).body.error.code).toBe("NOT_FOUND");

    const records = await staff(
      `query($m: ID!, $t: ID!, $ms: ID!) { museum(id: $m) {
        ticket(id: $t) { checkIns { id kind entrance } }
        membership(id: $ms) { checkIns { id } }
        tickets(filter: ${JSON.stringify(JSON.stringify({ operator: "EQUAL", fieldName: "ID", value: ticket.id }))}) { list { checkIns { id } } }
      } }`,
      { m: museumA.museumId, t: ticket.id, ms: member.membershipId },
    );
    expect(records.body.errors).toBeUndefined();
    expect(records.body.data.museum.ticket.checkIns).toEqual([{ id: checkIn.id, kind: "TICKET", entrance: "Main entrance" }]);
    expect(records.body.data.museum.membership.checkIns).toEqual(visits.map((visit) => ({ id: visit.body.id })));
    expect(records.body.data.museum.tickets.list).toEqual([{ checkIns: [{ id: checkIn.id }] }]);
  });

  it("counts each slot's admitted tickets beside sold and held, a page of slots in one batch", async () => {
    const { ticketing } = await admittedTicket();
    await admittedTicket(ticketing.timeSlotId);
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    // Sold and not (yet) admitted, and held.
    expect((await api.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })).status).toBe(201);
    expect((await api.post("/v1/ticket-reservations", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId })).status).toBe(201);
    const empty = await createTicketing(museumA.museumId, { startsAt: new Date(Date.now() + 60_000) });

    const slots = await staff(`query($m: ID!) { museum(id: $m) { timeSlots(limit: 1000) { list { id soldQuantity heldQuantity admitted } } } }`, { m: museumA.museumId });
    expect(slots.body.errors).toBeUndefined();
    const byId = new Map(slots.body.data.museum.timeSlots.list.map((slot: { id: string }) => [slot.id, slot]));
    expect(byId.get(ticketing.timeSlotId)).toEqual({ id: ticketing.timeSlotId, soldQuantity: 3, heldQuantity: 1, admitted: 2 });
    expect(byId.get(empty.timeSlotId)).toMatchObject({ admitted: 0 });
  });
});
