import { describe, expect, it } from "vitest";
import { batchLoader, chunks } from "./batch-loader";

describe("batchLoader", () => {
  it("loads the keys asked for in one tick with one call, and each key once", async () => {
    const calls: string[][] = [];
    const load = batchLoader(
      async (keys: string[]) => {
        calls.push(keys);
        return new Map(keys.filter((key) => key !== "gone").map((key) => [key, key.toUpperCase()]));
      },
      () => "missing",
    );
    expect(await Promise.all([load("a"), load("b"), load("a"), load("gone")])).toEqual(["A", "B", "A", "missing"]);
    expect(await load("b")).toBe("B");
    expect(await load("c")).toBe("C");
    expect(calls).toEqual([["a", "b", "gone"], ["c"]]);
  });

  it("rejects every key of a failed batch", async () => {
    const load = batchLoader<string, string>(async () => Promise.reject(new Error("down")), () => "");
    await expect(Promise.all([load("a"), load("b")])).rejects.toThrow("down");
  });

  it("splits into chunks", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
