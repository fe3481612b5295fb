// How the door tells a handheld scanner from a person at the keyboard (docs/dashboard.md, "The door").
// A USB or Bluetooth scanner is a keyboard that types a whole code in a burst, then Enter. People type
// far slower: a burst counts as a scan when its keys came on average at most MAX_MEAN_GAP_MS apart.
// Bluetooth scanners send a key every 60–80 ms, so the limit sits above that, and below the 150 ms a
// quick typist needs per key. The average, not every gap, decides, because a busy phone may hold one
// key event back; whatever came before a pause of RESET_GAP_MS is dropped. Pure, so it is tested alone.

export const MAX_MEAN_GAP_MS = 120;
export const RESET_GAP_MS = 500;
/** Shorter bursts are keyboard shortcuts, stray keys or a word typed quickly; every code is longer. */
export const MIN_CODE_LENGTH = 20;

export interface Burst {
  text: string;
  /** When the burst's first character came (the event's timeStamp, in ms). */
  firstAt: number;
  /** When the last key of any kind came. */
  lastAt: number;
}

export const NO_BURST: Burst = { text: "", firstAt: 0, lastAt: Number.NEGATIVE_INFINITY };

export interface BurstStep {
  burst: Burst;
  /** This key began a new burst: the moment to note what a focused field held before it. */
  began: boolean;
  /** The scanned code when this key was the Enter that ends a scan. */
  scan: string | null;
}

/** The burst after one key (`key` as KeyboardEvent.key names it) pressed at `at` ms. */
export function nextKey(before: Burst, key: string, at: number): BurstStep {
  const burst = at - before.lastAt > RESET_GAP_MS ? { ...NO_BURST } : before;
  if (key === "Enter") {
    const meanGap = (at - burst.firstAt) / Math.max(burst.text.length, 1);
    const scan = burst.text.length >= MIN_CODE_LENGTH && meanGap <= MAX_MEAN_GAP_MS ? burst.text : null;
    return { burst: { ...NO_BURST, lastAt: at }, began: false, scan };
  }
  if (key.length !== 1) return { burst: { ...burst, lastAt: at }, began: false, scan: null };
  const began = burst.text === "";
  return { burst: { text: burst.text + key, firstAt: began ? at : burst.firstAt, lastAt: at }, began, scan: null };
}
