import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "@/lib/config/database-url";
import { migrate } from "@/lib/db/migrate";
import { createTestDatabase, testProviders, type TestDatabase } from "./support/databases";
import { startFoyer } from "./support/foyer-server";
import { apiClient } from "./support/api-client";
import { runScript } from "./support/run-command";

const start = (env: Record<string, string>) => runScript("scripts/start.mjs", [], { HOST: "127.0.0.1", SEED_DEMO: "false", ...env });

function occupyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      resolve({ server, port: (server.address() as { port: number }).port });
    });
  });
}

describe("npm start refuses to run with one clear line", () => {
  it("when PORT is taken", async () => {
    const { server, port } = await occupyPort();
    try {
      const result = await start({ PORT: String(port), MCP_PORT: "0" });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`foyer: port ${port} is already in use: stop whatever holds it, or set PORT to a free port`);
    } finally {
      server.close();
    }
  });

  it("when MCP_PORT is taken", async () => {
    const { server, port } = await occupyPort();
    try {
      const result = await start({ PORT: "0", MCP_PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(new RegExp(`^foyer: port ${port} is already in use: .*MCP_PORT`));
    } finally {
      server.close();
    }
  });

  it("when DATABASE_URL is not a database Foyer knows", async () => {
    const result = await start({ PORT: "0", MCP_PORT: "0", DATABASE_URL: "redis://127.0.0.1:6379" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^foyer: DATABASE_URL must start with file:/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("when PostgreSQL cannot be reached", async () => {
    const result = await start({ PORT: "0", MCP_PORT: "0", DATABASE_URL: "postgresql://foyer:pw@127.0.0.1:1/foyer" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^foyer: cannot reach PostgreSQL at postgresql:\/\/foyer:\*\*\*@127\.0\.0\.1:1\/foyer/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("when the database was migrated by a newer Foyer", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const root = mkdtempSync(join(tmpdir(), "foyer-newer-"));
      cpSync(join(process.cwd(), "prisma"), join(root, "prisma"), { recursive: true });
      const folder = join(root, "prisma", "sqlite", "migrations", "29990101000000_from_the_future");
      mkdirSync(folder);
      writeFileSync(join(folder, "migration.sql"), 'CREATE TABLE "FutureThing" ("id" TEXT PRIMARY KEY);');
      await migrate(parseDatabaseUrl(database.url), root);
      const result = await start({ PORT: "0", MCP_PORT: "0", DATABASE_URL: database.url });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(/^foyer: the database has migration 29990101000000_from_the_future, which this version of Foyer does not ship/);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    } finally {
      await database.drop();
    }
  });

  it("when any setting is wrong, naming it", async () => {
    const result = await start({ PORT: "0", MCP_PORT: "0", WEBHOOK_TIMEOUT_MS: "ten seconds" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('foyer: WEBHOOK_TIMEOUT_MS must be a whole number of at least 1, got "ten seconds"');
  });

  it("when PORT is not a port", async () => {
    const result = await start({ PORT: "eighty", MCP_PORT: "0" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('foyer: PORT must be a port number from 0 to 65535, got "eighty"');
  });
});

describe.each(testProviders())("npm start on an empty %s database", (provider) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it("seeds the demo museum, prints a working key, replaces it at the next start, and stops cleanly on SIGTERM", async () => {
    const database = await createTestDatabase(provider);
    databases.push(database);
    const env = { SEED_DEMO: "true", DATABASE_URL: database.url };

    const first = await startFoyer(provider, env);
    const firstKey = /Demo API key:\s+(fy_\S+)/.exec(first.output())?.[1];
    expect(firstKey).toBeDefined();
    const locations = await apiClient(first.baseUrl, firstKey).get("/v1/locations");
    expect(locations.status).toBe(200);
    expect(locations.body.total).toBe(2);
    // The demo museum and both its buildings keep Berlin's clock, so no page shows another zone.
    expect((await apiClient(first.baseUrl, firstKey).get("/v1/settings")).body.timezone).toBe("Europe/Berlin");
    expect((locations.body.list as { timezone: string }[]).map((location) => location.timezone)).toEqual(["Europe/Berlin", "Europe/Berlin"]);
    // The demo's slots start on the hour on their buildings' Berlin clock, in summer as in winter.
    const slots = await apiClient(first.baseUrl, firstKey).get("/v1/time-slots?limit=100");
    const berlin = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const starts = new Set((slots.body.list as { startsAt: string }[]).map((slot) => berlin.format(new Date(slot.startsAt))));
    expect([...starts].sort()).toEqual(["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
    // With PORT=0 and no PUBLIC_URL, the printed addresses name the port picked (the default PUBLIC_URL).
    expect(first.output()).toContain(`REST API:           http://localhost:${new URL(first.baseUrl).port}/v1`);
    await first.stop();
    expect(first.output()).toMatch(/SIGTERM received/);

    const second = await startFoyer(provider, env);
    const secondKey = /Demo API key:\s+(fy_\S+)/.exec(second.output())?.[1];
    expect(secondKey).toBeDefined();
    expect(secondKey).not.toBe(firstKey);
    expect((await apiClient(second.baseUrl, secondKey).get("/v1/locations")).body.total).toBe(2);
    expect((await apiClient(second.baseUrl, firstKey).get("/v1/locations")).status).toBe(401);
    await second.stop();
  });
});
