import { spawn, type ChildProcess } from "node:child_process";
import type { DatabaseProvider } from "@/lib/config/database-url";
import { createTestDatabase, type TestDatabase } from "./databases";

// A real `npm start` server (scripts/start.ts) on free ports and a fresh database, for API tests
// over real HTTP. The production build is made once by tests/global-setup.ts.

export interface RunningFoyer {
  pid: number;
  baseUrl: string;
  mcpUrl: string;
  database: TestDatabase;
  /** Resolves with the process's exit code once it has ended. */
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server on a fresh database, or on `env.DATABASE_URL` when given (then `stop()` leaves
 * that database alone, so a test can restart on the same data).
 */
export async function startFoyer(provider: DatabaseProvider, env: Record<string, string> = {}): Promise<RunningFoyer> {
  const database: TestDatabase = env.DATABASE_URL
    ? { provider, url: env.DATABASE_URL, drop: async () => undefined }
    : await createTestDatabase(provider);
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: "0",
      MCP_PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      // A test that fails before stop() must not leave its server running after the run.
      EXIT_WITH_PARENT: "true",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Tests fire requests faster than a person would; the limits' own tests
      // (tests/reliability/rate-limits.test.ts) set every limit explicitly.
      RATE_LIMIT_USER_PER_SECOND: "100000",
      RATE_LIMIT_FAILED_AUTH_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const ports = await waitForPorts(child, () => output);
  return {
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${ports.app}`,
    mcpUrl: `http://127.0.0.1:${ports.mcp}`,
    database,
    exited,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      await database.drop();
    },
  };
}

function waitForPorts(child: ChildProcess, output: () => string): Promise<{ app: number; mcp: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Foyer did not start within 90 s:\n${output()}`)), 90_000);
    const check = () => {
      const app = /Foyer listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      const mcp = /Staff tool server:\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      if (app && mcp) {
        clearTimeout(timer);
        resolve({ app: Number(app[1]), mcp: Number(mcp[1]) });
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Foyer exited with code ${code} before listening:\n${output()}`));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
