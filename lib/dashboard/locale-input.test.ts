import { describe, expect, it } from "vitest";
import { formatLocaleDay, formatLocaleNumber, readLocaleDay, readLocaleDays, readLocaleNumber } from "./locale-input";

describe("days as the language writes them", () => {
  it("reads German, English and ISO days, and refuses days that do not exist", () => {
    expect(readLocaleDay("24.12.2026", "de")).toBe("2026-12-24");
    expect(readLocaleDay("1.3.27", "de")).toBe("2027-03-01");
    expect(readLocaleDay("12/24/2026", "en")).toBe("2026-12-24");
    expect(readLocaleDay("2026-12-24", "de")).toBe("2026-12-24");
    expect(readLocaleDay(" 2026-12-24 ", "en")).toBe("2026-12-24");
    expect(readLocaleDay("31.02.2026", "de")).toBeNull();
    expect(readLocaleDay("24/12/2026", "en")).toBeNull();
    expect(readLocaleDay("Weihnachten", "de")).toBeNull();
    expect(readLocaleDay("", "de")).toBeNull();
  });

  it("writes them back as the language does, and reads lists", () => {
    expect(formatLocaleDay("2026-12-24", "de")).toBe("24.12.2026");
    expect(formatLocaleDay("2026-12-24", "en")).toBe("12/24/2026");
    expect(readLocaleDays("24.12.2026, 2026-12-25; 31.12.2026", "de")).toEqual({ days: ["2026-12-24", "2026-12-25", "2026-12-31"], unreadable: [] });
    expect(readLocaleDays("24.12.2026 31.12.2026 Silvester", "de")).toEqual({ days: ["2026-12-24"], unreadable: ["31.12.2026 Silvester"] });
  });
});

describe("numbers as the language writes them", () => {
  it("reads grouping and decimal marks of German and English, and the plain form in both", () => {
    expect(readLocaleNumber("1.080,50", "de")).toBe(1080.5);
    expect(readLocaleNumber("1080,5", "de")).toBe(1080.5);
    expect(readLocaleNumber("1.080", "de")).toBe(1080);
    expect(readLocaleNumber("12.5", "de")).toBe(12.5);
    expect(readLocaleNumber("1 080,50", "de")).toBe(1080.5);
    expect(readLocaleNumber("1,080.50", "en")).toBe(1080.5);
    expect(readLocaleNumber("1,080.50", "de")).toBe(1080.5);
    expect(readLocaleNumber("1,080", "en")).toBe(1080);
    expect(readLocaleNumber("1080.50", "en")).toBe(1080.5);
    expect(readLocaleNumber("40", "de")).toBe(40);
    expect(readLocaleNumber("", "de")).toBeNaN();
    expect(readLocaleNumber("zehn", "de")).toBeNaN();
    expect(readLocaleNumber("1.2.3", "de")).toBeNaN();
  });

  it("writes them as the language does", () => {
    expect(formatLocaleNumber(1080.5, "de", 2)).toBe("1.080,50");
    expect(formatLocaleNumber(1080.5, "en", 2)).toBe("1,080.50");
  });
});
