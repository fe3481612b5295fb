import { createHash, type BinaryLike } from "node:crypto";
import { readFileSync } from "node:fs";
import { ConfigError } from "@/lib/config/config-error";
import { dataFilePath, dataFolderSecrets } from "@/lib/config/data-folder";
import { configuredDatabaseUrl } from "@/lib/config/database-url";
import { decodeKeyText } from "./key-text";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";

// The first codes (v=1) were signed with HMAC-SHA256. New codes are signed with Ed25519
// (admission-keys.ts); these keys only keep the cards and emails already handed out valid
// (docs/admission.md, "Keys"). They come from QR_SIGNING_KEY and QR_SIGNING_KEYS_PREVIOUS, and from
// the key file earlier versions generated into the data folder, when it is there. Nothing new is
// generated: an installation that never signed a v=1 code accepts none.

export interface HmacKey {
  /** The short name each v=1 code carries, so the verifier picks the key at once. */
  id: string;
  secret: Buffer;
}

const MIN_KEY_BYTES = 32;
const KEY_FILE = dataFolderSecrets.legacyQrKey;

function decodeKey(text: string, name: string): Buffer {
  const secret = decodeKeyText(text, name);
  if (secret.length < MIN_KEY_BYTES) {
    throw new ConfigError(`${name} must hold at least ${MIN_KEY_BYTES} random bytes (hex or base64), got ${secret.length}`);
  }
  return secret;
}

function keyFrom(secret: Buffer): HmacKey {
  return { id: hmacKeyId(secret), secret };
}

/** The id a v=1 code carries for its key. */
export function hmacKeyId(secret: BinaryLike): string {
  return createHash("sha256").update("foyer-qr-key-id\n").update(secret).digest("base64url").slice(0, 8);
}

function keyFileText(): string | null {
  try {
    return readFileSync(dataFilePath(KEY_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

let cached: { source: string; keys: HmacKey[] } | undefined;

/** Every key that still verifies v=1 codes (read once per settings, then cached). */
export function legacyHmacKeys(env: SettingsSource = environment()): HmacKey[] {
  const configured = setting("QR_SIGNING_KEY", env);
  const configuredPrevious = setting("QR_SIGNING_KEYS_PREVIOUS", env);
  const source = `${configured ?? ""}|${configuredPrevious ?? ""}|${configuredDatabaseUrl() ?? ""}`;
  if (cached?.source === source) return cached.keys;
  const keys: HmacKey[] = [];
  if (configured) keys.push(keyFrom(decodeKey(configured, "QR_SIGNING_KEY")));
  const fileText = keyFileText();
  if (fileText !== null) keys.push(keyFrom(decodeKey(fileText, dataFilePath(KEY_FILE))));
  for (const text of (configuredPrevious ?? "").split(",")) {
    if (text.trim() !== "") keys.push(keyFrom(decodeKey(text, "QR_SIGNING_KEYS_PREVIOUS")));
  }
  cached = { source, keys };
  return keys;
}
