import { describe, expect, it } from "vitest";
import { nextKey, NO_BURST, type Burst } from "./keyboard-burst";

// The handheld-scanner rule (docs/dashboard.md, "The door"): keys typed at given gaps, then Enter.

const CODE = "http://127.0.0.1:3000/t/ck1ticket?v=2&k=k1&sig=abcdefghijklmnopqrstuvwxyz";

/** Types `text` with `gapMs` between keys from `start`, then Enter after one more gap; returns the scan, if any. */
function typed(text: string, gapMs: number | ((index: number) => number), start = 1_000): { scan: string | null; began: number[] } {
  let burst: Burst = NO_BURST;
  let at = start;
  const began: number[] = [];
  const gap = typeof gapMs === "number" ? () => gapMs : gapMs;
  [...text].forEach((key, index) => {
    const step = nextKey(burst, key, at);
    if (step.began) began.push(index);
    burst = step.burst;
    at += gap(index);
  });
  return { scan: nextKey(burst, "Enter", at).scan, began };
}

describe("handheld scanner bursts", () => {
  it("takes a USB scanner's burst (a few ms a key) as a scan", () => {
    expect(typed(CODE, 4).scan).toBe(CODE);
  });

  it("takes a Bluetooth scanner at 60 and at 80 ms a key as a scan", () => {
    expect(typed(CODE, 60).scan).toBe(CODE);
    expect(typed(CODE, 80).scan).toBe(CODE);
  });

  it("does not take a person typing at 150 ms a key as a scan", () => {
    expect(typed(CODE, 150).scan).toBeNull();
  });

  it("forgives one key held back by a busy phone: the average decides", () => {
    expect(typed(CODE, (index) => (index === 30 ? 400 : 10)).scan).toBe(CODE);
  });

  it("drops what came before a pause, and the rest is still a scan", () => {
    const result = typed(`Main${CODE}`, (index) => (index === 3 ? 2_000 : 10));
    expect(result.scan).toBe(CODE);
    // A new burst began at the first key and again after the pause: a focused field is noted then.
    expect(result.began).toEqual([0, 4]);
  });

  it("does not take a short quick word and Enter as a scan", () => {
    expect(typed("Garden gate", 30).scan).toBeNull();
  });

  it("ignores keys that type nothing (Shift) but counts their time", () => {
    let step = nextKey(NO_BURST, "a", 0);
    step = nextKey(step.burst, "Shift", 10);
    expect(step.burst.text).toBe("a");
    expect(nextKey(step.burst, "b", 700).began).toBe(true);
  });
});
