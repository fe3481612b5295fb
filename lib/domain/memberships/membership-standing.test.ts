import { describe, expect, it } from "vitest";
import { calendarDay, membershipStanding } from "./membership-standing";

const membership = (validFrom: string, validTo: string, status = "ACTIVE") => ({ status, validFrom, validTo });

describe("a membership's standing, by calendar day in the museum's time zone", () => {
  it("admits all day on its last day, and not the day after", () => {
    // Valid to 23 November, stored as midnight UTC: in Vienna that day runs 23:00 UTC on the 22nd to 23:00 UTC on the 23rd.
    const card = membership("2026-01-01T00:00:00Z", "2026-11-23T00:00:00Z");
    expect(membershipStanding(card, Date.parse("2026-11-23T18:00:00Z"), "UTC")).toBe("VALID");
    expect(membershipStanding(card, Date.parse("2026-11-24T00:00:00Z"), "UTC")).toBe("EXPIRED");
    expect(membershipStanding(card, Date.parse("2026-11-23T22:59:00Z"), "Europe/Vienna")).toBe("VALID");
    expect(membershipStanding(card, Date.parse("2026-11-23T23:00:00Z"), "Europe/Vienna")).toBe("EXPIRED");
    // In New York the stored instant is still the 22nd: that is its last day there.
    expect(membershipStanding(card, Date.parse("2026-11-23T12:00:00Z"), "America/New_York")).toBe("EXPIRED");
  });

  it("admits from the first minute of its first day, and says when it is not yet valid or cancelled", () => {
    const card = membership("2026-12-01T15:00:00Z", "2027-12-01T00:00:00Z");
    expect(membershipStanding(card, Date.parse("2026-12-01T00:00:00Z"), "UTC")).toBe("VALID");
    expect(membershipStanding(card, Date.parse("2026-11-30T23:59:00Z"), "UTC")).toBe("NOT_YET_VALID");
    expect(membershipStanding({ ...card, status: "CANCELLED" }, Date.parse("2027-01-01T00:00:00Z"), "UTC")).toBe("CANCELLED");
  });

  it("names calendar days as YYYY-MM-DD in the given zone", () => {
    expect(calendarDay("2026-03-29T00:30:00Z", "Europe/London")).toBe("2026-03-29");
    expect(calendarDay("2026-03-28T23:30:00Z", "Asia/Tokyo")).toBe("2026-03-29");
    expect(calendarDay(Date.parse("2026-03-29T03:00:00Z"), "America/Los_Angeles")).toBe("2026-03-28");
  });
});
