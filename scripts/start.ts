// `npm start`: check the settings, claim the ports, build when needed, migrate, seed the demo museum
// into an empty database, then serve the Next.js app on PORT and the staff tool server origin on
// MCP_PORT. Operator mistakes end in one line on stderr and a non-zero exit.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import next from "next";
import { ConfigError } from "@/lib/config/config-error";
import { publicUrl } from "@/lib/config/public-addresses";
import { readServerConfig } from "@/lib/config/server-config";
import { disconnectAll } from "@/lib/db/client";
import { parseDatabaseUrl, redactDatabaseUrl } from "@/lib/db/database-url";
import { migrate } from "@/lib/db/migrate";
import { prepareDemoForStart } from "@/lib/demo/prepare-demo";
import { requestIdFrom } from "@/lib/http/request-id";
import { securityHeaders } from "@/lib/http/security-headers";
import { startExpirySweeper } from "@/lib/domain/reservations/expiry-sweeper";
import { startOutboxWorker } from "@/lib/email/outbox-worker";
import { refusedOverAddressLimit } from "@/lib/http/address-limit";
import { startRateLimits, stopRateLimits } from "@/lib/rate-limit/rate-limits";
import { routableVerifyUrl } from "@/lib/qr/qr-data-from-path";
import { qrSigningKeys } from "@/lib/qr/signing-keys";
import { ensureBuild } from "./server/ensure-build";
import { leanDispatcher, routeTable } from "./server/lean-dispatch";
import { boundPort, listen } from "./server/listen";
import { routableApiUrl } from "./server/routable-api-url";

const root = process.cwd();

// V8 lets the heap grow up to 4× its live size before collecting it; under load that is garbage
// enough to double the server's memory. 1.3× keeps it near the live size at no measurable CPU cost
// (docs/performance.md).
setFlagsFromString("--heap-growing-percent=30");

// The staff tool server's origin is served by the same app under this internal prefix.
const MCP_ORIGIN_PREFIX = "/mcp-origin";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

// Every response carries X-Request-Id (/v1 handlers read the same id from the request header) and
// the security headers (lib/http/security-headers.ts).
function withCommonHeaders(handle: Handler, headers: Record<string, string>): Handler {
  return (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const given = request.headers["x-request-id"];
    const id = requestIdFrom(typeof given === "string" ? given : undefined);
    request.headers["x-request-id"] = id;
    response.setHeader("x-request-id", id);
    handle(request, response);
  };
}

// Set once the servers run; until then there is nothing to finish, so stopping means exiting.
let stopServing: ((reason: string) => void) | null = null;

// When whatever reads our output is gone (a supervisor or test runner that died), every write fails
// with EPIPE. Unhandled, each failure is reported on the equally broken stderr, which fails again:
// an endless loop at full CPU. With no one left to serve the logs to, stop instead.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") return;
    if (stopServing) stopServing("output closed");
    else process.exit(1);
  });
}

