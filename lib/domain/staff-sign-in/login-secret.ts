import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { dataFolderSecrets, secretSetting } from "@/lib/config/data-folder";

// Sign-in codes are stored as HMAC-SHA256 under a server secret: six digits are too few for a plain
// hash to hide them from someone who reads the database. The secret is AUTH_SECRET, or one generated
// once into the data folder. Refresh tokens carry 256 random bits, so their plain SHA-256 suffices.
// The dashboard's session key is derived from the same secret (derivedSecret), for the login service.

function codeSecret(): string {
  return secretSetting("AUTH_SECRET", dataFolderSecrets.authSecret);
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
