import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { EXAMPLE_SEASON_DAYS, exampleSeason } from "../support/example-season";
import { useFoyer } from "../support/foyer-fixture";
import { createSeasonEvent } from "../support/ticketing-fixtures";
import { errorCodes, type GraphqlCaller } from "../support/graphql-client";
import { AUTH_TEST_ORIGIN } from "../support/sign-in";

// docs/graphql.md, "Season": the schedules and the closing of days and slots through GraphQL, over
// real HTTP, as staff of each role: the dry run stores nothing, a create makes the slots, a closed day
// refuses holds (TIME_SLOT_CLOSED) until reopened, the calendar shows it, and another museum's
// event reads as one that does not exist.

const season = exampleSeason;
const SEASON_SLOTS = EXAMPLE_SEASON_DAYS * exampleSeason.times.length;

const PREVIEW = `mutation($m: ID!, $e: ID!, $in: ScheduleInput!) { previewSchedule(museumId: $m, eventId: $e, input: $in) { timeZone count slots { startsAt endsAt } } }`;
const CREATE = `mutation($m: ID!, $e: ID!, $in: ScheduleInput!) {
  createSchedule(museumId: $m, eventId: $e, input: $in) { generated updated removed keptBecauseSold { id } schedule { id eventId locationId timeZone from to rrule times every { minutes } capacity closedDates } }
}`;
const SEASON = `query($m: ID!, $month: String!, $e: ID) {
  museum(id: $m) { season(month: $month, eventId: $e) { month timeZone days { date capacity soldQuantity heldQuantity closedSlots closed slots { id startsAt closed closedReason scheduleId event { name } } } } }
}`;
const CLOSE_DAYS = `mutation($m: ID!, $in: BulkChangeTimeSlotsInput!) { bulkChangeTimeSlots(museumId: $m, input: $in) { matched changed skipped { id } } }`;
const CLOSE_SLOT = `mutation($m: ID!, $id: ID!, $closed: Boolean!) { updateTimeSlot(museumId: $m, id: $id, input: { closed: $closed, closedReason: "Private tour" }) { id closed closedReason availableCapacity } }`;

type Call = GraphqlCaller;

