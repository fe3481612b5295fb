import { spawn, type ChildProcess } from "node:child_process";
import type { DatabaseProvider } from "@/lib/config/database-url";
import { createMigratedTestDatabase, type TestDatabase } from "./databases";

// A real `npm start` server (scripts/start.mjs) on free ports and a fresh database, for API tests over
// real HTTP and, through e2e/support/foyer-process.ts, for the browser tests. The production build is
// made once by tests/global-setup.ts (the browser tests' start builds it when it is stale).

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

/** Settings over the suite's defaults below; `undefined` removes a setting altogether. */
export type FoyerSettings = Record<string, string | undefined>;

export interface StartOptions {
  /** Each piece of the server's output as it comes (the browser tests keep it in a log file). */
  onOutput?: (chunk: string) => void;
  /** How long to wait for the server to listen; a first start may build the app first. */
  startTimeoutMs?: number;
}

function settingsFor(databaseUrl: string, overrides: FoyerSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
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
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/**
 * Starts the server on a fresh migrated database, or on `env.DATABASE_URL` when given (then `stop()` leaves
 * that database alone, so a test can restart on the same data).
 */
export async function startFoyer(provider: DatabaseProvider, env: FoyerSettings = {}, options: StartOptions = {}): Promise<RunningFoyer> {
  const database: TestDatabase = env.DATABASE_URL
    ? { provider, url: env.DATABASE_URL, drop: async () => undefined }
    : await createMigratedTestDatabase(provider);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: process.cwd(),
    env: settingsFor(database.url, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
    options.onOutput?.(chunk.toString());
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const ports = await waitForPorts(child, () => output, options.startTimeoutMs ?? 90_000);
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

function waitForPorts(child: ChildProcess, output: () => string, timeoutMs: number): Promise<{ app: number; mcp: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Foyer did not start within ${timeoutMs / 1000} s:\n${output()}`)), timeoutMs);
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
