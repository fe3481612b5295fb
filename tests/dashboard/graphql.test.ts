import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes, staffToken } from "../support/graphql-client";
import { createMember } from "../support/membership-fixtures";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";
import { createTicketing } from "../support/ticketing-fixtures";

describe.each(testProviders())("GraphQL API on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["graphql-a", "graphql-b", "graphql-c"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museumA = foyer.museum("graphql-a");
  const museumB = foyer.museum("graphql-b");
  const museumC = foyer.museum("graphql-c");
  const editor = foyer.graphqlAs("eva@graphql.test", museumA, "EDITOR");
  const door = foyer.graphqlAs("dora@graphql.test", museumA, "DOOR");

  beforeAll(async () => {
    // The same user is door staff in museum B, and has no role in museum C.
    await staffToken("eva@graphql.test", museumB.museumId, "DOOR");
  });

  it("answers me, and museums lists only the museums where the user has a role", async () => {
    const answer = await editor(`{ me { email } museums { id slug role permissionToModifyMuseum } }`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        me: { email: "eva@graphql.test" },
        museums: [
          { id: museumA.museumId, slug: "graphql-a", role: "EDITOR", permissionToModifyMuseum: true },
          { id: museumB.museumId, slug: "graphql-b", role: "DOOR", permissionToModifyMuseum: false },
        ],
      },
    });
  });

  it("makes another museum's records unreachable: NOT_FOUND exactly like a museum that does not exist", async () => {
    const theirs = await createTicketing(museumC.museumId);
    const query = `query($m: ID!) { museum(id: $m) { name } }`;
    const other = await editor(query, { m: museumC.museumId });
    const missing = await editor(query, { m: randomUUID() });
    const withoutRequestId = (answer: { body: any }) => ({ ...answer.body, errors: answer.body.errors.map((error: any) => ({ ...error, extensions: { ...error.extensions, requestId: undefined } })) });
    expect(withoutRequestId(other)).toEqual(withoutRequestId(missing));
    expect(errorCodes(other)).toEqual(["NOT_FOUND"]);

    const viaOwnMuseum = await editor(`query($m: ID!, $id: ID!) { museum(id: $m) { name event(id: $id) { name } } }`, { m: museumA.museumId, id: theirs.eventId });
    expect(errorCodes(viaOwnMuseum)).toEqual(["NOT_FOUND"]);
    expect(viaOwnMuseum.body.data.museum).toEqual({ name: "Museum graphql-a", event: null });

    const update = await editor(`mutation($m: ID!, $id: ID!) { updateEvent(museumId: $m, id: $id, input: { name: "Hijacked" }) { id } }`, { m: museumA.museumId, id: theirs.eventId });
    expect(errorCodes(update)).toEqual(["NOT_FOUND"]);
    const direct = await editor(`mutation($m: ID!, $id: ID!) { updateEvent(museumId: $m, id: $id, input: { name: "Hijacked" }) { id } }`, { m: museumC.museumId, id: theirs.eventId });
    expect(errorCodes(direct)).toEqual(["NOT_FOUND"]);
    expect((await db().event.findUniqueOrThrow({ where: { id: theirs.eventId } })).name).toBe("Night at the museum");

    const lists = await editor(`query($m: ID!) { museum(id: $m) { events { total list { id } } timeSlots { list { id } } } }`, { m: museumA.museumId });
    expect(lists.body.data.museum.events.list.map((event: { id: string }) => event.id)).not.toContain(theirs.eventId);
    expect(lists.body.data.museum.timeSlots.list.map((slot: { id: string }) => slot.id)).not.toContain(theirs.timeSlotId);
  });

  it("lets DOOR see the museum but not read its records", async () => {
    const answer = await door(`query($m: ID!) { museum(id: $m) { name role permissionToModifyMuseum customers { total } } }`, { m: museumA.museumId });
    expect(answer.body.data.museum).toEqual({ name: "Museum graphql-a", role: "DOOR", permissionToModifyMuseum: false, customers: null });
    expect(errorCodes(answer)).toEqual(["FORBIDDEN"]);
    expect(answer.body.errors[0].path).toEqual(["museum", "customers"]);
  });

  it("pages and filters customers exactly like GET /v1/customers", async () => {
    for (const name of ["Ada Byron", "Alan Turing", "Adele Goldberg", "Grace Hopper", "Adam Smith", "Barbara Liskov", "Adrian Monk"]) {
      await db().customer.create({ data: { museumId: museumA.museumId, name, email: `${name.split(" ")[0]!.toLowerCase()}@example.org`, memberNumber: `M-${name.length}-${name[1]}` } });
    }
    const rest = apiClient(foyer.baseUrl, museumA.apiKey);
    const filter = JSON.stringify({ operator: "STARTS_WITH", fieldName: "NAME", value: "ad" });
    const query = `query($m: ID!, $f: String, $l: Int, $o: Int, $n: String, $e: String) {
      museum(id: $m) { customers(filter: $f, limit: $l, offset: $o, memberNumber: $n, email: $e) { total list { id name email memberNumber customFields createdAt } } } }`;

    for (const [limit, offset] of [[2, 1], [10, 0], [1, 3], [1000, 4]] as const) {
      const viaRest = await rest.get(`/v1/customers?filter=${encodeURIComponent(filter)}&limit=${limit}&offset=${offset}`);
      const viaGraphql = await editor(query, { m: museumA.museumId, f: filter, l: limit, o: offset });
      expect(viaRest.status).toBe(200);
      expect(viaGraphql.body.data.museum.customers, `limit ${limit} offset ${offset}`).toEqual({
        total: viaRest.body.total,
        list: viaRest.body.list.map(({ id, name, email, memberNumber, customFields, createdAt }: any) => ({ id, name, email, memberNumber, customFields, createdAt })),
      });
    }
    const all = await editor(query, { m: museumA.museumId, f: filter });
    expect(all.body.data.museum.customers.total).toBe(4);

    const byEmail = await editor(query, { m: museumA.museumId, e: "GRACE@example.org" });
    expect(byEmail.body.data.museum.customers.list.map((customer: { name: string }) => customer.name)).toEqual(["Grace Hopper"]);

    for (const [variables, code] of [
      [{ l: 1001 }, "INVALID_PAGINATION"],
      [{ l: 0 }, "INVALID_PAGINATION"],
      [{ o: -1 }, "INVALID_PAGINATION"],
      [{ f: "{not json" }, "INVALID_FILTER"],
      [{ f: JSON.stringify({ operator: "EQUAL", fieldName: "SHOE", value: 1 }) }, "INVALID_FILTER"],
    ] as const) {
      const answer = await editor(query, { m: museumA.museumId, ...variables });
      expect(errorCodes(answer), JSON.stringify(variables)).toEqual([code]);
    }
    const restBad = await rest.get(`/v1/customers?filter=${encodeURIComponent(JSON.stringify({ operator: "EQUAL", fieldName: "SHOE", value: 1 }))}`);
    const graphqlBad = await editor(query, { m: museumA.museumId, f: JSON.stringify({ operator: "EQUAL", fieldName: "SHOE", value: 1 }) });
    expect(graphqlBad.body.errors[0].message).toBe(restBad.body.error.message);
  });

  it("shows live capacity and availability after a reservation, a cancellation and a sale", async () => {
    const created = await editor(
      `mutation($m: ID!) {
        event: createEvent(museumId: $m, input: { name: "Capacity night", startsAt: "2027-06-01T18:00:00Z", endsAt: "2027-06-01T22:00:00Z", published: true }) { id } }`,
      { m: museumA.museumId },
    );
    const eventId = created.body.data.event.id;
    const slot = await editor(
      `mutation($m: ID!, $e: ID!) { createTimeSlot(museumId: $m, input: { eventId: $e, startsAt: "2027-06-01T18:00:00Z", endsAt: "2027-06-01T19:00:00Z", capacity: 5 }) { id availableCapacity } }`,
      { m: museumA.museumId, e: eventId },
    );
    expect(slot.body.data.createTimeSlot.availableCapacity).toBe(5);
    // A slot names the zone its times are read in: its location's, else the museum's own (the dashboard files and shows it by this).
    const { timezone: museumZone } = await db().museum.findUniqueOrThrow({ where: { id: museumA.museumId }, select: { timezone: true } });
    const zoned = async () => (await editor(`query($m: ID!, $id: ID!) { museum(id: $m) { timeSlot(id: $id) { timeZone } } }`, { m: museumA.museumId, id: slot.body.data.createTimeSlot.id })).body.data.museum.timeSlot.timeZone;
    expect(await zoned()).toBe(museumZone);
    const { id: lisbon } = await db().location.create({ data: { museumId: museumA.museumId, name: "Lisbon annex", timezone: "Europe/Lisbon" }, select: { id: true } });
    await db().timeSlot.update({ where: { id: slot.body.data.createTimeSlot.id }, data: { locationId: lisbon } });
    expect(await zoned()).toBe("Europe/Lisbon");
    await db().timeSlot.update({ where: { id: slot.body.data.createTimeSlot.id }, data: { locationId: null } });
    const type = await editor(
      `mutation($m: ID!, $e: ID!) { createTicketType(museumId: $m, input: { eventId: $e, name: "Evening", price: 1200, masterLanguage: "en", maxQuantity: 3, published: true }) { id availableQuantity currency } }`,
      { m: museumA.museumId, e: eventId },
    );
    expect(type.body.data.createTicketType).toMatchObject({ availableQuantity: 3, currency: "EUR" });
    const slotId = slot.body.data.createTimeSlot.id;
    const typeId = type.body.data.createTicketType.id;

    const live = async () =>
      (
        await editor(
          `query($m: ID!, $e: ID!) { museum(id: $m) {
            timeSlots(eventId: $e, from: "2027-06-01T00:00:00Z", to: "2027-06-02T00:00:00Z") { total list { id capacity heldQuantity soldQuantity availableCapacity } }
            ticketTypes(eventId: $e) { list { id availableQuantity soldOut } } } }`,
          { m: museumA.museumId, e: eventId },
        )
      ).body.data.museum;

    const rest = apiClient(foyer.baseUrl, museumA.apiKey);
    const first = await rest.post("/v1/ticket-reservations", { ticketTypeId: typeId, timeSlotId: slotId });
    const second = await rest.post("/v1/ticket-reservations", { ticketTypeId: typeId, timeSlotId: slotId });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await live()).toEqual({
      timeSlots: { total: 1, list: [{ id: slotId, capacity: 5, heldQuantity: 2, soldQuantity: 0, availableCapacity: 3 }] },
      ticketTypes: { list: [{ id: typeId, availableQuantity: 1, soldOut: false }] },
    });

    const cancelled = await editor(`mutation($m: ID!, $id: ID!) { cancelReservation(museumId: $m, id: $id) { id status } }`, { m: museumA.museumId, id: first.body.id });
    expect(cancelled.body.data.cancelReservation).toEqual({ id: first.body.id, status: "CANCELLED" });
    expect((await rest.post("/v1/tickets", { ticketReservationId: second.body.id })).status).toBe(201);
    expect((await rest.post("/v1/tickets", { ticketTypeId: typeId, timeSlotId: slotId })).status).toBe(201);
    expect(await live()).toEqual({
      timeSlots: { total: 1, list: [{ id: slotId, capacity: 5, heldQuantity: 0, soldQuantity: 2, availableCapacity: 3 }] },
      ticketTypes: { list: [{ id: typeId, availableQuantity: 1, soldOut: false }] },
    });
    const outside = await editor(`query($m: ID!, $e: ID!) { museum(id: $m) { timeSlots(eventId: $e, from: "2027-06-02T00:00:00Z") { total } } }`, { m: museumA.museumId, e: eventId });
    expect(outside.body.data.museum.timeSlots.total).toBe(0);

    const reservations = await editor(`query($m: ID!) { museum(id: $m) { reservations { list { id status } } tickets { total list { ticketTypeId price } } } }`, { m: museumA.museumId });
    expect(reservations.body.data.museum.reservations.list).toEqual(
      expect.arrayContaining([{ id: first.body.id, status: "CANCELLED" }, { id: second.body.id, status: "CONVERTED" }]),
    );
    expect(reservations.body.data.museum.tickets.list.filter((ticket: { ticketTypeId: string }) => ticket.ticketTypeId === typeId)).toHaveLength(2);
  });

  it("validates mutation input with the /v1 schemas and changes nothing on a refusal", async () => {
    const count = () => db().event.count({ where: { museumId: museumA.museumId } });
    const before = await count();
    const bad = await editor(`mutation($m: ID!) { createEvent(museumId: $m, input: { name: "  ", startsAt: "tomorrow" }) { id } }`, { m: museumA.museumId });
    expect(errorCodes(bad)).toEqual(["VALIDATION_ERROR"]);
    expect(bad.body.errors[0].extensions.details.map((detail: { path: string }) => detail.path).sort()).toEqual(["input.name", "input.startsAt"]);
    const order = await editor(`mutation($m: ID!) { createEvent(museumId: $m, input: { name: "Backwards", startsAt: "2027-01-02T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" }) { id } }`, {
      m: museumA.museumId,
    });
    expect(order.body.errors[0].extensions).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "endsAt" }] });
    const currency = await editor(`mutation($m: ID!) { createTicketType(museumId: $m, input: { eventId: "${randomUUID()}", name: "X", price: 1, masterLanguage: "english", maxQuantity: 1 }) { id } }`, {
      m: museumA.museumId,
    });
    expect(currency.body.errors[0].extensions.details.map((detail: { path: string }) => detail.path)).toEqual(["input.masterLanguage"]);
    expect(await count()).toBe(before);
  });

  it("lists memberships per customer and leads from a membership to its customer", async () => {
    const member = await createMember(museumA.museumId, { customerName: "Mia Member", email: "mia@example.org", membershipName: "Gold" });
    // Lists are in creation order, then id: a second later, so two memberships made in the same
    // millisecond cannot swap places by their random ids.
    await db().membership.create({
      data: { museumId: museumA.museumId, customerId: member.customerId, name: "Silver", validFrom: new Date("2025-01-01"), validTo: new Date("2025-12-31"), createdAt: new Date(Date.now() + 1000) },
    });
    const answer = await editor(
      `query($m: ID!, $c: ID!) { museum(id: $m) {
        customers(email: "mia@example.org") { list { name memberships { name customer { name } } } }
        memberships(customerId: $c) { total list { name } } } }`,
      { m: museumA.museumId, c: member.customerId },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.museum.customers.list).toEqual([
      { name: "Mia Member", memberships: [{ name: "Gold", customer: { name: "Mia Member" } }, { name: "Silver", customer: { name: "Mia Member" } }] },
    ]);
    expect(answer.body.data.museum.memberships).toEqual({ total: 2, list: [{ name: "Gold" }, { name: "Silver" }] });
  });

  it("leads from each time slot to its event, for more events than one filter holds", async () => {
    const day = { startsAt: new Date("2027-09-01T10:00:00Z"), endsAt: new Date("2027-09-01T11:00:00Z") };
    const events = await Promise.all(
      Array.from({ length: 120 }, (_, index) => db().event.create({ data: { museumId: museumA.museumId, name: `Talk ${index}` }, select: { id: true, name: true } })),
    );
    for (const event of events) await db().timeSlot.create({ data: { museumId: museumA.museumId, eventId: event.id, capacity: 10, ...day } });
    await db().timeSlot.create({ data: { museumId: museumA.museumId, capacity: 10, ...day } });
    const answer = await editor(
      `query($m: ID!) { museum(id: $m) { timeSlots(from: "2027-09-01T00:00:00Z", to: "2027-09-02T00:00:00Z") { total list { eventId event { id name } } } } }`,
      { m: museumA.museumId },
    );
    expect(answer.body.errors).toBeUndefined();
    const list: { eventId: string | null; event: { id: string; name: string } | null }[] = answer.body.data.museum.timeSlots.list;
    expect(list).toHaveLength(121);
    const names = new Map(events.map((event) => [event.id, event.name]));
    for (const slot of list) expect(slot.event).toEqual(slot.eventId === null ? null : { id: slot.eventId, name: names.get(slot.eventId) });
    expect(list.filter((slot) => slot.event === null)).toHaveLength(1);

    const made = await editor(
      `mutation($m: ID!, $e: ID!) { createTimeSlot(museumId: $m, input: { eventId: $e, startsAt: "2027-09-02T10:00:00Z", endsAt: "2027-09-02T11:00:00Z", capacity: 2 }) { event { name } } }`,
      { m: museumA.museumId, e: events[0]!.id },
    );
    expect(made.body.data.createTimeSlot.event).toEqual({ name: "Talk 0" });

    // The dashboard lists the event made last first; the default stays /v1's creation order.
    const orders = await editor(
      `query($m: ID!) { museum(id: $m) { newest: events(orderBy: NEWEST_FIRST) { total list { id } } created: events(limit: 100) { total list { id } } } }`,
      { m: museumA.museumId },
    );
    expect(orders.body.errors).toBeUndefined();
    const { newest, created } = orders.body.data.museum;
    expect(newest.total).toBe(created.total);
    const stored = await db().event.findMany({ where: { museumId: museumA.museumId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    expect(created.list.map((event: { id: string }) => event.id)).toEqual(stored.slice(0, 100).map((event) => event.id));
    expect(newest.list.map((event: { id: string }) => event.id)).toEqual(stored.reverse().slice(0, 100).map((event) => event.id));
  });

  it("sums tickets sold and revenue per day and per ticket type", async () => {
    const museum = await foyer.seedMuseum("graphql-sales");
    const owner = foyer.graphqlAs("owner@sales.test", museum, "OWNER");
    const adult = await createTicketing(museum.museumId, { price: 1500 });
    const child = await createTicketing(museum.museumId, { price: 700 });
    const sell = (ticketTypeId: string, createdAt: string, price: number, status = "VALID") =>
      db().ticket.create({ data: { museumId: museum.museumId, ticketTypeId, price, currency: "EUR", status, createdAt: new Date(createdAt) } });
    await sell(adult.ticketTypeId, "2027-03-01T09:00:00Z", 1500);
    await sell(adult.ticketTypeId, "2027-03-01T23:30:00Z", 1500);
    await sell(child.ticketTypeId, "2027-03-02T10:00:00Z", 700);
    await sell(child.ticketTypeId, "2027-03-02T11:00:00Z", 700, "CANCELLED");
    await sell(child.ticketTypeId, "2027-03-05T10:00:00Z", 700);
    await db().ticketType.update({ where: { id: child.ticketTypeId }, data: { name: "Child" } });

    const summary = async (timeZone?: string) =>
      owner(
        `query($m: ID!, $tz: String) { museum(id: $m) { salesSummary(from: "2027-03-01T00:00:00Z", to: "2027-03-05T00:00:00Z", timeZone: $tz) {
          ticketsSold revenue { currency amount } days { date ticketsSold revenue { amount } } ticketTypes { ticketTypeId name ticketsSold revenue { amount } } } } }`,
        { m: museum.museumId, tz: timeZone },
      );
    const utc = await summary();
    expect(utc.body.data.museum.salesSummary).toEqual({
      ticketsSold: 3,
      revenue: [{ currency: "EUR", amount: 3700 }],
      days: [
        { date: "2027-03-01", ticketsSold: 2, revenue: [{ amount: 3000 }] },
        { date: "2027-03-02", ticketsSold: 1, revenue: [{ amount: 700 }] },
      ],
      ticketTypes: [
        { ticketTypeId: adult.ticketTypeId, name: "Adult", ticketsSold: 2, revenue: [{ amount: 3000 }] },
        { ticketTypeId: child.ticketTypeId, name: "Child", ticketsSold: 1, revenue: [{ amount: 700 }] },
      ],
    });
    const vienna = await summary("Europe/Vienna");
    expect(vienna.body.data.museum.salesSummary.days.map((day: { date: string; ticketsSold: number }) => [day.date, day.ticketsSold])).toEqual([
      ["2027-03-01", 1],
      ["2027-03-02", 2],
    ]);
    expect(errorCodes(await summary("Mars/Olympus"))).toEqual(["VALIDATION_ERROR"]);
  });
});