describe.each(testProviders())("the season through GraphQL on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["season-gql", "season-gql-other"], env: { EXPIRY_SWEEP_SECONDS: "0" }, sharedEnv: { PUBLIC_URL: AUTH_TEST_ORIGIN } });
  const museum = foyer.museum("season-gql");
  const other = foyer.museum("season-gql-other");
  const editor = foyer.graphqlAs("editor@season.test", museum, "EDITOR");
  const viewer = foyer.graphqlAs("viewer@season.test", museum, "VIEWER");
  const door = foyer.graphqlAs("door@season.test", museum, "DOOR");
  let eventId: string;
  let locationId: string;
  let ticketTypeId: string;
  let otherEventId: string;

  beforeAll(async () => {
    ({ locationId, eventId, ticketTypeId } = await createSeasonEvent(museum.museumId, "Spring season"));
    otherEventId = (await db().event.create({ data: { museumId: other.museumId, name: "Their season" }, select: { id: true } })).id;
  });

  const slotsOfEvent = (id: string) => db().timeSlot.count({ where: { eventId: id } });
  const hold = (timeSlotId: string) => apiClient(foyer.baseUrl, museum.apiKey).post("/v1/ticket-reservations", { ticketTypeId, timeSlotId });
  const readSeason = async (call: Call, month: string) => {
    const answer = await call(SEASON, { m: museum.museumId, month, e: eventId });
    expect(answer.body.errors, JSON.stringify(answer.body)).toBeUndefined();
    return answer.body.data.museum.season as { timeZone: string; days: { date: string; capacity: number; closedSlots: number; closed: boolean; slots: { id: string; startsAt: string; closed: boolean; closedReason: string | null; scheduleId: string }[] }[] };
  };
  const dayOf = (calendar: Awaited<ReturnType<typeof readSeason>>, date: string) => calendar.days.find((day) => day.date === date)!;

  it("previews a season without storing anything, then creates it and makes exactly those slots", async () => {
    const preview = await editor(PREVIEW, { m: museum.museumId, e: eventId, in: season });
    expect(preview.body.errors, JSON.stringify(preview.body)).toBeUndefined();
    expect(preview.body.data.previewSchedule).toMatchObject({ timeZone: "Europe/Berlin", count: SEASON_SLOTS });
    expect(preview.body.data.previewSchedule.slots[0]).toEqual({ startsAt: "2027-03-20T09:00:00.000Z", endsAt: "2027-03-20T09:30:00.000Z" });
    expect(await db().schedule.count({ where: { eventId } })).toBe(0);
    expect(await slotsOfEvent(eventId)).toBe(0);

    const created = await editor(CREATE, { m: museum.museumId, e: eventId, in: season });
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const change = created.body.data.createSchedule;
    expect(change).toMatchObject({ generated: SEASON_SLOTS, updated: 0, removed: 0, keptBecauseSold: [] });
    expect(change.schedule).toMatchObject({ eventId, locationId, timeZone: "Europe/Berlin", rrule: "FREQ=WEEKLY;BYDAY=TU,WE,TH,FR,SA,SU", times: ["10:00", "10:30"], every: null, closedDates: ["2027-03-30"] });
    const stored = await db().timeSlot.findMany({ where: { eventId }, orderBy: { startsAt: "asc" }, select: { startsAt: true, endsAt: true } });
    expect(stored.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() }))).toEqual(preview.body.data.previewSchedule.slots);

    const again = await editor(`mutation($m: ID!, $e: ID!, $id: ID!) { generateSchedule(museumId: $m, eventId: $e, id: $id) { generated } }`, { m: museum.museumId, e: eventId, id: change.schedule.id });
    expect(again.body.data.generateSchedule.generated).toBe(0);
    const listed = await viewer(`query($m: ID!, $e: ID!) { museum(id: $m) { schedules(eventId: $e) { id from to } } }`, { m: museum.museumId, e: eventId });
    expect(listed.body.data.museum.schedules).toEqual([{ id: change.schedule.id, from: "2027-03-20", to: "2027-04-05" }]);

    // The calendar: every day of March, the slots on their Berlin days (9 days in March), the closed date and Mondays empty.
    const march = await readSeason(viewer, "2027-03");
    expect(march.days).toHaveLength(31);
    expect(dayOf(march, "2027-03-20")).toMatchObject({ capacity: 80, closedSlots: 0, closed: false });
    expect(dayOf(march, "2027-03-20").slots.map((slot) => slot.scheduleId)).toEqual([change.schedule.id, change.schedule.id]);
    expect(dayOf(march, "2027-03-22").slots).toEqual([]);
    expect(dayOf(march, "2027-03-30").slots).toEqual([]);
    expect(march.days.reduce((sum, day) => sum + day.slots.length, 0)).toBe(18);
  });

  it("closes a day so it refuses holds, shows it closed, and reopens it", async () => {
    const before = dayOf(await readSeason(editor, "2027-03"), "2027-03-24");
    const [first, second] = before.slots;
    expect((await hold(first!.id)).status).toBe(201);

    const closed = await editor(CLOSE_DAYS, { m: museum.museumId, in: { from: "2027-03-24", to: "2027-03-24", eventId, changes: { closed: true, closedReason: "Staff training" } } });
    expect(closed.body.data.bulkChangeTimeSlots).toEqual({ matched: 2, changed: 2, skipped: [] });
    const refused = await hold(second!.id);
    expect([refused.status, refused.body.error.code]).toEqual([409, "TIME_SLOT_CLOSED"]);
    const day = dayOf(await readSeason(viewer, "2027-03"), "2027-03-24");
    expect(day).toMatchObject({ closed: true, closedSlots: 2, heldQuantity: 1 });
    expect(day.slots.map((slot) => [slot.closed, slot.closedReason])).toEqual([
      [true, "Staff training"],
      [true, "Staff training"],
    ]);
    // The days either side stay open.
    expect((await hold(dayOf(await readSeason(viewer, "2027-03"), "2027-03-25").slots[0]!.id)).status).toBe(201);

    const reopened = await editor(CLOSE_DAYS, { m: museum.museumId, in: { from: "2027-03-24", to: "2027-03-24", changes: { closed: false } } });
    expect(reopened.body.data.bulkChangeTimeSlots).toMatchObject({ matched: 2, changed: 2 });
    expect((await hold(second!.id)).status).toBe(201);
    expect(dayOf(await readSeason(viewer, "2027-03"), "2027-03-24")).toMatchObject({ closed: false, closedSlots: 0 });
  });

  it("closes and reopens a single slot with updateTimeSlot's closed", async () => {
    const [slot, neighbour] = dayOf(await readSeason(editor, "2027-03"), "2027-03-26").slots;
    const closed = await editor(CLOSE_SLOT, { m: museum.museumId, id: slot!.id, closed: true });
    expect(closed.body.data.updateTimeSlot).toEqual({ id: slot!.id, closed: true, closedReason: "Private tour", availableCapacity: 0 });
    expect((await hold(slot!.id)).body.error.code).toBe("TIME_SLOT_CLOSED");
    expect((await hold(neighbour!.id)).status).toBe(201);
    expect(dayOf(await readSeason(viewer, "2027-03"), "2027-03-26")).toMatchObject({ closed: false, closedSlots: 1 });
    await editor(CLOSE_SLOT, { m: museum.museumId, id: slot!.id, closed: false });
    expect((await hold(slot!.id)).status).toBe(201);
  });

  it("deletes a schedule's unused future slots and keeps the ones with holds", async () => {
    const created = await editor(CREATE, { m: museum.museumId, e: eventId, in: { ...season, from: "2027-06-01", to: "2027-06-03", closedDates: [] } });
    const { schedule, generated } = created.body.data.createSchedule;
    expect(generated).toBe(6);
    const kept = await db().timeSlot.findFirstOrThrow({ where: { scheduleId: schedule.id }, orderBy: { startsAt: "asc" }, select: { id: true } });
    expect((await hold(kept.id)).status).toBe(201);
    const removed = await editor(`mutation($m: ID!, $e: ID!, $id: ID!) { deleteSchedule(museumId: $m, eventId: $e, id: $id) { removed keptBecauseSold { id } } }`, {
      m: museum.museumId,
      e: eventId,
      id: schedule.id,
    });
    expect(removed.body.data.deleteSchedule).toEqual({ removed: 5, keptBecauseSold: [{ id: kept.id }] });
    expect(await db().schedule.count({ where: { id: schedule.id } })).toBe(0);
    expect(await db().timeSlot.count({ where: { id: kept.id } })).toBe(1);
  });

  it("lets viewers read, refuses them every change, and gives door staff nothing", async () => {
    const slotsBefore = await slotsOfEvent(eventId);
    const refusedCreate = await viewer(CREATE, { m: museum.museumId, e: eventId, in: { ...season, capacity: 7 } });
    expect([errorCodes(refusedCreate), refusedCreate.body.data]).toEqual([["FORBIDDEN"], null]);
    expect(errorCodes(await viewer(PREVIEW, { m: museum.museumId, e: eventId, in: season }))).toEqual(["FORBIDDEN"]);
    expect(await db().schedule.count({ where: { museumId: museum.museumId, capacity: 7 } })).toBe(0);
    expect(await slotsOfEvent(eventId)).toBe(slotsBefore);

    const closing = { m: museum.museumId, in: { from: "2027-03-27", to: "2027-03-27", changes: { closed: true } } };
    expect(errorCodes(await viewer(CLOSE_DAYS, closing))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await door(CLOSE_DAYS, closing))).toEqual(["FORBIDDEN"]);
    const [slot] = dayOf(await readSeason(viewer, "2027-03"), "2027-03-27").slots;
    expect(errorCodes(await viewer(CLOSE_SLOT, { m: museum.museumId, id: slot!.id, closed: true }))).toEqual(["FORBIDDEN"]);
    expect(await db().timeSlot.count({ where: { eventId, closedAt: { not: null } } })).toBe(0);

    const doorRead = await door(SEASON, { m: museum.museumId, month: "2027-03", e: eventId });
    expect(errorCodes(doorRead)).toEqual(["FORBIDDEN"]);
    expect(doorRead.body.data.museum.season).toBeNull();
    expect(errorCodes(await door(`query($m: ID!, $e: ID!) { museum(id: $m) { schedules(eventId: $e) { id } } }`, { m: museum.museumId, e: eventId }))).toEqual(["FORBIDDEN"]);
  });

  it("answers another museum's event as one that does not exist, and changes nothing there", async () => {
    const theirs = { m: museum.museumId, e: otherEventId, in: season };
    expect(errorCodes(await editor(PREVIEW, theirs))).toEqual(["EVENT_NOT_FOUND"]);
    expect(errorCodes(await editor(CREATE, theirs))).toEqual(["EVENT_NOT_FOUND"]);
    expect(errorCodes(await editor(CREATE, { ...theirs, m: other.museumId }))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await editor(SEASON, { m: museum.museumId, month: "2027-03", e: otherEventId }))).toEqual(["EVENT_NOT_FOUND"]);
    expect(errorCodes(await editor(`query($m: ID!, $e: ID!) { museum(id: $m) { schedules(eventId: $e) { id } } }`, { m: museum.museumId, e: otherEventId }))).toEqual([
      "EVENT_NOT_FOUND",
    ]);
    expect(errorCodes(await editor(CLOSE_DAYS, { m: museum.museumId, in: { from: "2027-03-20", to: "2027-04-05", eventId: otherEventId, changes: { closed: true } } }))).toEqual([
      "EVENT_NOT_FOUND",
    ]);
    expect(await db().schedule.count({ where: { museumId: other.museumId } })).toBe(0);
    expect(await slotsOfEvent(otherEventId)).toBe(0);
    expect(await db().timeSlot.count({ where: { eventId, closedAt: { not: null } } })).toBe(0);
  });

  it("refuses a month that is not one and a rule that is not valid, naming the argument", async () => {
    const badMonth = await viewer(SEASON, { m: museum.museumId, month: "2027-13", e: eventId });
    expect(errorCodes(badMonth)).toEqual(["VALIDATION_ERROR"]);
    expect(badMonth.body.errors[0].extensions.details[0].path).toBe("month");
    const badRule = await editor(PREVIEW, { m: museum.museumId, e: eventId, in: { ...season, times: ["25:00"] } });
    expect(errorCodes(badRule)).toEqual(["VALIDATION_ERROR"]);
    expect(badRule.body.errors[0].extensions.details[0].path).toBe("input.times.0");
  });
});
