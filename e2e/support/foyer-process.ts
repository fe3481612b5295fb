import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createTestDatabase } from "@/tests/support/databases";
import { startFoyer, type FoyerSettings } from "@/tests/support/foyer-server";

// The app under test: the integration tests' own fixture (tests/support/foyer-server.ts), `npm start`
// on free ports and a fresh SQLite database in a temporary folder (its auth secret and QR key are
// generated beside it, where the tests read them too), with the browser suite's settings below and its
// output in a log file. It uses the production build in NEXT_DIST_DIR (default .next), building it
// first when it is stale.

export interface RunningApp {
  baseUrl: string;
  /** The port the staff tool server listens on (MCP_PORT, or the one picked for MCP_PORT=0). */
  mcpPort: number;
  databaseUrl: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 10 * 60_000;

const browserSuiteSettings: FoyerSettings = {
  EMAIL_TRANSPORT: "outbox",
  EMAIL_POLL_MS: "500",
  NEXT_TELEMETRY_DISABLED: "1",
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

/** Starts the app with the suite's settings, `overrides` over them (`undefined` removes one). */
export async function startApp(logFile: string, overrides: FoyerSettings = {}): Promise<RunningApp> {
  const database = await createTestDatabase("sqlite");
  mkdirSync(join(logFile, ".."), { recursive: true });
  const log = createWriteStream(logFile);
  const foyer = await startFoyer("sqlite", { ...browserSuiteSettings, ...overrides, DATABASE_URL: database.url }, {
    onOutput: (chunk) => log.write(chunk),
    startTimeoutMs: START_TIMEOUT_MS,
  }).catch(async (error: unknown) => {
    log.end();
    await database.drop();
    throw error;
  });
  return {
    baseUrl: foyer.baseUrl,
    mcpPort: Number(new URL(foyer.mcpUrl).port),
    databaseUrl: database.url,
    stop: async () => {
      await foyer.stop();
      log.end();
      await database.drop();
    },
  };
}
