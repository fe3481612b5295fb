import { describe, expect, it } from "vitest";
import { plannedSlots, recurrenceOf, scheduleDays, startTimes } from "./schedule-occurrences";

// docs/schedules.md. The expected instants are written out by hand from the zone's rules
// (Europe/Berlin: UTC+1, UTC+2 from 2027-03-28 01:00Z to 2027-10-31 01:00Z), not computed.
const base = { times: null, every: null, durationMinutes: 30, closedDates: [] as string[] };

describe("schedule occurrences", () => {
  it("picks the weekdays between from and to, both included, minus closed dates", () => {
    const days = scheduleDays({ from: "2027-03-20", to: "2027-04-05", rrule: recurrenceOf(["TU", "WE", "TH", "FR", "SA", "SU"], undefined), closedDates: ["2027-03-30"] });
    expect(days).toEqual([
      "2027-03-20", "2027-03-21", "2027-03-23", "2027-03-24", "2027-03-25", "2027-03-26", "2027-03-27", "2027-03-28",
      "2027-03-31", "2027-04-01", "2027-04-02", "2027-04-03", "2027-04-04",
    ]);
  });

  it("reads an rrule, and every day when neither weekdays nor rrule is given", () => {
    expect(scheduleDays({ from: "2027-01-01", to: "2027-03-31", rrule: "FREQ=MONTHLY;BYMONTHDAY=1", closedDates: [] })).toEqual(["2027-01-01", "2027-02-01", "2027-03-01"]);
    expect(scheduleDays({ from: "2027-01-30", to: "2027-02-02", rrule: recurrenceOf(undefined, undefined), closedDates: [] })).toEqual(["2027-01-30", "2027-01-31", "2027-02-01", "2027-02-02"]);
  });

  it("steps every N minutes from the first start to the last, included when it lands on it", () => {
    expect(startTimes({ times: null, every: { minutes: 30, from: "10:00", to: "11:30" } })).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    expect(startTimes({ times: null, every: { minutes: 45, from: "10:00", to: "11:40" } })).toEqual(["10:00", "10:45", "11:30"]);
    expect(startTimes({ times: ["10:30", "10:00", "10:30"], every: null })).toEqual(["10:00", "10:30"]);
  });

  it("makes 10:00 in Berlin 09:00Z before the change to summer time and 08:00Z after it", () => {
    const slots = plannedSlots({ ...base, from: "2027-03-27", to: "2027-03-29", rrule: "FREQ=DAILY", times: ["10:00"] }, "Europe/Berlin");
    expect(slots.map((slot) => [slot.startsAt.toISOString(), slot.endsAt.toISOString()])).toEqual([
      ["2027-03-27T09:00:00.000Z", "2027-03-27T09:30:00.000Z"],
      ["2027-03-28T08:00:00.000Z", "2027-03-28T08:30:00.000Z"],
      ["2027-03-29T08:00:00.000Z", "2027-03-29T08:30:00.000Z"],
    ]);
  });

  it("makes no slot at a time the 23-hour day skips, and one at a time the 25-hour day repeats", () => {
    const night = { ...base, rrule: "FREQ=DAILY", every: { minutes: 30, from: "01:30", to: "03:00" } };
    expect(plannedSlots({ ...night, from: "2027-03-28", to: "2027-03-28" }, "Europe/Berlin").map((slot) => slot.startsAt.toISOString())).toEqual([
      "2027-03-28T00:30:00.000Z",
      "2027-03-28T01:00:00.000Z",
    ]);
    expect(plannedSlots({ ...night, from: "2027-10-31", to: "2027-10-31" }, "Europe/Berlin").map((slot) => slot.startsAt.toISOString())).toEqual([
      "2027-10-30T23:30:00.000Z",
      "2027-10-31T00:00:00.000Z",
      "2027-10-31T00:30:00.000Z",
      "2027-10-31T02:00:00.000Z",
    ]);
  });

  it("refuses a rule that makes too many slots, and a recurrence it cannot read", () => {
    expect(() => plannedSlots({ ...base, from: "2027-01-01", to: "2028-12-31", rrule: "FREQ=DAILY", every: { minutes: 5, from: "00:00", to: "23:55" } }, "UTC")).toThrow(
      expect.objectContaining({ code: "VALIDATION_ERROR" }),
    );
    expect(() => scheduleDays({ from: "2027-01-01", to: "2027-01-31", rrule: "FREQ=WEEKLY;BYDAY=XX", closedDates: [] })).toThrow(expect.objectContaining({ code: "VALIDATION_ERROR" }));
  });
});
