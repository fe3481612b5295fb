import { describe, expect, it } from "vitest";
import { localSpanInWords, wallTimeInstant, wallTimeInstants, withZoneNamed } from "./zoned-day";

// docs/schedules.md, "Time zones": wall-clock times of a location become instants, daylight saving included.
describe("wallTimeInstant", () => {
  it("reads 10:00 in Berlin as 09:00Z in winter and 08:00Z in summer", () => {
    expect(wallTimeInstant("2027-01-12", "10:00", "Europe/Berlin")?.toISOString()).toBe("2027-01-12T09:00:00.000Z");
    expect(wallTimeInstant("2027-07-12", "10:00", "Europe/Berlin")?.toISOString()).toBe("2027-07-12T08:00:00.000Z");
  });

  it("has no 02:30 on the day clocks go forward, and takes the first 02:30 on the day they go back", () => {
    expect(wallTimeInstant("2027-03-28", "02:30", "Europe/Berlin")).toBeNull();
    expect(wallTimeInstant("2027-03-28", "03:00", "Europe/Berlin")?.toISOString()).toBe("2027-03-28T01:00:00.000Z");
    expect(wallTimeInstant("2027-10-31", "02:30", "Europe/Berlin")?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(wallTimeInstant("2027-10-31", "03:00", "Europe/Berlin")?.toISOString()).toBe("2027-10-31T02:00:00.000Z");
  });

  it("works on both sides of the date line and in UTC", () => {
    expect(wallTimeInstant("2027-03-01", "10:00", "UTC")?.toISOString()).toBe("2027-03-01T10:00:00.000Z");
    expect(wallTimeInstant("2027-03-01", "09:00", "Pacific/Auckland")?.toISOString()).toBe("2027-02-28T20:00:00.000Z");
    expect(wallTimeInstant("2027-03-01", "09:00", "America/Los_Angeles")?.toISOString()).toBe("2027-03-01T17:00:00.000Z");
  });
});

describe("wallTimeInstants", () => {
  it("reads every half hour of every day of a year as wallTimeInstant does, changes of clock included", () => {
    const times = Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`);
    // Lord Howe moves its clocks by half an hour; Kiritimati is 14 hours ahead of UTC.
    for (const zone of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Kiritimati", "UTC"]) {
      for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        const each = times.map((time) => wallTimeInstant(date, time, zone)?.toISOString() ?? null);
        expect(wallTimeInstants(date, times, zone).map((instant) => instant?.toISOString() ?? null), `${zone} ${date}`).toEqual(each);
      }
    }
  });
});

describe("localSpanInWords", () => {
  it("names the zone once and the end's day only when it differs from the start's", () => {
    expect(localSpanInWords("2027-03-01T10:00:00Z", "2027-03-01T11:00:00Z", "Europe/Vienna")).toBe("2027-03-01 11:00 to 12:00 (Europe/Vienna time)");
    // 22:30 UTC is past midnight in Vienna: the end is on the next local day.
    expect(localSpanInWords("2027-03-01T21:00:00Z", "2027-03-01T23:30:00Z", "Europe/Vienna")).toBe("2027-03-01 22:00 to 2027-03-02 00:30 (Europe/Vienna time)");
    expect(withZoneNamed("2027-03-01", "America/New_York")).toBe("2027-03-01 (America/New_York time)");
  });
});
