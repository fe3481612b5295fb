// The background work `npm start` runs in-process (lib/server/start-server.ts): the email outbox, the
// webhook outbox, the expiry sweep and the daily summaries. Each repeats a round on a timer with the
// same rules, kept here once: a round never overlaps the one before (a slow round makes the next tick
// pass), a failed round is handed to `onFailure` (the caller logs it) and the next one runs as usual,
// and the timer does not keep the process alive. Each records when its timer last ticked and since
// when a round has been running, for GET /readyz (docs/reliability.md, "Health and readiness").

import { processWide } from "./process-wide";

export interface RoundsState {
  everyMs: number;
  lastTickAt: number;
  /** When the round now running began; null between rounds. */
  runningSince: number | null;
}

const registry = processWide("background-rounds", () => new Map<string, RoundsState>());

/** The background work running in this process, by name. */
export function backgroundRounds(): ReadonlyMap<string, Readonly<RoundsState>> {
  return registry;
}

/**
 * Runs `round` every `everyMs`, known as `name` to GET /readyz. Answers the function that stops it,
 * which resolves once a round in progress has finished, so a shutdown leaves nothing half-done (e.g.
 * an email left SENDING).
 */
export function repeatRounds(name: string, everyMs: number, round: () => Promise<void>, onFailure: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  const state: RoundsState = { everyMs, lastTickAt: Date.now(), runningSince: null };
  registry.set(name, state);
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
    registry.delete(name);
    await running;
  };
}
