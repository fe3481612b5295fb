import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ConfigError } from "./config-error";
import { configuredDatabaseUrl, parseDatabaseUrl } from "./database-url";

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

const MIN_SECRET_LENGTH = 32;
const readSecrets = new Map<string, { source: string; secret: string }>();

/**
 * A secret setting (`AUTH_SECRET`, `MCP_OAUTH_SECRET`): at least 32 characters of random text, or,
 * when unset, 256 random bits generated once into the data folder's `file`. Read again only when the
 * setting or the database changes.
 */
export function secretSetting(name: string, file: string, env: NodeJS.ProcessEnv = process.env): string {
  const source = `${env[name] ?? ""}|${configuredDatabaseUrl() ?? ""}`;
  const read = readSecrets.get(name);
  if (read?.source === source) return read.secret;
  const configured = env[name]?.trim();
  if (configured && configured.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters of random text`);
  }
  const secret = configured || readOrCreateSecretFile(dataFilePath(file), () => `${randomBytes(32).toString("base64url")}\n`).trim();
  readSecrets.set(name, { source, secret });
  return secret;
}
