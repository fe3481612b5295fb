import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "./config-error";
import { secretSetting } from "./data-folder";
import { chooseDatabaseUrl } from "./database-url";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
const folders: string[] = [];

/** A data folder of its own: the one beside a SQLite file in a new temporary folder. */
function newDataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "foyer-data-folder-"));
  folders.push(folder);
  chooseDatabaseUrl(`file:${join(folder, "foyer.db")}`);
  return folder;
}

afterEach(() => {
  chooseDatabaseUrl(undefined);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("secretSetting", () => {
  it("takes the setting when it is long enough, and refuses a short one by name", () => {
    newDataFolder();
    expect(secretSetting("TEST_SECRET", "test-secret", env({ TEST_SECRET: ` ${"s".repeat(32)} ` }))).toBe("s".repeat(32));
    expect(() => secretSetting("TEST_SECRET", "test-secret", env({ TEST_SECRET: "short" }))).toThrow(ConfigError);
    expect(() => secretSetting("TEST_SECRET", "test-secret", env({ TEST_SECRET: "short" }))).toThrow("TEST_SECRET must be at least 32 characters of random text");
  });

  it("unset, generates one secret into the data folder, readable by its owner only, and keeps it", () => {
    const folder = newDataFolder();
    const generated = secretSetting("TEST_SECRET", "test-secret", env({}));
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(folder, "test-secret"), "utf8").trim()).toBe(generated);
    expect(statSync(join(folder, "test-secret")).mode & 0o777).toBe(0o600);
    expect(secretSetting("TEST_SECRET", "test-secret", env({}))).toBe(generated);

    const other = newDataFolder();
    expect(secretSetting("TEST_SECRET", "test-secret", env({}))).not.toBe(generated);
    expect(readFileSync(join(other, "test-secret"), "utf8").trim()).not.toBe(generated);
  });
});
