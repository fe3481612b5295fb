import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseDatabaseUrl } from "./database-url";

/**
 * The secrets Foyer generates into the data folder when their setting is unset. A backup carries them
 * (docs/operations.md, "Backups"): without the admission key, every ticket and card handed out stops
 * admitting.
 */
export const dataFolderSecrets = {
  admissionKey: "admission-signing-key",
  previousAdmissionKeys: "admission-signing-keys-previous",
  authSigningKey: "auth-signing-key.pem",
  authSecret: "auth-secret",
  oauthSecret: "mcp-oauth-secret",
  legacyQrKey: "qr-signing-key",
} as const;

/** The data folder: beside the SQLite file, or ./data when the database is PostgreSQL. */
export function dataFolder(): string {
  const target = parseDatabaseUrl();
  return target.provider === "sqlite" ? dirname(target.filePath) : resolve(/*turbopackIgnore: true*/ process.cwd(), "data");
}

/** Where generated secrets live: beside the SQLite file, or ./data when the database is PostgreSQL. */
export function dataFilePath(name: string): string {
  return join(dataFolder(), name);
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
