import { describe, expect, it } from "vitest";
import { newHoldId } from "./hold-id";

describe("hold ids", () => {
  it("are 128 lowercase hex characters, all different, also when made in the same millisecond", () => {
    const ids = Array.from({ length: 2_000 }, () => newHoldId(1_790_000_000_000));
    expect(ids.every((id) => /^[0-9a-f]{128}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Past the shared time prefix, the random parts differ too.
    expect(new Set(ids.map((id) => id.slice(12, 28))).size).toBe(ids.length);
  });

  it("sort in the order they were made, millisecond by millisecond, so indexes over them grow at the end", () => {
    const times = [0, 1, 999, 1_790_000_000_000, 1_790_000_000_001, 2 ** 47];
    const ids = times.map((time) => newHoldId(time));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.map((id) => parseInt(id.slice(0, 12), 16))).toEqual(times);
  });
});
