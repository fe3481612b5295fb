import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { errorCodes } from "../support/graphql-client";
import { createMember } from "../support/membership-fixtures";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// GraphQL's mutations and museum fields made from the operation catalog (docs/graphql.md, "Made from
// the catalog"), as the dashboard sends them: the record's id argument and the input's fields are the operation's input,
// a refusal names the GraphQL argument, null for a field that cannot be empty means "not given", and
// the answer's relations are read as the user.

describe.each(testProviders())("GraphQL fields from the catalog on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["catalog-mutations"], sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("catalog-mutations");
  const editor = foyer.graphqlAs("erin@catalog-mutations.test", museum, "EDITOR");
  const door = foyer.graphqlAs("dario@catalog-mutations.test", museum, "DOOR");

  const updateLocation = `mutation($m: ID!, $id: ID!, $input: UpdateLocationInput!) { updateLocation(museumId: $m, id: $id, input: $input) { id name maxOccupancy } }`;

  it("changes a location by its id, keeps a field sent as null that cannot be empty, lifts a limit sent as null", async () => {
    const made = await editor(`mutation($m: ID!) { createLocation(museumId: $m, input: { name: "West wing", maxOccupancy: 40 }) { id name maxOccupancy } }`, { m: museum.museumId });
    const { id } = made.body.data.createLocation;
    expect(made.body.data.createLocation).toMatchObject({ name: "West wing", maxOccupancy: 40 });

    const changed = await editor(updateLocation, { m: museum.museumId, id, input: { name: null, maxOccupancy: null } });
    expect(changed.body.data.updateLocation).toEqual({ id, name: "West wing", maxOccupancy: null });
    expect(await db().location.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "West wing", maxOccupancy: null });
  });

  it("names the argument a refusal is about: the id, or the field inside the input, and changes nothing", async () => {
    const badId = await editor(updateLocation, { m: museum.museumId, id: "not-a-uuid", input: { name: "Renamed" } });
    expect(badId.body.errors[0].extensions).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "id" }] });
    const badField = await editor(`mutation($m: ID!) { createLocation(museumId: $m, input: { name: "" , earlyEntryMinutes: -1 }) { id } }`, { m: museum.museumId });
    expect(errorCodes(badField)).toEqual(["VALIDATION_ERROR"]);
    expect(badField.body.errors[0].extensions.details.map((detail: { path: string }) => detail.path).sort()).toEqual(["input.earlyEntryMinutes", "input.name"]);
    const nowhere = await editor(updateLocation, { m: museum.museumId, id: randomUUID(), input: { name: "Renamed" } });
    expect(errorCodes(nowhere)).toEqual(["NOT_FOUND"]);
    expect(await db().location.count({ where: { museumId: museum.museumId, name: "Renamed" } })).toBe(0);
  });

  it("answers a new time slot with its event read as the user", async () => {
    const event = await editor(`mutation($m: ID!) { createEvent(museumId: $m, input: { name: "Lantern walk", published: true }) { id } }`, { m: museum.museumId });
    const slot = await editor(
      `mutation($m: ID!, $e: ID!) { createTimeSlot(museumId: $m, input: { eventId: $e, startsAt: "2027-06-01T18:00:00Z", endsAt: "2027-06-01T19:00:00Z", capacity: 12, closed: true, closedReason: "Storm" }) { capacity closed closedReason event { name } } }`,
      { m: museum.museumId, e: event.body.data.createEvent.id },
    );
    expect(slot.body.data.createTimeSlot).toEqual({ capacity: 12, closed: true, closedReason: "Storm", event: { name: "Lantern walk" } });
  });

  it("queues a membership's email with the membership's id as its own argument", async () => {
    const member = await createMember(museum.museumId, { customerName: "Mo Member", email: "mo@example.org", membershipName: "Gold" });
    const sent = await editor(`mutation($m: ID!, $id: ID!) { sendMembershipEmail(museumId: $m, membershipId: $id) { emailId status } }`, { m: museum.museumId, id: member.membershipId });
    expect(sent.body.data.sendMembershipEmail.status).toBe("queued");
    expect(await db().emailOutbox.count({ where: { id: sent.body.data.sendMembershipEmail.emailId, membershipId: member.membershipId } })).toBe(1);
    const bad = await editor(`mutation($m: ID!) { sendMembershipEmail(museumId: $m, membershipId: "nope") { emailId } }`, { m: museum.museumId });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "membershipId" }] });
  });

  it("reads one record under the museum: null with the error's code for a refused id, a record elsewhere or a role that may not read", async () => {
    const made = await editor(`mutation($m: ID!) { createLocation(museumId: $m, input: { name: "Reading room" }) { id } }`, { m: museum.museumId });
    const { id } = made.body.data.createLocation;
    const read = `query($m: ID!, $id: ID!) { museum(id: $m) { slug location(id: $id) { id name } } }`;
    expect((await editor(read, { m: museum.museumId, id })).body.data.museum.location).toEqual({ id, name: "Reading room" });

    const refused = [
      [await editor(read, { m: museum.museumId, id: "not-a-uuid" }), "VALIDATION_ERROR"],
      [await editor(read, { m: museum.museumId, id: randomUUID() }), "NOT_FOUND"],
      [await door(read, { m: museum.museumId, id }), "FORBIDDEN"],
    ] as const;
    for (const [answer, code] of refused) {
      expect(answer.body.data.museum.location).toBeNull();
      expect(answer.body.data.museum.slug).toBe(museum.slug);
      expect(errorCodes(answer)).toEqual([code]);
      expect(answer.body.errors[0].path).toEqual(["museum", "location"]);
    }
    expect(refused[0][0].body.errors[0].extensions.details).toEqual([expect.objectContaining({ path: "id" })]);
  });

  it("pages a list by GraphQL's rule for lists, narrows it to one event and refuses a bad page or filter by code", async () => {
    const make = (name: string) => editor(`mutation($m: ID!) { createEvent(museumId: $m, input: { name: "${name}" }) { id } }`, { m: museum.museumId });
    const [first, second] = [(await make("Harbour tour")).body.data.createEvent.id, (await make("Roof tour")).body.data.createEvent.id];
    const type = (eventId: string, name: string) =>
      editor(`mutation($m: ID!, $e: ID!) { createTicketType(museumId: $m, input: { eventId: $e, name: "${name}", price: 900, masterLanguage: "en", maxQuantity: 10 }) { id } }`, { m: museum.museumId, e: eventId });
    await type(first, "Harbour adult");
    await type(second, "Roof adult");
    const list = `query($m: ID!, $e: ID, $f: String, $l: Int, $o: Int) { museum(id: $m) { ticketTypes(eventId: $e, filter: $f, limit: $l, offset: $o) { total list { name } } } }`;

    // 500 is past the assistant's page of at most 200, and within GraphQL's (and /v1's) 1000.
    const narrowed = await editor(list, { m: museum.museumId, e: first, l: 500 });
    expect(narrowed.body.data.museum.ticketTypes).toEqual({ total: 1, list: [{ name: "Harbour adult" }] });
    const filtered = await editor(list, { m: museum.museumId, f: JSON.stringify({ operator: "EQUAL", fieldName: "NAME", value: "Roof adult" }) });
    expect(filtered.body.data.museum.ticketTypes.list).toEqual([{ name: "Roof adult" }]);

    for (const [variables, code] of [
      [{ l: 0 }, "INVALID_PAGINATION"],
      [{ l: 1001 }, "INVALID_PAGINATION"],
      [{ o: -1 }, "INVALID_PAGINATION"],
      [{ f: "{not json" }, "INVALID_FILTER"],
    ] as const) {
      const refused = await editor(list, { m: museum.museumId, ...variables });
      expect(refused.body.data.museum.ticketTypes).toBeNull();
      expect(errorCodes(refused)).toEqual([code]);
    }
  });
});
