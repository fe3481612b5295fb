import { describe, expect, it } from "vitest";
import { membershipStanding } from "@/lib/domain/memberships/membership-standing";
import { standingFilter, startOfDay } from "./membership-standing-filter";

// The builder's membership Status must pick exactly the memberships the list shows with that word.

const DAY = 86_400_000;

/** Whether a membership matches the filter the standing stands for, read as the database would. */
function matches(filter: ReturnType<typeof standingFilter>, membership: { status: string; validFrom: Date; validTo: Date }): boolean {
  if (!filter) return false;
  if ("conditions" in filter) return filter.conditions.every((condition) => matches(condition, membership));
  const value = filter.fieldName === "STATUS" ? membership.status : (filter.fieldName === "VALID_FROM" ? membership.validFrom : membership.validTo).getTime();
  const wanted = filter.fieldName === "STATUS" ? filter.value : Date.parse(String(filter.value));
  if (filter.operator === "EQUAL") return value === wanted;
  if (filter.operator === "LESSER") return (value as number) < (wanted as number);
  return (value as number) >= (wanted as number);
}

describe("membership status in the filter builder", () => {
  it("finds the start of a day in a time zone, across a change of summer time", () => {
    expect(new Date(startOfDay("2026-11-25", "Europe/Vienna")).toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(new Date(startOfDay("2026-07-01", "Europe/Vienna")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(new Date(startOfDay("2026-03-29", "Europe/Vienna")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(startOfDay("2026-11-25", "America/Los_Angeles")).toISOString()).toBe("2026-11-25T08:00:00.000Z");
  });

  it("matches each membership with the standing the list shows, at the edges of the day", () => {
    for (const timeZone of ["Europe/Vienna", "America/Los_Angeles", "Pacific/Auckland", "UTC"]) {
      const now = Date.parse("2026-11-25T10:30:00Z");
      const today = startOfDay(new Date(now).toLocaleDateString("en-CA", { timeZone }), timeZone);
      const edges = [today - DAY, today - 1, today, today + 1, today + DAY - 1, today + DAY, today + 3 * DAY];
      for (const status of ["ACTIVE", "CANCELLED"]) {
        for (const from of edges) {
          for (const to of edges.filter((instant) => instant >= from)) {
            const membership = { status, validFrom: new Date(from), validTo: new Date(to) };
            const shown = membershipStanding(membership, now, timeZone);
            for (const standing of ["VALID", "NOT_YET_VALID", "EXPIRED", "CANCELLED"]) {
              expect(matches(standingFilter(standing, now, timeZone), membership), `${timeZone} ${status} ${membership.validFrom.toISOString()}–${membership.validTo.toISOString()} as ${standing}`).toBe(shown === standing);
            }
          }
        }
      }
    }
  });
});
