import { createHash, createHmac } from "node:crypto";

/**
 * A v=1 (HMAC-SHA256) membership or ticket code, built here from the format in docs/admission.md
 * ("Codes") rather than by the product, as the cards printed before Ed25519 codes were made.
 */
export function legacyCode(kind: "membership" | "ticket", key: string, base: string, museumId: string, id: string): string {
  const secret = /^[0-9a-f]+$/i.test(key) ? Buffer.from(key, "hex") : Buffer.from(key, "base64");
  const keyId = createHash("sha256").update("foyer-qr-key-id\n").update(secret).digest("base64url").slice(0, 8);
  const purpose = kind === "membership" ? "foyer-membership-qr" : "foyer-ticket-qr";
  const signature = createHmac("sha256", secret).update([purpose, "1", keyId, base, museumId, id].join("\n")).digest("base64url");
  return `${base}/${kind === "membership" ? "m" : "t"}/${id}?v=1&k=${keyId}&sig=${signature}`;
}
