import { setting, type SettingName, type SettingsSource, type SettingValue } from "@/lib/config/settings";
import { processWide } from "./process-wide";

// The background work `npm start` runs in-process, each piece declared once as `BackgroundRounds` beside
// its code and listed in lib/server/background-rounds.ts, which starts and stops them all. Each repeats
// a round on a timer with the same rules, kept here once: a round never overlaps the one before (a slow
// round makes the next tick pass), a failed round is logged and the next one runs as usual, and the
// timer does not keep the process alive. Each records when its timer last ticked and since when a
// round has been running, for GET /readyz (docs/reliability.md, "Health and readiness").

/** The settings that say how often a piece of work runs: milliseconds (`_MS`) or seconds (`_SECONDS`); 0 turns it off where allowed. */
export type IntervalSetting = { [N in SettingName]: SettingValue<N> extends number ? (N extends `${string}_MS` | `${string}_SECONDS` ? N : never) : never }[SettingName];

export interface BackgroundRounds {
  /** Names it in the log and in GET /readyz's checks. */
  name: string;
  interval: IntervalSetting;
  /** Sets up one run of this work (its settings and state): its round, and what to close after the last one. */
  prepare(env: SettingsSource): { round: () => Promise<void>; close?: () => void };
}

export interface RoundsState {
  /** 0 when the work is turned off by its setting. */
  everyMs: number;
  lastTickAt: number;
  /** When the round now running began; null between rounds. */
  runningSince: number | null;
}

const registry = processWide("background-rounds", () => new Map<string, RoundsState>());

/** The background work of this process, by name. */
export function backgroundRounds(): ReadonlyMap<string, Readonly<RoundsState>> {
  return registry;
}

function intervalMs(interval: IntervalSetting, env: SettingsSource): number {
  const value = setting(interval, env) as number;
  return interval.endsWith("_SECONDS") ? value * 1000 : value;
}

/**
 * Runs `work`'s round every interval, or records it as off when its interval is 0. Answers the function
 * that stops it, which resolves once a round in progress has finished, so a shutdown leaves nothing
 * half-done (e.g. an email left SENDING).
 */
export function repeatRounds(work: BackgroundRounds, env: SettingsSource, onFailure: (error: unknown) => void): () => Promise<void> {
  const everyMs = intervalMs(work.interval, env);
  const state: RoundsState = { everyMs, lastTickAt: Date.now(), runningSince: null };
  registry.set(work.name, state);
  if (everyMs === 0) {
    return async () => {
      registry.delete(work.name);
    };
  }
  const { round, close } = work.prepare(env);
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    state.lastTickAt = Date.now();
    if (running) return;
    state.runningSince = state.lastTickAt;
    running = round()
      .catch(onFailure)
      .finally(() => {
        running = null;
        state.runningSince = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    registry.delete(work.name);
    await running;
    close?.();
  };
}
