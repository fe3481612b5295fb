import { describe, expect, it } from "vitest";
import type { CapacitySlot } from "@/lib/dashboard/documents/capacity";
import { groupByLocation } from "./today-groups";

// Today files each slot on the day it starts in its own zone (docs/dashboard.md, "Today").

const slot = (id: string, startsAt: string, locationId: string | null, timeZone: string) => ({ id, startsAt, locationId, timeZone }) as unknown as CapacitySlot;

describe("groupByLocation", () => {
  it("files a slot by its own zone, a slot without a location by the museum's, whatever the browser's", () => {
    const locations = [{ id: "hall", name: "Hall", timezone: "America/New_York" }];
    const slots = [
      // 23:30Z on 1 March is 2 March in Berlin (the museum's zone, for a slot without a location).
      slot("late", "2027-03-01T23:30:00Z", null, "Europe/Berlin"),
      // 02:00Z on 2 March is still 1 March in New York.
      slot("evening", "2027-03-02T02:00:00Z", "hall", "America/New_York"),
      slot("morning", "2027-03-01T10:00:00Z", null, "Europe/Berlin"),
    ];
    const firstDay = groupByLocation("2027-03-01", locations, slots, "No location");
    expect(firstDay.map((group) => [group.name, group.timeZone, group.slots.map((each) => each.id)])).toEqual([
      ["Hall", "America/New_York", ["evening"]],
      ["No location", "Europe/Berlin", ["morning"]],
    ]);
    expect(groupByLocation("2027-03-02", locations, slots, "No location").map((group) => group.slots.map((each) => each.id))).toEqual([["late"]]);
  });
});
