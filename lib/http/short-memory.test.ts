import { describe, expect, it } from "vitest";
import { ShortMemory } from "./short-memory";

describe("ShortMemory", () => {
  const at = 1_000_000;

  function counted(value = "figures") {
    const loads = { count: 0 };
    return { loads, load: async () => `${value} ${++loads.count}` };
  }

  it("shares a read while it runs and for its window from when it began, then reads again", async () => {
    const memory = new ShortMemory<string>({ forMs: 1000, mostKept: 10 });
    const { loads, load } = counted();
    const [first, second] = await Promise.all([memory.read("today", load, at), memory.read("today", load, at + 5)]);
    expect([first, second]).toEqual(["figures 1", "figures 1"]);
    expect(await memory.read("today", load, at + 999)).toBe("figures 1");
    expect(await memory.read("today", load, at + 1000)).toBe("figures 2");
    expect(loads.count).toBe(2);
  });

  it("does not give a failed read again", async () => {
    const memory = new ShortMemory<string>({ forMs: 1000, mostKept: 10 });
    await expect(memory.read("today", () => Promise.reject(new Error("database gone")), at)).rejects.toThrow("database gone");
    await Promise.resolve();
    expect(await memory.read("today", async () => "figures", at + 1)).toBe("figures");
  });

  it("keeps no more than it may: past that, a read is answered without being kept", async () => {
    const memory = new ShortMemory<string>({ forMs: 1000, mostKept: 2 });
    await memory.read("a", async () => "a", at);
    await memory.read("b", async () => "b", at);
    const { loads, load } = counted("c");
    await memory.read("c", load, at);
    await memory.read("c", load, at);
    expect(loads.count).toBe(2);
    // Once the first two have expired, room is made again.
    await memory.read("c", load, at + 1000);
    expect(await memory.read("c", load, at + 1001)).toBe("c 3");
  });

  it("gives a value only until its own time when that is sooner, and never one it is told not to keep", async () => {
    const memory = new ShortMemory<number | null>({ forMs: 1000, mostKept: 10, keptUntil: (value) => (value === null ? null : value) });
    let loads = 0;
    const until = (value: number | null) => async () => {
      loads += 1;
      return value;
    };
    expect(await memory.read("short", until(at + 300), at)).toBe(at + 300);
    expect(await memory.read("short", until(at + 300), at + 299)).toBe(at + 300);
    expect(loads).toBe(1);
    await memory.read("short", until(at + 5000), at + 300);
    expect(loads).toBe(2);
    // Later than forMs allows: forMs decides.
    await memory.read("short", until(at + 5000), at + 1299);
    await memory.read("short", until(at + 5000), at + 1300);
    expect(loads).toBe(3);
    expect(await memory.read("none", until(null), at)).toBeNull();
    expect(await memory.read("none", until(null), at)).toBeNull();
    expect(loads).toBe(5);
  });
});
