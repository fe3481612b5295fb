import { describe, expect, it } from "vitest";
import { isStorableDate } from "./storable-date";

describe("storable date-times", () => {
  it("are the years 1 through 9999, which both databases store", () => {
    expect(isStorableDate(new Date("0001-01-01T00:00:00.000Z"))).toBe(true);
    expect(isStorableDate(new Date("9999-12-31T23:59:59.999Z"))).toBe(true);
    expect(isStorableDate(new Date("0000-12-31T23:59:59.999Z"))).toBe(false);
    expect(isStorableDate(new Date(8.64e15))).toBe(false);
  });
});
