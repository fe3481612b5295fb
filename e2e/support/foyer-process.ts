import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopChild } from "@/tests/support/foyer-server";

// The app under test: `npm start` (scripts/start.ts) on a free port and a fresh SQLite database in a
// temporary folder (its auth secret and QR key are generated beside it, where the tests read them too).
// It uses the production build in NEXT_DIST_DIR (default .next), building it first when it is stale.

export interface RunningApp {
  baseUrl: string;
  /** The port the staff tool server listens on (MCP_PORT, or the one picked for MCP_PORT=0). */
  mcpPort: number;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Settings that replace the suite's defaults below; `undefined` removes a setting altogether. */
export type AppEnv = Record<string, string | undefined>;

const START_TIMEOUT_MS = 10 * 60_000;

export async function startApp(logFile: string, overrides: AppEnv = {}): Promise<RunningApp> {
  const folder = mkdtempSync(join(tmpdir(), "foyer-e2e-"));
  const databaseUrl = `file:${join(folder, "foyer.db")}`;
  mkdirSync(join(logFile, ".."), { recursive: true });
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: "0",
    MCP_PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    EXIT_WITH_PARENT: "true",
    EMAIL_TRANSPORT: "outbox",
    EMAIL_POLL_MS: "500",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    // Every browser in the suite signs in from 127.0.0.1.
    AUTH_OTP_IP_LIMIT_MAX: "1000",
    AUTH_VERIFY_IP_LIMIT_MAX: "1000",
    AUTH_OTP_EMAIL_LIMIT_MAX: "100",
    // The webhooks test's receiver listens on 127.0.0.1, which only this allows (docs/webhooks.md,
    // "Settings"); a short poll puts its deliveries in the log within a moment, and a retry window of
    // seconds instead of three days lets it watch Foyer turn a failing endpoint off.
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_POLL_MS: "200",
    WEBHOOK_RETRY_WAITS_MS: "500",
    WEBHOOK_RETRY_WINDOW_MS: "3000",
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
    log.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const { port, mcpPort } = await new Promise<{ port: number; mcpPort: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Foyer did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    child.stdout!.on("data", () => {
      const listening = /Foyer listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      const toolServer = /Staff tool server:\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening && toolServer) {
        clearTimeout(timer);
        resolve({ port: Number(listening[1]), mcpPort: Number(toolServer[1]) });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Foyer exited with code ${code} before listening:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mcpPort,
    databaseUrl,
    stop: async () => {
      await stopChild(child);
      log.end();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
