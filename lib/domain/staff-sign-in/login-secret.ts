import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ConfigError } from "@/lib/config/config-error";
import { dataFilePath, dataFolderSecrets, readOrCreateSecretFile } from "@/lib/config/data-folder";
import { configuredDatabaseUrl } from "@/lib/config/database-url";

// Sign-in codes are stored as HMAC-SHA256 under a server secret: six digits are too few for a plain
// hash to hide them from someone who reads the database. The secret is AUTH_SECRET, or one generated
// once into the data folder. Refresh tokens carry 256 random bits, so their plain SHA-256 suffices.
// The dashboard's session key is derived from the same secret (derivedSecret), for the login service.

const SECRET_FILE = dataFolderSecrets.authSecret;
const MIN_SECRET_LENGTH = 32;

let cached: { source: string; secret: string } | undefined;

function codeSecret(env: NodeJS.ProcessEnv = process.env): string {
  const source = `${env.AUTH_SECRET ?? ""}|${configuredDatabaseUrl() ?? ""}`;
  if (cached?.source === source) return cached.secret;
  const configured = env.AUTH_SECRET?.trim();
  if (configured !== undefined && configured !== "" && configured.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters of random text`);
  }
  const secret = configured || readOrCreateSecretFile(dataFilePath(SECRET_FILE), () => `${randomBytes(32).toString("base64url")}\n`).trim();
  cached = { source, secret };
  return secret;
}

export function hashSignInCode(userId: string, code: string): string {
  return createHmac("sha256", codeSecret()).update(`${userId}\n${code}`).digest("hex");
}

/** A secret for one purpose (e.g. sealing dashboard sessions), derived so purposes never share a key. */
export function derivedSecret(purpose: string): string {
  return createHmac("sha256", codeSecret()).update(`foyer:${purpose}`).digest("base64url");
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newRefreshToken(): string {
  return `foyer_rt_${randomBytes(32).toString("base64url")}`;
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
