import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { EXAMPLE_SEASON_DAYS, exampleSeason } from "../support/example-season";
import { useFoyer } from "../support/foyer-fixture";
import { calendarDays, wallClockInstant } from "../support/wall-clock-oracle";

// docs/schedules.md: rules that make an event's slots in the location's time zone, idempotent
// generation, changes that keep sold slots.

const season = exampleSeason;
const SEASON_DAYS = EXAMPLE_SEASON_DAYS;

describe.each(testProviders())("schedules on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["season-a", "season-b"], env: { EXPIRY_SWEEP_SECONDS: "0" } });
  const museumA = foyer.museum("season-a");
  const museumB = foyer.museum("season-b");
  const api = () => apiClient(foyer.baseUrl, museumA.apiKey);
  let eventId: string;
  let locationId: string;

  beforeAll(async () => {
    locationId = (await db().location.create({ data: { museumId: museumA.museumId, name: "Berlin hall", timezone: "Europe/Berlin" }, select: { id: true } })).id;
    eventId = (await db().event.create({ data: { museumId: museumA.museumId, name: "Spring season", locationId, published: true }, select: { id: true } })).id;
  });

  const slotsOf = (scheduleId: string) => db().timeSlot.findMany({ where: { scheduleId }, orderBy: { startsAt: "asc" }, select: { id: true, startsAt: true, endsAt: true, capacity: true, locationId: true } });

  it("previews a season without storing it, then makes exactly those slots in the location's zone", async () => {
    const preview = await api().post(`/v1/events/${eventId}/schedules?dryRun=true`, season);
    expect(preview.status).toBe(200);
    expect(preview.body.timeZone).toBe("Europe/Berlin");
    expect(preview.body.slots).toHaveLength(SEASON_DAYS * 2);
    expect(await db().schedule.count({ where: { eventId } })).toBe(0);

    const created = await api().post(`/v1/events/${eventId}/schedules`, season);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ generated: SEASON_DAYS * 2, updated: 0, removed: 0, keptBecauseSold: [] });
    expect(created.body.schedule).toMatchObject({ eventId, locationId, timeZone: "Europe/Berlin", rrule: "FREQ=WEEKLY;BYDAY=TU,WE,TH,FR,SA,SU", times: ["10:00", "10:30"], every: null });
    const slots = await slotsOf(created.body.schedule.id);
    expect(slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() }))).toEqual(preview.body.slots);
    expect(slots.every((slot) => slot.capacity === 40 && slot.locationId === locationId)).toBe(true);
    // Winter time before 28 March (UTC+1), summer time from then on (UTC+2).
    expect(preview.body.slots[0]).toEqual({ startsAt: "2027-03-20T09:00:00.000Z", endsAt: "2027-03-20T09:30:00.000Z" });
    expect(preview.body.slots).toContainEqual({ startsAt: "2027-03-28T08:00:00.000Z", endsAt: "2027-03-28T08:30:00.000Z" });
    expect(preview.body.slots.some((slot: { startsAt: string }) => slot.startsAt.startsWith("2027-03-30") || slot.startsAt.startsWith("2027-03-22"))).toBe(false);

    const again = await api().post(`/v1/events/${eventId}/schedules/${created.body.schedule.id}/generate`, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ generated: 0, updated: 0, removed: 0 });
    expect(await slotsOf(created.body.schedule.id)).toHaveLength(SEASON_DAYS * 2);
    expect((await api().get(`/v1/events/${eventId}/schedules/${created.body.schedule.id}`)).body).toEqual(created.body.schedule);
    expect((await api().get(`/v1/events/${eventId}/schedules`)).body.list.map((schedule: { id: string }) => schedule.id)).toContain(created.body.schedule.id);
  });

  it("makes a year of slots in Berlin and New York that an independent reading of the zones agrees with, across both clock changes", async () => {
    // Start times in the hours the clocks skip and repeat (Berlin 02:00–03:00 at night, New York likewise), and a daytime one.
    const rule = { from: "2028-01-01", to: "2028-12-31", weekdays: ["TU", "WE", "TH", "FR", "SA", "SU"], times: ["02:00", "02:30", "10:00"], durationMinutes: 45, capacity: 20, closedDates: ["2028-12-24", "2028-12-25"] };
    for (const timeZone of ["Europe/Berlin", "America/New_York"]) {
      const zoneLocation = (await db().location.create({ data: { museumId: museumA.museumId, name: `Hall in ${timeZone}`, timezone: timeZone }, select: { id: true } })).id;
      // An event of its own in a year no other test uses: bulk changes by day would match these slots.
      const yearEvent = (await db().event.create({ data: { museumId: museumA.museumId, name: `Year in ${timeZone}`, locationId: zoneLocation }, select: { id: true } })).id;
      const created = await api().post(`/v1/events/${yearEvent}/schedules`, rule);
      expect(created.status).toBe(201);
      const expected = calendarDays(rule.from, rule.to)
        .filter(({ day, weekday }) => rule.weekdays.includes(weekday) && !rule.closedDates.includes(day))
        .flatMap(({ day }) => rule.times.map((time) => wallClockInstant(day, time, timeZone)))
        .filter((instant): instant is Date => instant !== undefined)
        .map((instant) => ({ startsAt: instant.toISOString(), endsAt: new Date(instant.getTime() + 45 * 60_000).toISOString() }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      // Each zone skips one 02:00 and one 02:30 in spring (both fall on a Sunday, a day of the rule).
      expect(expected).toHaveLength(rule.times.length * (calendarDays(rule.from, rule.to).filter(({ day, weekday }) => rule.weekdays.includes(weekday) && !rule.closedDates.includes(day)).length) - 2);
      const stored = await slotsOf(created.body.schedule.id);
      expect(created.body.generated).toBe(expected.length);
      expect(stored.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() }))).toEqual(expected);
      // A year of unsold slots goes with its rule in one request.
      const deleted = await api().delete(`/v1/events/${yearEvent}/schedules/${created.body.schedule.id}`);
      expect([deleted.status, deleted.body]).toEqual([200, { removed: expected.length, keptBecauseSold: [] }]);
      expect(await slotsOf(created.body.schedule.id)).toEqual([]);
    }
  });

  it("deletes a schedule of more slots than SQLite takes values in one statement, with all its unsold slots", async () => {
    const hourly = { from: "2029-01-01", to: "2029-04-30", weekdays: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"], every: { minutes: 60, from: "09:00", to: "17:00" }, durationMinutes: 60, capacity: 15 };
    const bigEvent = (await db().event.create({ data: { museumId: museumA.museumId, name: "Hourly tours", locationId }, select: { id: true } })).id;
    const created = await api().post(`/v1/events/${bigEvent}/schedules`, hourly);
    expect(created.status).toBe(201);
    expect(created.body.generated).toBe(120 * 9);
    const deleted = await api().delete(`/v1/events/${bigEvent}/schedules/${created.body.schedule.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { removed: 120 * 9, keptBecauseSold: [] }]);
    expect(await db().timeSlot.count({ where: { eventId: bigEvent } })).toBe(0);
  });

  it("changes only unsold future slots, and keeps and names the ones with sales or holds", async () => {
    const ticketType = await db().ticketType.create({
      data: { museumId: museumA.museumId, eventId, locationId, name: "Adult", price: 1200, currency: "EUR", masterLanguage: "en", maxQuantity: 1000, published: true },
      select: { id: true },
    });
    const created = await api().post(`/v1/events/${eventId}/schedules`, { ...season, from: "2027-05-04", to: "2027-05-09" });
    const scheduleId = created.body.schedule.id;
    const slots = await slotsOf(scheduleId);
    const sold = slots.find((slot) => slot.startsAt.toISOString() === "2027-05-05T08:30:00.000Z")!;
    const held = slots.find((slot) => slot.startsAt.toISOString() === "2027-05-06T08:30:00.000Z")!;
    expect((await api().post("/v1/tickets", { ticketTypeId: ticketType.id, timeSlotId: sold.id })).status).toBe(201);
    expect((await api().post("/v1/orders", { timeSlotId: held.id, lines: [{ ticketTypeId: ticketType.id, quantity: 2 }] })).status).toBe(201);

    const changed = await api().put(`/v1/events/${eventId}/schedules/${scheduleId}`, { ...season, from: "2027-05-04", to: "2027-05-09", times: ["10:00"], capacity: 60 });
    expect(changed.status).toBe(200);
    expect(changed.body.keptBecauseSold.map((slot: { id: string }) => slot.id).sort()).toEqual([sold.id, held.id].sort());
    // Six days: the 10:00 slots stay and get the new capacity; the 10:30 slots go, but for the two in use.
    expect(changed.body).toMatchObject({ generated: 0, updated: 6, removed: 4 });
    const after = await slotsOf(scheduleId);
    expect(after.map((slot) => slot.id).sort()).toEqual([...slots.filter((slot) => slot.startsAt.getUTCMinutes() === 0).map((slot) => slot.id), sold.id, held.id].sort());
    expect(after.filter((slot) => slot.startsAt.getUTCMinutes() === 0).every((slot) => slot.capacity === 60)).toBe(true);
    expect(after.find((slot) => slot.id === sold.id)!.capacity).toBe(40);

    const removed = await api().delete(`/v1/events/${eventId}/schedules/${scheduleId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toBe(6);
    expect(removed.body.keptBecauseSold).toHaveLength(2);
    expect(await db().timeSlot.findMany({ where: { id: { in: [sold.id, held.id] } }, select: { scheduleId: true } })).toEqual([{ scheduleId: null }, { scheduleId: null }]);
    expect((await api().get(`/v1/events/${eventId}/schedules/${scheduleId}`)).body.error.code).toBe("SCHEDULE_NOT_FOUND");
  });

  it("keeps places for groups in every slot it makes, changes them with the rule, and never more than the capacity", async () => {
    // Tuesday 12 to Thursday 14 October 2027: two entries a day, each keeping 10 of its 40 places for groups.
    const rule = { ...season, from: "2027-10-12", to: "2027-10-14", groupCapacity: 10 };
    const created = await api().post(`/v1/events/${eventId}/schedules`, rule);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.schedule).toMatchObject({ capacity: 40, groupCapacity: 10 });
    const scheduleId = created.body.schedule.id;
    const keptOf = async () => (await db().timeSlot.findMany({ where: { scheduleId }, select: { groupCapacity: true } })).map((slot) => slot.groupCapacity);
    expect(await keptOf()).toEqual([10, 10, 10, 10, 10, 10]);
    const [first, second] = await slotsOf(scheduleId);
    expect((await api().get(`/v1/time-slots/${first!.id}`)).body).toMatchObject({ capacity: 40, groupCapacity: 10, groupPlacesKept: 10, availableCapacity: 30 });

    // A slot's own value stays while the rule's does not change: here only the capacity does, and a
    // slot keeping more than the new capacity keeps all of it and no more.
    expect((await api().patch(`/v1/time-slots/${first!.id}`, { groupCapacity: 7 })).status).toBe(200);
    expect((await api().patch(`/v1/time-slots/${second!.id}`, { groupCapacity: 35 })).status).toBe(200);
    const resized = await api().put(`/v1/events/${eventId}/schedules/${scheduleId}`, { ...rule, capacity: 30 });
    expect(resized.body).toMatchObject({ updated: 6, schedule: { capacity: 30, groupCapacity: 10 } });
    expect((await keptOf()).sort((a, b) => a - b)).toEqual([7, 10, 10, 10, 10, 30]);
    expect((await api().get(`/v1/time-slots/${second!.id}`)).body).toMatchObject({ capacity: 30, groupCapacity: 30 });
    expect((await api().post(`/v1/events/${eventId}/schedules/${scheduleId}/generate`)).body).toMatchObject({ generated: 0, updated: 0 });
    expect((await keptOf()).sort((a, b) => a - b)).toEqual([7, 10, 10, 10, 10, 30]);

    // A change of the rule's value sets it on every unsold slot.
    const fewer = await api().put(`/v1/events/${eventId}/schedules/${scheduleId}`, { ...rule, groupCapacity: 4 });
    expect(fewer.body).toMatchObject({ updated: 6, schedule: { groupCapacity: 4 } });
    expect(await keptOf()).toEqual([4, 4, 4, 4, 4, 4]);
    // Left out, a rule keeps none.
    const { groupCapacity: _kept, ...withoutGroups } = rule;
    expect((await api().put(`/v1/events/${eventId}/schedules/${scheduleId}`, withoutGroups)).body.schedule.groupCapacity).toBe(0);
    expect(await keptOf()).toEqual([0, 0, 0, 0, 0, 0]);

    const tooMany = await api().put(`/v1/events/${eventId}/schedules/${scheduleId}`, { ...rule, groupCapacity: 41 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: [expect.objectContaining({ path: "groupCapacity" })] });
    expect(await keptOf()).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("makes each slot once when the same schedule is generated many times at once", async () => {
    const created = await api().post(`/v1/events/${eventId}/schedules`, { ...season, from: "2027-06-01", to: "2027-06-30", times: undefined, every: { minutes: 30, from: "10:00", to: "17:30" } });
    const scheduleId = created.body.schedule.id;
    const total = created.body.generated;
    expect(total).toBe(26 * 16);
    await db().timeSlot.deleteMany({ where: { scheduleId } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api().post(`/v1/events/${eventId}/schedules/${scheduleId}/generate`, {})));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.generated, 0)).toBe(total);
    expect(await db().timeSlot.count({ where: { scheduleId } })).toBe(total);
  });

  it("refuses the same rule twice on one event before anything is made, on a create, a dry run and a change", async () => {
    const rule = { ...season, from: "2027-10-05", to: "2027-10-10" };
    const first = await api().post(`/v1/events/${eventId}/schedules`, rule);
    expect(first.status).toBe(201);
    const slotsBefore = await db().timeSlot.count({ where: { eventId } });
    const schedulesBefore = await db().schedule.count({ where: { eventId } });
    // Another capacity or length, or the days and start times in another order, would still make every slot twice.
    for (const [path, body] of [["", rule], ["?dryRun=true", rule], ["", { ...rule, capacity: 12, durationMinutes: 45 }], ["", { ...rule, times: ["10:30", "10:00", "10:30"], weekdays: [...rule.weekdays].reverse() }]] as const) {
      const again = await api().post(`/v1/events/${eventId}/schedules${path}`, body);
      expect(again.status, path).toBe(409);
      expect(again.body.error).toMatchObject({ code: "SCHEDULE_DUPLICATE", details: { scheduleId: first.body.schedule.id } });
      expect(typeof again.body.error.message).toBe("string");
    }
    expect(await db().timeSlot.count({ where: { eventId } })).toBe(slotsBefore);
    expect(await db().schedule.count({ where: { eventId } })).toBe(schedulesBefore);

    // Other start times are another rule; changing it into the first one is refused, changing the first in place is not.
    const second = await api().post(`/v1/events/${eventId}/schedules`, { ...rule, times: ["15:00"] });
    expect(second.status).toBe(201);
    const clash = await api().put(`/v1/events/${eventId}/schedules/${second.body.schedule.id}`, rule);
    expect([clash.status, clash.body.error?.code]).toEqual([409, "SCHEDULE_DUPLICATE"]);
    expect((await api().get(`/v1/events/${eventId}/schedules/${second.body.schedule.id}`)).body.times).toEqual(["15:00"]);
    const resized = await api().put(`/v1/events/${eventId}/schedules/${first.body.schedule.id}`, { ...rule, capacity: 30 });
    expect(resized.status).toBe(200);
    expect(resized.body.schedule.capacity).toBe(30);
    // The same rule on another event is that event's own.
    const otherEvent = (await db().event.create({ data: { museumId: museumA.museumId, name: "Autumn talks", locationId }, select: { id: true } })).id;
    expect((await api().post(`/v1/events/${otherEvent}/schedules?dryRun=true`, rule)).status).toBe(200);
    for (const id of [first.body.schedule.id, second.body.schedule.id]) expect((await api().delete(`/v1/events/${eventId}/schedules/${id}`)).status).toBe(200);
  });

  it("stores the same rule once when many requests send it at the same moment", async () => {
    const racedEvent = (await db().event.create({ data: { museumId: museumA.museumId, name: "Raced season", locationId }, select: { id: true } })).id;
    const rule = { ...season, from: "2027-11-02", to: "2027-11-07" };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => api().post(`/v1/events/${racedEvent}/schedules`, index % 2 ? { ...rule, capacity: 10 + index } : rule)));
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect([answer.status, answer.body.error?.code, answer.body.error?.details?.scheduleId]).toEqual([409, "SCHEDULE_DUPLICATE", made[0]!.body.schedule.id]);
    }
    expect(await db().schedule.count({ where: { eventId: racedEvent } })).toBe(1);
    expect(await db().timeSlot.count({ where: { eventId: racedEvent } })).toBe(made[0]!.body.generated);
  });

  it("refuses rules it cannot follow, in words, and keeps other museums out", async () => {
    const bad: [unknown, string][] = [
      [{ ...season, rrule: "FREQ=DAILY" }, "rrule"],
      [{ ...season, times: undefined }, "times"],
      [{ ...season, every: { minutes: 30, from: "10:00", to: "12:00" } }, "times"],
      [{ ...season, to: "2027-03-01" }, "to"],
      [{ ...season, weekdays: undefined, rrule: "FREQ=HOURLY" }, "rrule"],
      [{ ...season, times: ["25:00"] }, "times.0"],
      [{ ...season, from: "2027-01-01", to: "2029-12-31" }, "to"],
    ];
    for (const [body, path] of bad) {
      const answer = await api().post(`/v1/events/${eventId}/schedules`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
      expect(JSON.stringify(answer.body.error.details)).toContain(path);
    }
    const other = apiClient(foyer.baseUrl, museumB.apiKey);
    const mine = await api().post(`/v1/events/${eventId}/schedules`, { ...season, from: "2027-07-01", to: "2027-07-02" });
    expect((await other.post(`/v1/events/${eventId}/schedules`, season)).body.error.code).toBe("EVENT_NOT_FOUND");
    expect((await other.get(`/v1/events/${eventId}/schedules/${mine.body.schedule.id}`)).body.error.code).toBe("EVENT_NOT_FOUND");
    const theirEvent = await db().event.create({ data: { museumId: museumB.museumId, name: "Theirs" }, select: { id: true } });
    expect((await other.post(`/v1/events/${theirEvent.id}/schedules/${mine.body.schedule.id}/generate`, {})).body.error.code).toBe("SCHEDULE_NOT_FOUND");
    expect((await other.post(`/v1/events/${theirEvent.id}/schedules`, { ...season, locationId })).body.error.code).toBe("LOCATION_NOT_FOUND");
  });

  it("closes a day: its slots hold and sell nothing, say why, and sell again once reopened", async () => {
    const ticketType = await db().ticketType.create({
      data: { museumId: museumA.museumId, eventId, locationId, name: "Child", price: 600, currency: "EUR", masterLanguage: "en", maxQuantity: 1000, published: true },
      select: { id: true },
    });
    const created = await api().post(`/v1/events/${eventId}/schedules`, { ...season, from: "2027-09-07", to: "2027-09-08", capacity: 3 });
    const [closing, closingLater, open] = (await slotsOf(created.body.schedule.id)).map((slot) => slot.id);
    const body = (timeSlotId: string) => ({ ticketTypeId: ticketType.id, timeSlotId });
    const earlierHold = await api().post("/v1/ticket-reservations", body(closing!));
    const earlierOrder = await api().post("/v1/orders", { timeSlotId: closingLater, lines: [{ ticketTypeId: ticketType.id, quantity: 1 }] });

    const closed = await api().post("/v1/time-slots/bulk-change", { from: "2027-09-07", to: "2027-09-07", eventId, changes: { closed: true, closedReason: "Private event" } });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ matched: 2, changed: 2, skipped: [] });
    expect((await api().get(`/v1/time-slots/${closing}`)).body).toMatchObject({ closed: true, closedReason: "Private event", availableCapacity: 0, heldQuantity: 1 });

    const refusals = [
      await api().post("/v1/ticket-reservations", body(closing!)),
      await api().post("/v1/tickets", body(closing!)),
      await api().post("/v1/orders", { timeSlotId: closing, lines: [{ ticketTypeId: ticketType.id, quantity: 1 }] }),
      await api().post("/v1/tickets", { ticketReservationId: earlierHold.body.id }),
      await api().post(`/v1/orders/${earlierOrder.body.id}/confirm`, {}),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.error?.code])).toEqual(Array.from({ length: 5 }, () => [409, "TIME_SLOT_CLOSED"]));
    expect(refusals[2]!.body.error.details).toMatchObject({ line: 0, ticketTypeId: ticketType.id });
    // The next day is open.
    expect((await api().post("/v1/ticket-reservations", body(open!))).status).toBe(201);

    const reopened = await api().post("/v1/time-slots/bulk-change", { from: "2027-09-07", to: "2027-09-07", changes: { closed: false } });
    expect(reopened.body).toMatchObject({ matched: 2, changed: 2 });
    expect((await api().get(`/v1/time-slots/${closing}`)).body).toMatchObject({ closed: false, closedReason: null, availableCapacity: 2 });
    expect((await api().post("/v1/tickets", { ticketReservationId: earlierHold.body.id })).status).toBe(201);
    expect((await api().post(`/v1/orders/${earlierOrder.body.id}/confirm`, {})).status).toBe(200);

    // A capacity below what is sold leaves that slot as it was.
    const resized = await api().post("/v1/time-slots/bulk-change", { from: "2027-09-07", to: "2027-09-08", eventId, changes: { capacity: 0 } });
    expect(resized.body.matched).toBe(4);
    expect(resized.body.skipped.map((slot: { id: string; code: string }) => [slot.id, slot.code]).sort()).toEqual(
      [[closing, "CAPACITY_BELOW_USAGE"], [closingLater, "CAPACITY_BELOW_USAGE"], [open, "CAPACITY_BELOW_USAGE"]].sort(),
    );
    // One slot closed by hand, with PATCH.
    const patched = await api().patch(`/v1/time-slots/${open}`, { closed: true });
    expect(patched.body).toMatchObject({ closed: true, availableCapacity: 0 });
    expect((await api().post("/v1/ticket-reservations", body(open!))).body.error.code).toBe("TIME_SLOT_CLOSED");
  });
});
