import { describe, expect, it } from "vitest";
import { deskDaySlots, nextWithRoom, roomFor } from "./desk-slots";

// The slots the Sell tickets page offers, and the one it starts on (docs/dashboard.md, "Sell tickets").

const slot = (id: string, startsAt: string, endsAt: string, availableCapacity: number, timeZone = "UTC") => ({ id, startsAt, endsAt, availableCapacity, timeZone });

describe("deskDaySlots", () => {
  it("keeps the slots that start on the day in their own zone, in time order", () => {
    const slots = [
      slot("b", "2027-03-01T14:00:00Z", "2027-03-01T15:00:00Z", 5),
      slot("late-utc", "2027-03-01T23:30:00Z", "2027-03-02T00:30:00Z", 5, "Europe/Berlin"),
      slot("a", "2027-03-01T14:00:00Z", "2027-03-01T15:00:00Z", 5),
      slot("early", "2027-03-01T09:00:00Z", "2027-03-01T10:00:00Z", 5),
      slot("yesterday-utc", "2027-02-28T23:30:00Z", "2027-03-01T00:30:00Z", 5, "Europe/Berlin"),
    ];
    // 23:30 UTC is already the next day in Berlin.
    expect(deskDaySlots("2027-03-01", slots).map((each) => [each.id, each.timeZone])).toEqual([
      ["yesterday-utc", "Europe/Berlin"],
      ["early", "UTC"],
      ["a", "UTC"],
      ["b", "UTC"],
    ]);
  });
});

describe("nextWithRoom", () => {
  const now = Date.parse("2027-03-01T12:00:00Z");
  const choices = (...slots: ReturnType<typeof slot>[]) => slots.map((each) => ({ slot: each }));

  it("starts on the first slot that has not ended and has room, skipping ended and full ones", () => {
    const day = choices(
      slot("ended", "2027-03-01T09:00:00Z", "2027-03-01T12:00:00Z", 10),
      slot("full", "2027-03-01T11:00:00Z", "2027-03-01T13:00:00Z", 0),
      slot("running", "2027-03-01T11:30:00Z", "2027-03-01T12:30:00Z", 3),
      slot("later", "2027-03-01T14:00:00Z", "2027-03-01T15:00:00Z", 20),
    );
    expect(nextWithRoom(day, now)?.slot.id).toBe("running");
  });

  it("starts a group visit on a slot whose only room is kept for groups, which other sales pass by", () => {
    const keptOnly = { ...slot("kept", "2027-03-01T12:30:00Z", "2027-03-01T13:30:00Z", 0), groupPlacesKept: 25 };
    const day = choices(keptOnly, slot("later", "2027-03-01T14:00:00Z", "2027-03-01T15:00:00Z", 20));
    expect(nextWithRoom(day, now, true)?.slot.id).toBe("kept");
    expect(nextWithRoom(day, now)?.slot.id).toBe("later");
    expect(roomFor(keptOnly, true)).toBe(25);
    expect(roomFor(keptOnly, false)).toBe(0);
  });

  it("has none when every slot has ended or is full", () => {
    expect(nextWithRoom(choices(slot("ended", "2027-03-01T09:00:00Z", "2027-03-01T11:00:00Z", 10), slot("full", "2027-03-01T13:00:00Z", "2027-03-01T14:00:00Z", 0)), now)).toBeUndefined();
  });
});
