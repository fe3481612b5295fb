import { createHash, randomBytes } from "node:crypto";
import { ConfigError } from "@/lib/config/config-error";
import { dataFilePath, readOrCreateSecretFile } from "@/lib/db/data-folder";
import { configuredDatabaseUrl } from "@/lib/db/database-url";

// Membership QR codes are signed with HMAC-SHA256. The key comes from QR_SIGNING_KEY, or, when that
// is unset, from a key generated once into the data folder. Keys listed in QR_SIGNING_KEYS_PREVIOUS
// still verify (a rotation's grace period lasts as long as they stay listed) but never sign.

export interface SigningKey {
  /** A short public name of the key, put in each code so the verifier picks the key at once. */
  id: string;
  secret: Buffer;
}

export interface SigningKeys {
  current: SigningKey;
  previous: SigningKey[];
}

const MIN_KEY_BYTES = 32;
const KEY_FILE = "qr-signing-key";

function decodeKey(text: string, name: string): Buffer {
  const trimmed = text.trim();
  const secret = /^(?:[0-9a-fA-F]{2})+$/.test(trimmed) ? Buffer.from(trimmed, "hex") : decodeBase64(trimmed, name);
  if (secret.length < MIN_KEY_BYTES) {
    throw new ConfigError(`${name} must hold at least ${MIN_KEY_BYTES} random bytes (hex or base64), got ${secret.length}`);
  }
  return secret;
}

function decodeBase64(text: string, name: string): Buffer {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw new ConfigError(`${name} must be hex or base64`);
  return Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}

function keyFrom(secret: Buffer): SigningKey {
  const id = createHash("sha256").update("foyer-qr-key-id\n").update(secret).digest("base64url").slice(0, 8);
  return { id, secret };
}

function generatedKey(): Buffer {
  const path = dataFilePath(KEY_FILE);
  return decodeKey(readOrCreateSecretFile(path, () => `${randomBytes(MIN_KEY_BYTES).toString("base64")}\n`), path);
}

let cached: { source: string; keys: SigningKeys } | undefined;

/** The signing keys for the current settings (read once per settings, then cached). */
export function qrSigningKeys(env: NodeJS.ProcessEnv = process.env): SigningKeys {
  const source = `${env.QR_SIGNING_KEY ?? ""}|${env.QR_SIGNING_KEYS_PREVIOUS ?? ""}|${configuredDatabaseUrl() ?? ""}`;
  if (cached?.source === source) return cached.keys;
  const configured = env.QR_SIGNING_KEY?.trim();
  const current = keyFrom(configured ? decodeKey(configured, "QR_SIGNING_KEY") : generatedKey());
  const previous = (env.QR_SIGNING_KEYS_PREVIOUS ?? "")
    .split(",")
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .map((text) => keyFrom(decodeKey(text, "QR_SIGNING_KEYS_PREVIOUS")));
  cached = { source, keys: { current, previous } };
  return cached.keys;
}
