import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectAll } from "@/lib/db/client";
import { chooseDatabaseUrl } from "@/lib/config/database-url";
import { hashApiKey } from "@/lib/domain/api-keys/api-key-secret";
import { createTestDatabase, testProviders, type TestDatabase } from "./support/databases";
import { runScript } from "./support/run-command";

const cli = (args: string[], env: Record<string, string | undefined>) => runScript("scripts/cli.mjs", args, env);

function oneJsonDocument(stdout: string): any {
  expect(stdout.trim().split("\n")).toHaveLength(1);
  return JSON.parse(stdout);
}

describe.each(testProviders())("the CLI on %s", (provider) => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(provider);
    env = { DATABASE_URL: database.url };
  });
  afterAll(async () => {
    await disconnectAll();
    await database.drop();
  });

  it("migrates, then reports the database up to date", async () => {
    const first = await cli(["migrate", "--json"], env);
    expect(first.code).toBe(0);
    expect(oneJsonDocument(first.stdout)).toMatchObject({ provider, applied: expect.arrayContaining([expect.stringMatching(/_init$/)]) });
    const second = await cli(["migrate"], env);
    expect(second.stdout).toMatch(/up to date/);
  });

  it("seeds the demo museum once, with a new working key each run", async () => {
    const first = await cli(["seed", "--demo", "--json"], env);
    expect(first.code).toBe(0);
    const seeded = oneJsonDocument(first.stdout);
    expect(seeded).toMatchObject({ museumSlug: "demo", created: true, museumId: expect.any(String), apiKey: expect.stringMatching(/^fy_/) });
    const again = oneJsonDocument((await cli(["seed", "--demo", "--json"], env)).stdout);
    expect(again).toMatchObject({ museumId: seeded.museumId, created: false });
    expect(again.apiKey).not.toBe(seeded.apiKey);

    chooseDatabaseUrl(database.url);
    const museum = { museumId: seeded.museumId };
    expect(await db().museum.count({ where: { slug: "demo" } })).toBe(1);
    expect(await db().location.count({ where: museum })).toBe(2);
    expect(await db().ticketType.count({ where: { ...museum, published: false } })).toBeGreaterThan(0);
    expect(await db().ticketTypeTranslation.count()).toBeGreaterThan(0);
    expect(await db().membership.count({ where: museum })).toBeGreaterThan(0);
    expect(await db().customerFieldValue.count()).toBeGreaterThan(0);
    const roles = await db().museumRole.findMany({ where: museum, select: { role: true } });
    expect(roles.map((r) => r.role).sort()).toEqual(["ADMIN", "DOOR", "EDITOR", "OWNER", "VIEWER"]);
    // Keys are stored only as hashes.
    const stored = await db().apiKey.findMany({ where: museum });
    expect(stored).toHaveLength(2);
    expect(stored.map((key) => key.keyHash).sort()).toEqual([hashApiKey(seeded.apiKey), hashApiKey(again.apiKey)].sort());
    expect(JSON.stringify(stored)).not.toContain(seeded.apiKey);
  });

  it("creates museums, API keys and staff users", async () => {
    const museum = oneJsonDocument((await cli(["museum", "create", "--name", "City Gallery", "--slug", "city", "--json"], env)).stdout);
    expect(museum).toEqual({ id: expect.any(String), slug: "city" });
    const key = oneJsonDocument((await cli(["api-key", "create", "--museum", "city", "--name", "Web shop", "--json"], env)).stdout);
    expect(key).toMatchObject({ id: expect.any(String), key: expect.stringMatching(/^fy_/), museumId: museum.id });
    const user = oneJsonDocument((await cli(["user", "create", "--email", "Curator@City.example", "--museum", "city", "--role", "editor", "--json"], env)).stdout);
    expect(user).toMatchObject({ email: "curator@city.example", museumId: museum.id, role: "EDITOR" });
  });

  it("answers operator mistakes with one line and a non-zero exit", async () => {
    const cases: [string[], RegExp][] = [
      [["museum", "create", "--name", "Again", "--slug", "city"], /already exists/],
      [["api-key", "create", "--museum", "nowhere"], /No museum with slug "nowhere"/],
      [["user", "create", "--email", "x@y.z", "--museum", "city", "--role", "boss"], /role/],
      [["museum", "create", "--slug", "no-name"], /missing --name/],
      [["frobnicate"], /unknown command/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args, env);
      expect(result.code, args.join(" ")).not.toBe(0);
      expect(result.stderr.split("\n")[0], args.join(" ")).toMatch(message);
      expect(result.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
      expect(result.stdout).toBe("");
    }
  });
});

describe("the CLI with a bad database", () => {
  it("says what is wrong with DATABASE_URL in one line", async () => {
    const result = await cli(["migrate"], { DATABASE_URL: "mysql://root:hunter2@localhost/foyer" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^foyer: DATABASE_URL must start with file: .*root:\*\*\*@/);
    expect(result.stderr).not.toContain("hunter2");
  });

  it("says when PostgreSQL cannot be reached, without a stack trace", async () => {
    const result = await cli(["migrate"], { DATABASE_URL: "postgresql://foyer:secret@127.0.0.1:1/foyer" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/cannot reach PostgreSQL at postgresql:\/\/foyer:\*\*\*@127\.0\.0\.1:1\/foyer/);
  });
});
