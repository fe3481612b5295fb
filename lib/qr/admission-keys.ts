import { createHash, createPrivateKey, createPublicKey, randomBytes, type KeyObject } from "node:crypto";
import { appendFileSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { ConfigError } from "@/lib/config/config-error";
import { dataFilePath, dataFolderSecrets, readOrCreateSecretFile } from "@/lib/config/data-folder";
import { configuredDatabaseUrl } from "@/lib/config/database-url";
import { decodeKeyText } from "./key-text";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";

// Ticket and membership codes (v=2) are signed with Ed25519, so a phone holding only the public key
// can check them offline (docs/admission.md, "Keys"). The private key is a 32-byte seed from
// ADMISSION_SIGNING_KEY, or, when that is unset, one generated once into the data folder. Seeds listed
// in ADMISSION_SIGNING_KEYS_PREVIOUS, or in the data folder's list of earlier keys (written by
// `npm run cli -- admission-key rotate`), still verify and are still handed to phones, but never sign.

export interface AdmissionKey {
  /** A short public name of the key, put in each code so the verifier picks the key at once. */
  id: string;
  /** Present for the current key only: earlier keys never sign. */
  privateKey: KeyObject | null;
  publicKey: KeyObject;
  /** The 32 raw bytes of the public key, base64url: what a browser imports for WebCrypto. */
  publicKeyText: string;
}

export interface AdmissionKeys {
  current: AdmissionKey;
  previous: AdmissionKey[];
}

const SEED_BYTES = 32;
const KEY_FILE = dataFolderSecrets.admissionKey;
const PREVIOUS_FILE = dataFolderSecrets.previousAdmissionKeys;
// The fixed DER prefix of a PKCS#8 Ed25519 private key (RFC 8410): the seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

function seedFrom(text: string, name: string): Buffer {
  const seed = decodeKeyText(text, name);
  if (seed.length !== SEED_BYTES) throw new ConfigError(`${name} must be exactly ${SEED_BYTES} random bytes (hex or base64), got ${seed.length}`);
  return seed;
}

function keyFrom(seed: Buffer, signs: boolean): AdmissionKey {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: "der", type: "pkcs8" });
  const publicKey = createPublicKey(privateKey);
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x as string, "base64url");
  const id = createHash("sha256").update("foyer-admission-key-id\n").update(raw).digest("base64url").slice(0, 8);
  return { id, privateKey: signs ? privateKey : null, publicKey, publicKeyText: raw.toString("base64url") };
}

function generatedSeed(): Buffer {
  const path = dataFilePath(KEY_FILE);
  return seedFrom(readOrCreateSecretFile(path, () => `${randomBytes(SEED_BYTES).toString("base64")}\n`), path);
}

let cached: { source: string; keys: AdmissionKeys } | undefined;

/** The admission keys for the current settings (read once per settings, then cached). */
export function admissionKeys(env: SettingsSource = environment()): AdmissionKeys {
  const configured = setting("ADMISSION_SIGNING_KEY", env);
  const configuredPrevious = setting("ADMISSION_SIGNING_KEYS_PREVIOUS", env);
  const source = `${configured ?? ""}|${configuredPrevious ?? ""}|${configuredDatabaseUrl() ?? ""}`;
  if (cached?.source === source) return cached.keys;
  const current = keyFrom(configured ? seedFrom(configured, "ADMISSION_SIGNING_KEY") : generatedSeed(), true);
  const listed = [
    ...(configuredPrevious ?? "").split(",").map((text) => ({ text, name: "ADMISSION_SIGNING_KEYS_PREVIOUS" })),
    ...(optionalFile(dataFilePath(PREVIOUS_FILE)) ?? "").split("\n").map((text) => ({ text, name: dataFilePath(PREVIOUS_FILE) })),
  ];
  const previous = listed
    .filter(({ text }) => text.trim() !== "")
    .map(({ text, name }) => keyFrom(seedFrom(text, name), false))
    .filter((key, index, all) => key.id !== current.id && all.findIndex((other) => other.id === key.id) === index);
  cached = { source, keys: { current, previous } };
  return cached.keys;
}

function optionalFile(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export interface Rotation {
  retiredKeyId: string;
  newKeyId: string;
}

/**
 * Rotates the data folder's key: the current seed joins the list of earlier keys (which keep
 * verifying) and a new seed signs from the next start. A key set in ADMISSION_SIGNING_KEY is the
 * operator's to rotate (docs/admission.md, "Rotating the key").
 */
export function rotateDataFolderAdmissionKey(env: SettingsSource = environment()): Rotation {
  if (setting("ADMISSION_SIGNING_KEY", env)) {
    throw new ConfigError("ADMISSION_SIGNING_KEY is set: rotate by moving its value to ADMISSION_SIGNING_KEYS_PREVIOUS and setting a new one");
  }
  const retired = generatedSeed();
  const fresh = randomBytes(SEED_BYTES);
  appendFileSync(dataFilePath(PREVIOUS_FILE), `${retired.toString("base64")}\n`, { mode: 0o600 });
  const keyPath = dataFilePath(KEY_FILE);
  writeFileSync(`${keyPath}.new`, `${fresh.toString("base64")}\n`, { mode: 0o600 });
  renameSync(`${keyPath}.new`, keyPath);
  cached = undefined;
  return { retiredKeyId: keyFrom(retired, false).id, newKeyId: keyFrom(fresh, false).id };
}
