import { describe, expect, it } from "vitest";
import { isoDateInput } from "./input-schemas";

describe("isoDateInput", () => {
  it("takes a date-time with an offset, and refuses the year 0 (a validation error, not a database fault)", () => {
    expect(isoDateInput.safeParse("2027-03-20T10:00:00+01:00").data).toEqual(new Date("2027-03-20T09:00:00.000Z"));
    expect(isoDateInput.safeParse("0000-01-01T00:00:00Z").success).toBe(false);
    expect(isoDateInput.safeParse("2027-03-20T10:00:00").success).toBe(false);
  });
});
