import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseDatabaseUrl } from "./database-url";

/** Where generated secrets live: beside the SQLite file, or ./data when the database is PostgreSQL. */
export function dataFilePath(name: string): string {
  const target = parseDatabaseUrl();
  const folder = target.provider === "sqlite" ? dirname(target.filePath) : resolve(/*turbopackIgnore: true*/ process.cwd(), "data");
  return join(folder, name);
}

/**
 * Reads a secret file, creating it first (mode 0600) with `create()` when missing. The `wx` flag lets
 * only one process create it, so processes started together all end up with the same secret.
 */
export function readOrCreateSecretFile(path: string, create: () => string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, create(), { flag: "wx", mode: 0o600 });
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(path, "utf8");
}
