import type { Server } from "node:http";
import { disconnectAll } from "@/lib/db/client";

// Requests in flight (and an email delivery round in progress) get this long to finish after SIGTERM;
// then their connections are closed and the database with them.
const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 50;

/**
 * Stops gracefully on SIGTERM or SIGINT: new connections are refused at once, requests in flight and
 * the background work finish, the database closes (SQLite checkpoints its WAL), and the process exits
 * 0. Returns the same stop for other reasons.
 */
export function stopOnSignals(servers: Server[], stopBackgroundWork: () => Promise<void>): (reason: string) => void {
  let stopping = false;
  // Answers not yet sent in full. Once none is left, every connection is cut: a client that never read
  // an answer it was sent (the MCP SDK leaves a 405 to its GET unread) keeps its connection from
  // counting as idle, and would hold the stop for the whole grace.
  let answering = 0;
  for (const server of servers) {
    server.on("request", (_request, response) => {
      answering += 1;
      response.once("close", () => (answering -= 1));
    });
  }
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: finishing requests in flight, then stopping`);
    const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
    // A kept-alive connection whose request finishes after this moment would otherwise stay open
    // until its client lets go (seconds for a browser or fetch); it is closed as soon as it is idle.
    const closeIdle = () => servers.forEach((server) => (answering === 0 ? server.closeAllConnections() : server.closeIdleConnections()));
    closeIdle();
    const idleSweep = setInterval(closeIdle, IDLE_SWEEP_MS);
    const background = stopBackgroundWork().catch((error: unknown) => console.error(`foyer: stopping background work failed: ${String(error)}`));
    const deadline = setTimeout(() => servers.forEach((server) => server.closeAllConnections()), SHUTDOWN_GRACE_MS);
    const graceOver = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS + 1_000));
    let exitCode = 0;
    void Promise.race([Promise.all([...closed, background]), graceOver])
      .then(() => disconnectAll())
      .then(
        () => console.log("Foyer stopped"),
        (error: unknown) => {
          exitCode = 1;
          console.error(`foyer: closing the database failed: ${(error as Error).message ?? String(error)}`);
        },
      )
      .finally(() => {
        clearTimeout(deadline);
        clearInterval(idleSweep);
        process.exit(exitCode);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM received"));
  process.on("SIGINT", () => stop("SIGINT received"));
  return stop;
}

/** Stops when the process that started this one is gone: it then shows as a new parent pid (init). */
export function stopWhenOrphaned(stop: (reason: string) => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) stop("parent process gone");
  }, 2_000);
  timer.unref();
}
