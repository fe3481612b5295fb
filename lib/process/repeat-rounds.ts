// The background work `npm start` runs in-process (lib/server/start-server.ts): the email outbox, the
// webhook outbox, the expiry sweep and the daily summaries. Each repeats a round on a timer with the
// same rules, kept here once: a round never overlaps the one before (a slow round makes the next tick
// pass), a failed round is handed to `onFailure` (the caller logs it) and the next one runs as usual,
// and the timer does not keep the process alive.

/**
 * Runs `round` every `everyMs`. Answers the function that stops it, which resolves once a round in
 * progress has finished, so a shutdown leaves nothing half-done (e.g. an email left SENDING).
 */
export function repeatRounds(everyMs: number, round: () => Promise<void>, onFailure: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .catch(onFailure)
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
