import { describe, expect, it } from "vitest";
import { formatLocaleDateTime, formatLocaleMonth, readLocaleDateTime, readLocaleMonth, readLocaleTime } from "./locale-dates";

describe("months, times and moments as the language writes them", () => {
  it("reads months in digits with a four-digit year, and writes them as the language does", () => {
    expect(readLocaleMonth("11.2026")).toBe("2026-11");
    expect(readLocaleMonth("3/2027")).toBe("2027-03");
    expect(readLocaleMonth("2026-11")).toBe("2026-11");
    expect(readLocaleMonth("13.2026")).toBeNull();
    expect(readLocaleMonth("11.26")).toBeNull();
    expect(readLocaleMonth("November")).toBeNull();
    expect(formatLocaleMonth("2026-11", "de")).toBe("11.2026");
    expect(formatLocaleMonth("2026-11", "en-GB")).toBe("11/2026");
    expect(formatLocaleMonth("2026-11", "en-US")).toBe("11/2026");
    // Year first, the day last: the mark before the day goes with it, and the month reads back.
    expect(formatLocaleMonth("2026-11", "en-CA")).toBe("2026-11");
    expect(readLocaleMonth(formatLocaleMonth("2026-11", "en-CA"))).toBe("2026-11");
  });

  it("reads 24-hour times and refuses what is no time", () => {
    expect(readLocaleTime("9:30")).toBe("09:30");
    expect(readLocaleTime("18.05")).toBe("18:05");
    expect(readLocaleTime("24:00")).toBeNull();
    expect(readLocaleTime("9")).toBeNull();
  });

  it("reads a day and a time in the reader's order of day and month, and the ISO form in every language", () => {
    expect(readLocaleDateTime("24.12.2026 18:30", "de")).toBe("2026-12-24T18:30");
    expect(readLocaleDateTime("08/12/2027, 9:05", "en-GB")).toBe("2027-12-08T09:05");
    expect(readLocaleDateTime("08/12/2027 9:05", "en-US")).toBe("2027-08-12T09:05");
    expect(readLocaleDateTime("2031-05-01T20:00", "de")).toBe("2031-05-01T20:00");
    expect(readLocaleDateTime("24.12.2026", "de")).toBeNull();
    expect(readLocaleDateTime("31.02.2026 10:00", "de")).toBeNull();
    expect(formatLocaleDateTime("2026-12-24T18:30", "de")).toBe("24.12.2026 18:30");
    expect(formatLocaleDateTime("2027-12-08T09:05", "en-GB")).toBe("08/12/2027 09:05");
  });
});
