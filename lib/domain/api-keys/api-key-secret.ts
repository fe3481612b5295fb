import { createHash, randomBytes } from "node:crypto";

// Keys look like `fy_<43 base64url characters>` (256 random bits). With that much entropy a plain
// SHA-256 is a safe one-way hash, and it lets a request find its key with one indexed lookup.
const KEY_PREFIX = "fy_";

export function newApiKeySecret(): string {
  return KEY_PREFIX + randomBytes(32).toString("base64url");
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The part shown in lists so staff can tell keys apart; too short to be guessed from. */
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 6);
}

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(KEY_PREFIX) && value.length === KEY_PREFIX.length + 43;
}