async function main(): Promise<void> {
  const config = readServerConfig();
  const database = parseDatabaseUrl();
  process.env.DATABASE_URL = database.url;
  // Bad rate limit settings stop the start here (docs/reliability.md#rate-limits).
  startRateLimits();

  // Claim both ports before the slow steps, so a port in use is reported at once.
  let ready: Handler | null = null;
  const waiting: Handler = (_request, response) => {
    response.writeHead(503, { "retry-after": "2", "content-type": "text/plain" }).end("Foyer is starting");
  };
  const appServer = await listen((request, response) => (ready ?? waiting)(request, response), config.host, config.port, "PORT");
  const mcpServer = await listen(
    (request, response) => {
      if (!ready) return waiting(request, response);
      // The origin's root is the route /mcp-origin itself: Next would redirect /mcp-origin/ to it.
      const path = request.url ?? "/";
      request.url = MCP_ORIGIN_PREFIX + (path === "/" || path.startsWith("/?") ? path.slice(1) : path);
      ready(request, response);
    },
    config.host,
    config.mcpPort,
    "MCP_PORT",
  );
  // The default addresses follow PORT and MCP_PORT (lib/config/public-addresses.ts); with a port of 0
  // they name the port just picked.
  const port = boundPort(appServer);
  process.env.PORT = String(port);
  process.env.MCP_PORT = String(boundPort(mcpServer));
  const local = publicUrl();
  // next-auth builds the dashboard session's links from NEXTAUTH_URL.
  process.env.NEXTAUTH_URL ??= `${local}/api/auth`;

  ensureBuild(root);
  const migration = await migrate(database, root);
  // Bad email or QR key settings stop the start here; a missing QR key is generated now.
  qrSigningKeys();
  const stopOutbox = startOutboxWorker();
  const stopSweeper = startExpirySweeper();
  console.log(
    `Database: ${database.provider} (${redactDatabaseUrl(database.url)}), ` +
      (migration.applied.length ? `applied ${migration.applied.length} migration(s)` : "up to date"),
  );
  const demo = config.seedDemo ? await prepareDemoForStart() : null;

  const app = next({ dev: false, dir: root });
  await app.prepare();
  const handle = app.getRequestHandler();
  // /v1 goes straight to its route handlers (docs/performance.md); LEAN_DISPATCH=off routes it through Next.
  const lean =
    process.env.LEAN_DISPATCH === "off"
      ? null
      : leanDispatcher(routeTable(join(root, "app"), "v1"), (request, response) => void handle(request, response));
  ready = withCommonHeaders((request, response) => {
    if (request.url?.startsWith(MCP_ORIGIN_PREFIX) && request.socket.localPort !== boundPort(mcpServer)) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    // Per-address rate limits read the last X-Forwarded-For entry; unless a proxy vouches for it,
    // that is the socket's address, so a client cannot choose its own.
    if (!config.trustProxy) request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
    if (refusedOverAddressLimit(request, response)) return;
    request.url = routableApiUrl(routableVerifyUrl(request.url ?? "/"));
    if (lean && request.url.startsWith("/v1/")) {
      void lean(request, response, `http://${request.headers.host ?? "localhost"}`);
      return;
    }
    void handle(request, response);
  }, securityHeaders(local));

  console.log(`  Dashboard:          ${local}/`);
  console.log(`  REST API:           ${local}/v1   (health: ${local}/healthz)`);
  console.log(`  Staff tool server:  http://127.0.0.1:${boundPort(mcpServer)}/`);
  if (demo) {
    console.log(`  Demo museum:        "${demo.museumSlug}" (${demo.museumId})`);
    console.log(`  Demo API key:       ${demo.apiKey}   (replaced at every start)`);
    console.log(`  Try it:             curl -H "Authorization: Bearer ${demo.apiKey}" ${local}/v1/locations`);
  }
  // Printed last: tests and scripts wait for this line.
  console.log(`Foyer listening on http://127.0.0.1:${port}`);
  stopServing = stopOnSignals([appServer, mcpServer], async () => {
    stopSweeper();
    await stopOutbox();
    await stopRateLimits();
  });
  if (config.exitWithParent) stopWhenOrphaned(stopServing);
}

// A parent that dies leaves this process to init, which shows as a new parent pid.
function stopWhenOrphaned(stop: (reason: string) => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) stop("parent process gone");
  }, 2_000);
  timer.unref();
}

// Requests in flight (and an email delivery round in progress) get this long to finish after SIGTERM;
// then their connections are closed and the database with them.
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops gracefully on SIGTERM or SIGINT: new connections are refused at once, requests in flight and
 * the background work finish, the database closes (SQLite checkpoints its WAL), and the process exits
 * 0. Returns the same stop for other reasons.
 */
function stopOnSignals(servers: Server[], stopBackgroundWork: () => Promise<void>): (reason: string) => void {
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: finishing requests in flight, then stopping`);
    const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
    for (const server of servers) server.closeIdleConnections();
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
        process.exit(exitCode);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM received"));
  process.on("SIGINT", () => stop("SIGINT received"));
  return stop;
}

main().catch(async (error: unknown) => {
  const message = error instanceof ConfigError ? error.message : (error as Error).message ?? String(error);
  console.error(`foyer: ${message}`);
  await disconnectAll().catch(() => undefined);
  process.exit(1);
});
