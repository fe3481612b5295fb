import { describe, expect, it } from "vitest";
import { addDays, latestDueDay, summaryDueAt } from "./summary-day";

// docs/reports.md, "Daily summary": a day's summary falls due at 06:00 the next morning on the
// museum's wall clock, across daylight-saving changes too.

const clocks = new Map<string, Intl.DateTimeFormat>();

/** An independent reading: the wall clock's date and hour at `instant` in `timeZone`, through Intl alone. */
function wallClock(instant: Date, timeZone: string): { day: string; hour: number } {
  if (!clocks.has(timeZone)) clocks.set(timeZone, new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }));
  const parts = clocks.get(timeZone)!.formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

describe("when a museum day's summary falls due", () => {
  it("is 06:00 the next morning on the wall clock, an hour earlier in UTC once the clocks went forward overnight", () => {
    // Berlin went to summer time at 02:00 on 28 March 2027: 06:00 that morning is 04:00Z, not
    // midnight (23:00Z) plus six hours.
    expect(summaryDueAt("2027-03-27", "Europe/Berlin").toISOString()).toBe("2027-03-28T04:00:00.000Z");
    expect(summaryDueAt("2027-03-26", "Europe/Berlin").toISOString()).toBe("2027-03-27T05:00:00.000Z");
    // Back to winter time at 03:00 on 31 October: 06:00 is 05:00Z, not midnight (22:00Z) plus six hours.
    expect(summaryDueAt("2027-10-30", "Europe/Berlin").toISOString()).toBe("2027-10-31T05:00:00.000Z");
    expect(summaryDueAt("2027-03-13", "America/New_York").toISOString()).toBe("2027-03-14T10:00:00.000Z");
  });

  it("names the day before yesterday until 06:00, then yesterday, on the morning the clocks change", () => {
    expect(latestDueDay(new Date("2027-03-28T03:59:59.999Z"), "Europe/Berlin")).toBe("2027-03-26");
    expect(latestDueDay(new Date("2027-03-28T04:00:00.000Z"), "Europe/Berlin")).toBe("2027-03-27");
    expect(latestDueDay(new Date("2027-10-31T04:59:59.999Z"), "Europe/Berlin")).toBe("2027-10-29");
    expect(latestDueDay(new Date("2027-10-31T05:00:00.000Z"), "Europe/Berlin")).toBe("2027-10-30");
  });

  it("agrees with the wall clock every quarter-hour through both changes, in zones with whole- and half-hour shifts", () => {
    // Europe's and the US's changes in March and October/November, the southern hemisphere's in April
    // and September/October (Lord Howe moves by half an hour).
    const spans = [
      ["2027-03-10T00:00:00Z", "2027-04-08T00:00:00Z"],
      ["2027-09-22T00:00:00Z", "2027-11-09T00:00:00Z"],
    ];
    for (const zone of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Auckland", "Asia/Kolkata"]) {
      for (const [from, to] of spans) {
        for (let instant = Date.parse(from!); instant < Date.parse(to!); instant += 15 * 60_000) {
          const now = new Date(instant);
          const { day, hour } = wallClock(now, zone);
          const expected = addDays(day, hour >= 6 ? -1 : -2);
          expect(latestDueDay(now, zone), `${now.toISOString()} in ${zone}`).toBe(expected);
        }
      }
    }
  });

  it("counts days across months and years", () => {
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
  });
});
