import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { dataFolderSecrets, secretSetting } from "@/lib/config/data-folder";

// The tool server's one secret, MCP_OAUTH_SECRET (or a file generated once into the data folder).
// Two keys are derived from it: one encrypts the user tokens a grant stands for (here, as grants are
// stored), one seals what the login service posts to /oauth/complete (lib/oauth: the two services
// share it; the browser only carries it). The tickets, codes and tokens the OAuth server hands out
// carry 256 random bits and are stored only as SHA-256.

function serverSecret(): Buffer {
  return Buffer.from(secretSetting("MCP_OAUTH_SECRET", dataFolderSecrets.oauthSecret), "utf8");
}

export type KeyPurpose = "user-token-encryption" | "oauth-complete";

/** A 256-bit key for one purpose, so no key serves two. */
export function derivedKey(purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", serverSecret(), Buffer.alloc(0), `foyer mcp ${purpose} v1`, 32));
}

/** A new opaque credential: a readable prefix and 256 random bits. */
export function newSecretValue(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

export function hashSecretValue(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** AES-256-GCM; `context` (the grant id) is authenticated too, so a ciphertext cannot move to another row. */
export function encryptUserToken(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("user-token-encryption"), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The plain token, or null when it does not decrypt (another secret, another row, tampered). */
export function decryptUserToken(sealed: string, context: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey("user-token-encryption"), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
