import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { calculateJwkThumbprint, exportJWK, type JWK } from "jose";
import { ConfigError } from "@/lib/config/config-error";
import { dataFilePath, dataFolderSecrets, readOrCreateSecretFile } from "@/lib/config/data-folder";
import { configuredDatabaseUrl } from "@/lib/config/database-url";
import { environment, setting, type SettingsSource } from "@/lib/config/settings";

// Access tokens are signed with ES256. The private key comes from AUTH_SIGNING_KEY (a PKCS8 PEM), or,
// when that is unset, from a key generated once into the data folder. Keys in
// AUTH_SIGNING_KEYS_PREVIOUS (PEMs, private or public) stay in the JWKS, so tokens they signed verify
// until those expire, but they never sign.

export const TOKEN_ALGORITHM = "ES256";
const KEY_FILE = dataFolderSecrets.authSigningKey;
const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

export interface TokenKeys {
  current: { kid: string; privateKey: KeyObject };
  /** Every key that verifies, the current one first, as published in the JWKS. */
  publicJwks: JWK[];
}

function pemBlocks(text: string, name: string): string[] {
  const blocks = text.replace(/\\n/g, "\n").match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw new ConfigError(`${name} must hold PEM keys (-----BEGIN PRIVATE KEY----- ...)`);
  return blocks;
}

function privateKeyFrom(pem: string, name: string): KeyObject {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") throw new Error("not P-256");
    return key;
  } catch {
    throw new ConfigError(`${name} must be a P-256 (ES256) private key in PKCS8 PEM`);
  }
}

function publicKeyFrom(pem: string, name: string): KeyObject {
  try {
    return createPublicKey(pem);
  } catch {
    throw new ConfigError(`${name} holds a key that cannot be read`);
  }
}

function generatedPem(): string {
  return generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

async function publicJwk(key: KeyObject): Promise<JWK> {
  const jwk = await exportJWK(key);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: TOKEN_ALGORITHM, use: "sig" };
}

async function loadKeys(env: SettingsSource): Promise<TokenKeys> {
  const configured = setting("AUTH_SIGNING_KEY", env);
  const currentPem = configured ? pemBlocks(configured, "AUTH_SIGNING_KEY")[0]! : readOrCreateSecretFile(dataFilePath(KEY_FILE), generatedPem);
  const privateKey = privateKeyFrom(currentPem, configured ? "AUTH_SIGNING_KEY" : dataFilePath(KEY_FILE));
  const current = await publicJwk(createPublicKey(privateKey));
  const previousText = setting("AUTH_SIGNING_KEYS_PREVIOUS", env);
  const previous = previousText ? await Promise.all(pemBlocks(previousText, "AUTH_SIGNING_KEYS_PREVIOUS").map((pem) => publicJwk(publicKeyFrom(pem, "AUTH_SIGNING_KEYS_PREVIOUS")))) : [];
  return { current: { kid: current.kid!, privateKey }, publicJwks: [current, ...previous.filter((jwk) => jwk.kid !== current.kid)] };
}

let cached: { source: string; keys: Promise<TokenKeys> } | undefined;

/** The token keys for the current settings (read once per settings, then cached). */
export function tokenKeys(env: SettingsSource = environment()): Promise<TokenKeys> {
  const source = `${setting("AUTH_SIGNING_KEY", env) ?? ""}|${setting("AUTH_SIGNING_KEYS_PREVIOUS", env) ?? ""}|${configuredDatabaseUrl() ?? ""}`;
  if (cached?.source !== source) {
    const keys = loadKeys(env);
    cached = { source, keys };
    keys.catch(() => {
      if (cached?.keys === keys) cached = undefined;
    });
  }
  return cached.keys;
}
