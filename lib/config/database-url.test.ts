import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError } from "@/lib/config/config-error";
import { chooseDatabaseUrl, configuredDatabaseUrl, DEFAULT_DATABASE_URL, parseDatabaseUrl, redactDatabaseUrl } from "./database-url";

describe("parseDatabaseUrl", () => {
  it("defaults to the embedded SQLite file under ./data", () => {
    expect(DEFAULT_DATABASE_URL).toBe("file:./data/foyer.db");
    expect(parseDatabaseUrl("")).toMatchObject({ provider: "sqlite", filePath: `${process.cwd()}/data/foyer.db` });
  });

  it("keeps absolute SQLite paths and PostgreSQL URLs", () => {
    expect(parseDatabaseUrl("file:/tmp/x.db")).toEqual({ provider: "sqlite", url: "file:/tmp/x.db", filePath: "/tmp/x.db" });
    expect(parseDatabaseUrl("postgresql://u@h:5432/db")).toEqual({ provider: "postgresql", url: "postgresql://u@h:5432/db" });
    expect(parseDatabaseUrl("postgres://u@h/db").provider).toBe("postgresql");
  });

  it("rejects other schemes and empty paths with a clear ConfigError, without the password", () => {
    expect(() => parseDatabaseUrl("mysql://root:hunter2@db/x")).toThrow(ConfigError);
    expect(() => parseDatabaseUrl("mysql://root:hunter2@db/x")).toThrow(/must start with file:.*root:\*\*\*@db/);
    expect(() => parseDatabaseUrl("file:")).toThrow(/names no SQLite file/);
    expect(() => parseDatabaseUrl("postgresql://")).toThrow(ConfigError);
  });
});

describe("chooseDatabaseUrl", () => {
  afterEach(() => {
    chooseDatabaseUrl(undefined);
    vi.unstubAllEnvs();
  });

  it("points this process at another database without touching DATABASE_URL, and undefined goes back to it", () => {
    vi.stubEnv("DATABASE_URL", "file:/tmp/served.db");
    expect(parseDatabaseUrl()).toMatchObject({ filePath: "/tmp/served.db" });
    chooseDatabaseUrl("postgresql://u@h/other");
    expect(parseDatabaseUrl()).toEqual({ provider: "postgresql", url: "postgresql://u@h/other" });
    expect(process.env.DATABASE_URL).toBe("file:/tmp/served.db");
    chooseDatabaseUrl(undefined);
    expect(configuredDatabaseUrl()).toBe("file:/tmp/served.db");
  });
});

describe("redactDatabaseUrl", () => {
  it("hides the password and nothing else", () => {
    expect(redactDatabaseUrl("postgresql://foyer:s3cr3t@db.example:5432/foyer")).toBe("postgresql://foyer:***@db.example:5432/foyer");
    expect(redactDatabaseUrl("postgresql://foyer@db/foyer")).toBe("postgresql://foyer@db/foyer");
  });
});
