import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { stopChild } from "@/tests/support/foyer-server";
import { runMeasuredLoad, warmUp, type LoadResult } from "./load";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts ../shared/bench/raw-limit.mjs (resolving better-sqlite3 from this project) and waits for it. */
export async function startYardstick(root: string, slots: number): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "..", "shared", "bench", "raw-limit.mjs"), "--port", String(port), "--slots", String(slots)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`raw-limit.mjs exited with ${code}: is ../shared beside the project?`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) };
}

/**
 * The yardstick's reservation throughput, loaded the way Foyer was: warmed up, then measured for
 * `seconds` on `connections` connections, with its CPU per request.
 */
export async function measureYardstick(
  root: string,
  plan: { slots: number; ticketTypeId: string; connections: number; seconds: number },
): Promise<LoadResult & { cpuMsPerRequest: number }> {
  const yardstick = await startYardstick(root, plan.slots);
  try {
    const rawPlan = { url: `${yardstick.url}/v1/ticket-reservations`, method: "POST" as const, body: JSON.stringify({ ticketTypeId: plan.ticketTypeId }), connections: plan.connections };
    await warmUp(rawPlan);
    return await runMeasuredLoad(yardstick, { ...rawPlan, durationSeconds: plan.seconds });
  } finally {
    await yardstick.stop();
  }
}
