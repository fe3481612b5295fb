import { setFlagsFromString } from "node:v8";
import next from "next";
import { v1Routes } from "@/app/v1/openapi.json/v1-routes";
import { ConfigError } from "@/lib/config/config-error";
import { publicUrl } from "@/lib/config/public-addresses";
import { readServerConfig } from "@/lib/config/server-config";
import { environment, setting, settleSettings } from "@/lib/config/settings";
import { disconnectAll } from "@/lib/db/client";
import { parseDatabaseUrl, redactDatabaseUrl } from "@/lib/config/database-url";
import { migrate } from "@/lib/db/migrate";
import { prepareDemoForStart } from "@/lib/demo/prepare-demo";
import { admissionKeys } from "@/lib/qr/admission-keys";
import { legacyHmacKeys } from "@/lib/qr/legacy-hmac-keys";
import { startRateLimits, stopRateLimits } from "@/lib/rate-limit/rate-limits";
import { startBackgroundWork } from "./background-rounds";
import { ensureBuild } from "./ensure-build";
import { stopOnSignals, stopWhenOrphaned } from "./graceful-stop";
import type { Handler } from "./handler";
import { boundPort, listen } from "./listen";
import { mapToMcpOrigin } from "./mcp-origin";
import { requestPath } from "./request-path";
import { fastAppRoutes, leanDispatcher, routeTable } from "./v1-dispatch";

// The server around Next, for `npm start` (a production build) and `npm run dev` (Next's dev mode):
// check the settings, claim the ports, build when needed, migrate, seed the demo museum into an empty
// database, then serve the app on PORT and the staff tool server's origin on MCP_PORT, every request
// through the same steps (request-path.ts). Operator mistakes end in one line on stderr and a non-zero exit.

export interface StartOptions {
  /** Next's dev mode (`npm run dev`): compiles on demand and reloads pages; no production build. */
  dev: boolean;
  root: string;
}

// Set once the servers run; until then there is nothing to finish, so stopping means exiting.
let stopServing: ((reason: string) => void) | null = null;

// When whatever reads our output is gone (a supervisor or test runner that died), every write fails
// with EPIPE. Unhandled, each failure is reported on the equally broken stderr, which fails again:
// an endless loop at full CPU. With no one left to serve the logs to, stop instead.
function stopWhenOutputCloses(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") return;
      if (stopServing) stopServing("output closed");
      else process.exit(1);
    });
  }
}

async function serve({ dev, root }: StartOptions): Promise<void> {
  const config = readServerConfig();
  const database = parseDatabaseUrl();
  settleSettings({ DATABASE_URL: database.url });
  // Bad rate limit settings stop the start here (docs/reliability.md#rate-limits).
  startRateLimits();

  // Claim both ports before the slow steps, so a port in use is reported at once.
  let ready: Handler | null = null;
  const waiting: Handler = (_request, response) => {
    response.writeHead(503, { "retry-after": "2", "content-type": "text/plain" }).end("Foyer is starting");
  };
  const appServer = await listen((request, response) => (ready ?? waiting)(request, response), config.host, config.port, "PORT");
  const mcpServer = await listen(
    mapToMcpOrigin((request, response) => (ready ?? waiting)(request, response)),
    config.host,
    config.mcpPort,
    "MCP_PORT",
  );
  // The default addresses follow PORT and MCP_PORT (lib/config/public-addresses.ts); with a port of 0
  // they name the port just picked.
  const port = boundPort(appServer);
  const mcpPort = boundPort(mcpServer);
  settleSettings({ PORT: String(port), MCP_PORT: String(mcpPort) });
  const local = publicUrl();
  // next-auth builds the dashboard session's links from NEXTAUTH_URL.
  if (!setting("NEXTAUTH_URL")) settleSettings({ NEXTAUTH_URL: `${local}/api/auth` });

  if (!dev) ensureBuild(root);
  const migration = await migrate(database, root);
  // Bad email or QR key settings stop the start here; a missing admission key is generated now.
  admissionKeys();
  legacyHmacKeys();
  const stopBackgroundWork = startBackgroundWork(environment());
  console.log(
    `Database: ${database.provider} (${redactDatabaseUrl(database.url)}), ` +
      (migration.applied.length ? `applied ${migration.applied.length} migration(s)` : "up to date"),
  );
  const demo = config.seedDemo ? await prepareDemoForStart() : null;

  const app = next({ dev, dir: root });
  await app.prepare();
  const handle = app.getRequestHandler();
  const nextHandler: Handler = (request, response) => void handle(request, response);
  ready = requestPath({
    publicUrl: local,
    dev,
    trustProxy: config.trustProxy,
    mcpPort: () => mcpPort,
    next: nextHandler,
    // /v1, and GraphQL under `npm start`, go straight to their route handlers (docs/performance.md);
    // LEAN_DISPATCH=off routes them through Next. `npm run dev` leaves GraphQL to Next, which reloads it on save.
    v1: setting("LEAN_DISPATCH") === "off" ? null : leanDispatcher(routeTable({ ...v1Routes, ...(dev ? {} : fastAppRoutes) }), nextHandler),
  });

  console.log(`  Dashboard:          ${local}/`);
  console.log(`  REST API:           ${local}/v1   (health: ${local}/healthz)`);
  console.log(`  Staff tool server:  http://127.0.0.1:${mcpPort}/`);
  if (demo) {
    console.log(`  Demo museum:        "${demo.museumSlug}" (${demo.museumId})`);
    console.log(`  Demo API key:       ${demo.apiKey}   (replaced at every start)`);
    console.log(`  Try it:             curl -H "Authorization: Bearer ${demo.apiKey}" ${local}/v1/locations`);
  }
  // Printed last: tests and scripts wait for this line.
  console.log(`Foyer listening on http://127.0.0.1:${port}${dev ? " (development mode)" : ""}`);
  stopServing = stopOnSignals([appServer, mcpServer], async () => {
    await stopBackgroundWork();
    await stopRateLimits();
  });
  if (config.exitWithParent) stopWhenOrphaned(stopServing);
}

/** Starts the server; a failure to start ends the process with one line on stderr and exit code 1. */
export function startServer(options: StartOptions): void {
  // V8 lets the heap grow up to 4× its live size before collecting it; under load that is garbage
  // enough to double the server's memory. 1.3× keeps it near the live size at no measurable CPU cost
  // (docs/performance.md).
  setFlagsFromString("--heap-growing-percent=30");
  stopWhenOutputCloses();
  serve(options).catch(async (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : (error as Error).message ?? String(error);
    console.error(`foyer: ${message}`);
    await disconnectAll().catch(() => undefined);
    process.exit(1);
  });
}
